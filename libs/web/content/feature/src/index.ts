export * from './lib/blog-page';
export * from './lib/blog-post-page';
export * from './lib/guides-page';
export * from './lib/faq-section';
export * from './lib/latest-articles';
