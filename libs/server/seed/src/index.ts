export * from './lib/seed-database';
export * from './lib/seed.types';
export { SEED_PRODUCTS } from './lib/products.data';
export { SEED_ARTICLES } from './lib/articles.data';
export { SEED_FAQS } from './lib/faqs.data';
export { largeSeedArticle, largeSeedProduct, seedLargeDatabase, LARGE_SEED_COUNTS, type LargeSeedCounts } from './lib/large-seed';
