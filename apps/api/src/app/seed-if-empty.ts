import { Product } from '@bcg/server/catalog';
import { Article, Faq } from '@bcg/server/content';
import type { DataSource } from 'typeorm';

/** True when no catalogue, article or FAQ row exists: a brand-new database that should get the seed. */
export async function isDatabaseEmpty(dataSource: DataSource): Promise<boolean> {
  const counts = await Promise.all([Product, Article, Faq].map((entity) => dataSource.getRepository(entity).count()));
  return counts.every((count) => count === 0);
}
