import 'reflect-metadata';
import { Product } from '@bcg/server/catalogue';
import { Article, Faq } from '@bcg/server/content';
import { createTestDataSource } from '@bcg/server/core/testing';
import { SEED_ARTICLES } from './articles.data';
import { SEED_FAQS } from './faqs.data';
import { SEED_PRODUCTS } from './products.data';
import { seedDatabase } from './seed-database';

describe('seedDatabase', () => {
  let db: Awaited<ReturnType<typeof createTestDataSource>>;

  beforeEach(async () => {
    db = await createTestDataSource([Product, Article, Faq]);
  });
  afterEach(() => db.close());

  it('fills an empty database with the whole starter content', async () => {
    expect(await seedDatabase(db.dataSource)).toEqual({
      products: SEED_PRODUCTS.length,
      articles: SEED_ARTICLES.length,
      faqs: SEED_FAQS.length,
    });
    expect(await db.dataSource.getRepository(Product).count()).toBe(SEED_PRODUCTS.length);
    const article = await db.dataSource.getRepository(Article).findOneByOrFail({ slug: SEED_ARTICLES[0]!.slug });
    expect(article.wordCount).toBeGreaterThan(300);
    expect(article.readingTime).toBe(Math.ceil(article.wordCount / 200));
  });

  it('is idempotent: a second run adds nothing and keeps edits', async () => {
    await seedDatabase(db.dataSource);
    const products = db.dataSource.getRepository(Product);
    const first = await products.findOneByOrFail({ rank: 1 });
    await products.update(first.id, { price: '$1.00' });

    expect(await seedDatabase(db.dataSource)).toEqual({ products: 0, articles: 0, faqs: 0 });
    expect(await products.count()).toBe(SEED_PRODUCTS.length);
    expect(await db.dataSource.getRepository(Article).count()).toBe(SEED_ARTICLES.length);
    expect(await db.dataSource.getRepository(Faq).count()).toBe(SEED_FAQS.length);
    expect((await products.findOneByOrFail({ id: first.id })).price).toBe('$1.00');
  });

  it('gives articles and products the dates the data states, never the moment the seed ran', async () => {
    const seededFrom = Date.now();
    await seedDatabase(db.dataSource);
    const articles = await db.dataSource.getRepository(Article).find();
    expect(articles).toHaveLength(SEED_ARTICLES.length);
    for (const article of articles) {
      const data = SEED_ARTICLES.find((candidate) => candidate.slug === article.slug)!;
      const stated = data.updatedAt ?? data.publishedAt ?? data.createdAt;
      expect([article.slug, article.createdAt.toISOString(), article.updatedAt.toISOString()]).toEqual([
        article.slug,
        new Date(data.createdAt).toISOString(),
        new Date(stated).toISOString(),
      ]);
      // A change never comes before the publication it changes.
      if (article.publishedAt) expect(article.updatedAt.getTime()).toBeGreaterThanOrEqual(article.publishedAt.getTime());
    }
    for (const product of await db.dataSource.getRepository(Product).find()) {
      expect(product.updatedAt.getTime()).toBeLessThan(seededFrom);
      expect(product.createdAt.getTime()).toBeLessThanOrEqual(product.updatedAt.getTime());
    }
  });

  it('restores only what is missing', async () => {
    await seedDatabase(db.dataSource);
    await db.dataSource.getRepository(Faq).delete({ question: SEED_FAQS[0]!.question });
    expect(await seedDatabase(db.dataSource)).toEqual({ products: 0, articles: 0, faqs: 1 });
  });
});
