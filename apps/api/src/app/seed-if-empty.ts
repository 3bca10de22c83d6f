import { Product } from '@bcg/server/catalogue';
import { Article, Faq } from '@bcg/server/content';
import { withDatabaseLock } from '@bcg/server/core';
import { seedDatabase, type SeedResult } from '@bcg/server/seed';
import type { DataSource } from 'typeorm';

/** True when no catalogue, article or FAQ row exists: a brand-new database that should get the seed. */
export async function isDatabaseEmpty(dataSource: DataSource): Promise<boolean> {
  const counts = await Promise.all([Product, Article, Faq].map((entity) => dataSource.getRepository(entity).count()));
  return counts.every((count) => count === 0);
}

/**
 * Seeds a brand-new database and answers what it added, or undefined when there was content already. Servers
 * starting together on one PostgreSQL database take turns, so only the first one seeds and no row is doubled.
 */
export function seedIfEmpty(dataSource: DataSource): Promise<SeedResult | undefined> {
  return withDatabaseLock(dataSource, 'bcg:seed', async () => ((await isDatabaseEmpty(dataSource)) ? seedDatabase(dataSource) : undefined));
}
