import { Product } from '@bcg/server/catalogue';
import { Article } from '@bcg/server/content';
import { countWords, readingMinutes } from '@bcg/server/core';
import { EmailSubscriber, type SubscriberStatus } from '@bcg/server/leads';
import { ProductSubmission } from '@bcg/server/submissions';
import type { DataSource, EntityManager, ObjectLiteral } from 'typeorm';
import { SEED_ARTICLES } from './articles.data';
import { SEED_PRODUCTS } from './products.data';

/** How many rows of each kind `npm run seed:large` adds: a hundred times the starter data. */
export const LARGE_SEED_COUNTS = { products: 10_000, articles: 2_000, subscribers: 100_000, submissions: 50_000 } as const;

export type LargeSeedCounts = { [K in keyof typeof LARGE_SEED_COUNTS]: number };

/**
 * Rows per INSERT: under SQLite's 32,766 bound parameters for the widest entity (products: about 30 columns), and
 * few enough statements that a 100,000-row table is written in seconds.
 */
const BATCH_ROWS = 500;

const WORDS = ['Trail', 'Harbor', 'Summit', 'Meadow', 'Cobble', 'Anchor', 'Ridge', 'Maple', 'Cedar', 'Beacon', 'Willow', 'Granite'];
const CATEGORIES = ['guides', 'reviews', 'sizing', 'training', 'health'] as const;
const STATUSES: readonly SubscriberStatus[] = ['pending', 'confirmed', 'unsubscribed'];
const SUBMISSION_STATUSES = ['pending', 'approved', 'rejected'] as const;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The item of a fixed, non-empty list at any index, wrapping around. */
function cycle<T>(items: readonly T[], index: number): T {
  return items[index % items.length] as T;
}
const SEED_EPOCH = Date.parse('2026-11-01T00:00:00Z');

/** A 10-character ASIN that no seed collar and no other generated collar has: "B1" + 8 base-36 digits of the index. */
function largeSeedAsin(index: number): string {
  return `B1${index.toString(36).toUpperCase().padStart(8, '0')}`;
}

/**
 * The `index`-th generated collar (0-based): a seed collar's review, sizes and texts under a new name, slug and
 * ASIN, ranked after the starter catalogue, so every generated row meets the entity's rules as the seed does.
 * The price varies across the filter boundaries ($25, $50), so every filter has members on every page range.
 */
export function largeSeedProduct(index: number): Partial<Product> {
  const base = cycle(SEED_PRODUCTS, index);
  const variant = `${cycle(WORDS, index)} ${Math.floor(index / WORDS.length) + 1}`;
  const cents = 1299 + ((index * 7919) % 6000);
  return {
    ...base,
    rank: SEED_PRODUCTS.length + index + 1,
    name: `${base.name} (${variant})`.slice(0, 200),
    slug: `${base.slug}-${variant.toLowerCase().replace(/ /g, '-')}`.slice(0, 120),
    amazonAsin: largeSeedAsin(index),
    price: `$${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`,
    priceCheckedAt: null,
    badge: null,
    reviewCount: 20 + ((index * 37) % 4000),
    createdAt: new Date(SEED_EPOCH - (index % 365) * DAY_MS),
    updatedAt: new Date(SEED_EPOCH - (index % 365) * DAY_MS),
  };
}

/** The `index`-th generated article (0-based): a seed article under a new slug and title; one in ten is a draft. */
export function largeSeedArticle(index: number): Partial<Article> {
  const base = cycle(SEED_ARTICLES, index);
  const wordCount = countWords(base.content);
  const publishedAt = new Date(SEED_EPOCH - (index % 720) * DAY_MS);
  // One in ten is a draft, as on a working site.
  const published = index % 10 !== 9;
  return {
    ...base,
    slug: `${base.slug}-${index + 1}`.slice(0, 160),
    title: `${base.title} (part ${index + 1})`.slice(0, 200),
    category: cycle(CATEGORIES, index),
    imageUrl: null,
    markdown: null,
    wordCount,
    readingTime: readingMinutes(wordCount),
    published,
    createdAt: publishedAt,
    publishedAt: published ? publishedAt : null,
    updatedAt: publishedAt,
  };
}

function largeSeedSubscriber(index: number): Partial<EmailSubscriber> {
  const status = cycle(STATUSES, index);
  const signedUpAt = new Date(SEED_EPOCH - (index % 900) * DAY_MS - (index % 86_400) * 1000);
  return {
    email: `reader${index + 1}@example.${cycle(['com', 'org', 'net'], index)}`,
    leadMagnet: 'sizing-guide',
    status,
    signedUpAt,
    subscribedAt: signedUpAt,
    signupPage: index % 2 ? '/collars' : '/',
    consentWording: 'Send me the bulldog collar sizing guide and occasional collar news. Unsubscribe any time.',
    confirmedAt: status === 'pending' ? null : new Date(signedUpAt.getTime() + 3_600_000),
    unsubscribedAt: status === 'unsubscribed' ? new Date(signedUpAt.getTime() + 30 * DAY_MS) : null,
  };
}

function largeSeedSubmission(index: number): Partial<ProductSubmission> {
  return {
    productName: `${cycle(WORDS, index)} padded bulldog collar no. ${index + 1}`,
    amazonAsin: `B2${index.toString(36).toUpperCase().padStart(8, '0')}`,
    submitterName: index % 4 === 0 ? null : `Owner ${index + 1}`,
    submitterEmail: `owner${index + 1}@example.com`,
    status: cycle(SUBMISSION_STATUSES, index),
    submittedAt: new Date(SEED_EPOCH - (index % 600) * DAY_MS - (index % 86_400) * 1000),
  };
}

async function insertGenerated<T extends ObjectLiteral>(
  manager: EntityManager,
  entity: new () => T,
  count: number,
  make: (index: number) => Partial<T>,
): Promise<void> {
  const repository = manager.getRepository(entity);
  for (let start = 0; start < count; start += BATCH_ROWS) {
    const rows = Array.from({ length: Math.min(BATCH_ROWS, count - start) }, (_, offset) => make(start + offset));
    // `reload: false`: nothing reads the generated ids back, and PostgreSQL would otherwise return every row.
    await repository
      .createQueryBuilder()
      .insert()
      .values(rows as never)
      .updateEntity(false)
      .execute();
  }
}

/**
 * Adds generated collars, articles, subscribers and submissions (LARGE_SEED_COUNTS by default) to a migrated
 * database, each kind in one transaction of batched inserts. For measuring the site at a hundred times its data;
 * never run against a real site's database (the rows are made up). Returns the counts it added.
 */
export async function seedLargeDatabase(dataSource: DataSource, counts: LargeSeedCounts = LARGE_SEED_COUNTS): Promise<LargeSeedCounts> {
  await dataSource.transaction((manager) => insertGenerated(manager, Product, counts.products, largeSeedProduct));
  await dataSource.transaction((manager) => insertGenerated(manager, Article, counts.articles, largeSeedArticle));
  await dataSource.transaction((manager) => insertGenerated(manager, EmailSubscriber, counts.subscribers, largeSeedSubscriber));
  await dataSource.transaction((manager) => insertGenerated(manager, ProductSubmission, counts.submissions, largeSeedSubmission));
  return counts;
}
