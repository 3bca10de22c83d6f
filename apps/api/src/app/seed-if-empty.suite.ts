import { Product } from '@bcg/server/catalogue';
import { Article, Faq } from '@bcg/server/content';
import { openDatabase } from '@bcg/server/core';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '@bcg/server/core/testing';
import { SEED_ARTICLES, SEED_FAQS, SEED_PRODUCTS } from '@bcg/server/seed';
import type { DataSource } from 'typeorm';
import { ENTITIES } from './entities';
import { isDatabaseEmpty, seedIfEmpty } from './seed-if-empty';

describe('seedIfEmpty', () => {
  let database: TestDatabase;
  let first: DataSource;

  beforeEach(async () => {
    database = await createTestDatabase();
    first = await openDatabase(database.url, ENTITIES);
  });
  afterEach(async () => {
    await first.destroy();
    await database.drop();
  });

  const counts = (dataSource: DataSource) => Promise.all([Product, Article, Faq].map((entity) => dataSource.getRepository(entity).count()));
  const seeded = [SEED_PRODUCTS.length, SEED_ARTICLES.length, SEED_FAQS.length];

  it('seeds a brand-new database, and leaves one with content alone', async () => {
    expect(await isDatabaseEmpty(first)).toBe(true);
    expect(await seedIfEmpty(first)).toEqual({ products: seeded[0], articles: seeded[1], faqs: seeded[2] });
    await first.getRepository(Faq).delete({ position: 1 });
    expect(await seedIfEmpty(first)).toBeUndefined();
    expect(await counts(first)).toEqual([seeded[0], seeded[1], seeded[2]! - 1]);
  });

  // Several app servers share a PostgreSQL database; each has its own connection pool, as here.
  if (testDatabaseKind() === 'postgres') {
    it('seeds once when servers sharing the database start at the same moment', async () => {
      const others = await Promise.all([openDatabase(database.url, ENTITIES), openDatabase(database.url, ENTITIES)]);
      try {
        const results = await Promise.all([first, ...others].map((dataSource) => seedIfEmpty(dataSource)));
        expect(results.filter(Boolean)).toHaveLength(1);
        expect(await counts(first)).toEqual(seeded);
      } finally {
        await Promise.all(others.map((dataSource) => dataSource.destroy()));
      }
    });
  }
});
