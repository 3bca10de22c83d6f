import { Product } from '@bcg/server/catalogue';
import { Article, Faq } from '@bcg/server/content';
import { countWords, readingMinutes } from '@bcg/server/core';
import type { DataSource, EntityManager } from 'typeorm';
import { SEED_ARTICLES } from './articles.data';
import { SEED_FAQS } from './faqs.data';
import { SEED_PRODUCTS } from './products.data';

/**
 * When the seed catalogue's entries (texts, figures) were last revised: the products' createdAt and updatedAt, which
 * pages and the sitemap give as the catalogue's last change, rather than the moment the seed ran.
 */
const SEED_CATALOGUE_REVISED_AT = new Date('2026-11-01T00:00:00Z');

export interface SeedResult {
  products: number;
  articles: number;
  faqs: number;
}

async function seedProducts(manager: EntityManager): Promise<number> {
  const repository = manager.getRepository(Product);
  const existing = new Set((await repository.find({ select: { amazonAsin: true } })).map((p) => p.amazonAsin));
  const missing = SEED_PRODUCTS.filter((product) => !existing.has(product.amazonAsin));
  if (missing.length) {
    // Demo prices were never checked at the retailer: no check date, so no page shows them as current prices
    // (PRICE_MAX_AGE_HOURS) until an owner records a real check.
    await repository.insert(
      missing.map((product) => ({
        ...product,
        priceCheckedAt: null,
        createdAt: SEED_CATALOGUE_REVISED_AT,
        updatedAt: SEED_CATALOGUE_REVISED_AT,
      })),
    );
  }
  return missing.length;
}

async function seedArticles(manager: EntityManager): Promise<number> {
  const repository = manager.getRepository(Article);
  const existing = new Set((await repository.find({ select: { slug: true } })).map((a) => a.slug));
  const missing = SEED_ARTICLES.filter((article) => !existing.has(article.slug));
  if (missing.length) {
    await repository.insert(
      missing.map((article) => {
        const wordCount = countWords(article.content);
        return {
          ...article,
          imageUrl: null,
          wordCount,
          readingTime: readingMinutes(wordCount),
          createdAt: new Date(article.createdAt),
          publishedAt: article.publishedAt ? new Date(article.publishedAt) : null,
          // The date the data states, not the database's default (now): the seeding is no change of the text.
          updatedAt: new Date(article.updatedAt ?? article.publishedAt ?? article.createdAt),
        };
      }),
    );
  }
  return missing.length;
}

async function seedFaqs(manager: EntityManager): Promise<number> {
  const repository = manager.getRepository(Faq);
  const existing = new Set((await repository.find({ select: { question: true } })).map((f) => f.question));
  const missing = SEED_FAQS.map((faq, index) => ({ ...faq, position: index + 1 })).filter((faq) => !existing.has(faq.question));
  if (missing.length) await repository.insert(missing);
  return missing.length;
}

/**
 * Adds the starter catalogue, articles and FAQs that are not there yet (matched by ASIN, slug and question),
 * in one transaction. Running it again inserts nothing and never overwrites edited rows.
 */
export function seedDatabase(dataSource: DataSource): Promise<SeedResult> {
  return dataSource.transaction(async (manager) => ({
    products: await seedProducts(manager),
    articles: await seedArticles(manager),
    faqs: await seedFaqs(manager),
  }));
}
