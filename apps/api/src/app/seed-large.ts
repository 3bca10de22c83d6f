import path from 'node:path';
import { readConfig } from '@bcg/server/core';
import { Product } from '@bcg/server/catalogue';
import { largeSeedProduct, LARGE_SEED_COUNTS, seedLargeDatabase, type LargeSeedCounts } from '@bcg/server/seed';
import { buildApp } from './build-app';
import { seedIfEmpty } from './seed-if-empty';

/** Where `npm run seed:large` writes without DATABASE_URL: its own file, never the site's database. */
const LARGE_SQLITE_PATH = path.join('data', 'large.sqlite');

/**
 * `npm run seed:large`: migrates and seeds the database of DATABASE_URL (default data/large.sqlite), then adds a
 * hundred times the starter data (LARGE_SEED_COUNTS) for measuring pages and lists at that size. Refuses a database
 * that already holds the generated rows, so it is not doubled. `--seed-large=P,A,S,U` asks for other counts
 * (products, articles, subscribers, submissions), e.g. a few dozen collars for a browser test of the page links.
 */
export async function seedLarge(option?: string): Promise<void> {
  const counts = countsOf(option);
  const env = { ...process.env, DATABASE_URL: process.env['DATABASE_URL'] || LARGE_SQLITE_PATH };
  const config = readConfig(env);
  const { app, dataSource } = await buildApp(config);
  try {
    await seedIfEmpty(dataSource);
    const marker = largeSeedProduct(0).amazonAsin;
    if (await dataSource.getRepository(Product).existsBy({ amazonAsin: marker })) {
      throw new Error(`${env.DATABASE_URL} already holds the generated data (product ${marker}); delete it first to seed it again.`);
    }
    const started = performance.now();
    await seedLargeDatabase(dataSource, counts);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Added ${Object.entries(counts)
        .map(([kind, count]) => `${count} ${kind}`)
        .join(', ')} to ${env.DATABASE_URL} in ${seconds} s`,
    );
  } finally {
    await app.close();
  }
}

/** The counts of `--seed-large=P,A,S,U`, or LARGE_SEED_COUNTS for a bare `--seed-large`. */
function countsOf(option: string | undefined): LargeSeedCounts {
  if (!option?.includes('=')) return LARGE_SEED_COUNTS;
  const values = (option.split('=')[1] ?? '').split(',').map(Number);
  if (values.length !== 4 || !values.every((value) => Number.isSafeInteger(value) && value >= 0)) {
    throw new Error('--seed-large=P,A,S,U takes four whole numbers: products, articles, subscribers, submissions');
  }
  const [products = 0, articles = 0, subscribers = 0, submissions = 0] = values;
  return { products, articles, subscribers, submissions };
}
