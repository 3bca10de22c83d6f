import fs from 'node:fs';
import path from 'node:path';
import { countWords } from '@bcg/server/core';
import { filterCollars, parsePrice } from '@bcg/shared/product-filters';
import { isSlug } from '@bcg/shared/validation';
import { SEED_ARTICLES } from './articles.data';
import { SEED_FAQS } from './faqs.data';
import { SEED_PRODUCTS } from './products.data';

const publicDir = path.resolve(__dirname, '../../../../../apps/web/public');
const names = (list: readonly { name: string }[]) => list.map((p) => p.name);

describe('seed catalogue', () => {
  it('has at least 9 collars with unique ranks, ASINs and images', () => {
    expect(SEED_PRODUCTS.length).toBeGreaterThanOrEqual(9);
    for (const key of ['rank', 'amazonAsin', 'imageUrl', 'name'] as const) {
      expect(new Set(SEED_PRODUCTS.map((p) => p[key])).size).toBe(SEED_PRODUCTS.length);
    }
  });

  it("uses the site's display formats", () => {
    for (const product of SEED_PRODUCTS) {
      expect(product.price).toMatch(/^\$\d+\.\d{2}$/);
      expect(Number(product.rating)).toBeGreaterThan(0);
      expect(Number(product.rating)).toBeLessThanOrEqual(5);
      expect(product.amazonAsin).toMatch(/^B0[A-Z0-9]{8}$/);
      expect(product.features.length).toBeGreaterThanOrEqual(3);
      expect(product.bulldogFitNotes.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('serves every image from the site itself, as a 480x480 SVG', () => {
    for (const { imageUrl } of SEED_PRODUCTS) {
      expect(imageUrl).toMatch(/^\/images\/collars\/[a-z0-9-]+\.svg$/);
      const svg = fs.readFileSync(path.join(publicDir, imageUrl), 'utf8');
      expect(svg).toContain('width="480" height="480"');
      expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
    }
  });

  it('exercises both price boundaries with $25.00 and $50.00', () => {
    expect(SEED_PRODUCTS.filter((p) => p.price === '$25.00')).toHaveLength(1);
    expect(SEED_PRODUCTS.filter((p) => p.price === '$50.00')).toHaveLength(1);
    const boundary = SEED_PRODUCTS.filter((p) => p.price === '$25.00' || p.price === '$50.00');
    expect(filterCollars(boundary, 'premium')).toEqual([]);
    expect(filterCollars(boundary, 'budget')).toEqual([]);
  });

  it('gives every filter members and leaves some collars in none', () => {
    const premium = filterCollars(SEED_PRODUCTS, 'premium');
    const budget = filterCollars(SEED_PRODUCTS, 'budget');
    const sensitive = filterCollars(SEED_PRODUCTS, 'sensitive');
    expect(names(premium)).toEqual([
      'Ironbark Heritage Leather Collar',
      'Bastion Premium Biothane Collar',
      'Summit Wide Padded Leather Collar',
    ]);
    expect(names(budget)).toEqual([
      'Pawsome Basics Everyday Nylon Collar',
      'Grit & Grain Budget Leather Collar',
      'Sprout Puppy Starter Collar',
    ]);
    expect(names(sensitive)).toEqual([
      'CloudRest Padded Neoprene Collar',
      'Sprout Puppy Starter Collar',
      'Bastion Premium Biothane Collar',
      'Summit Wide Padded Leather Collar',
    ]);
    // Both ways into premium and budget are represented: by price and by keyword alone.
    expect(premium.some((p) => (parsePrice(p.price) ?? 0) <= 50)).toBe(true);
    expect(budget.some((p) => (parsePrice(p.price) ?? 0) >= 25)).toBe(true);
    const inAny = new Set([...premium, ...budget, ...sensitive]);
    expect(SEED_PRODUCTS.filter((p) => !inAny.has(p)).length).toBeGreaterThanOrEqual(3);
  });
});

describe('seed articles', () => {
  it('has at least 8 articles with unique slugs, 3 published guides and a draft', () => {
    expect(SEED_ARTICLES.length).toBeGreaterThanOrEqual(8);
    expect(new Set(SEED_ARTICLES.map((a) => a.slug)).size).toBe(SEED_ARTICLES.length);
    expect(SEED_ARTICLES.filter((a) => a.published && a.category === 'guides').length).toBeGreaterThanOrEqual(3);
    expect(SEED_ARTICLES.some((a) => !a.published && a.publishedAt === null)).toBe(true);
  });

  it('has real bodies: several hundred words of markup without scripts or filler', () => {
    for (const article of SEED_ARTICLES) {
      expect(countWords(article.content)).toBeGreaterThanOrEqual(400);
      expect(article.content).not.toMatch(/<script|<h1|style=|lorem|TODO/i);
      expect(isSlug(article.slug)).toBe(true);
      expect(article.metaDescription.length).toBeLessThanOrEqual(160);
      if (article.publishedAt) expect(Date.parse(article.publishedAt)).toBeGreaterThanOrEqual(Date.parse(article.createdAt));
      if (article.updatedAt)
        expect(Date.parse(article.updatedAt)).toBeGreaterThanOrEqual(Date.parse(article.publishedAt ?? article.createdAt));
    }
  });
});

it('has at least 8 FAQs', () => {
  expect(SEED_FAQS.length).toBeGreaterThanOrEqual(8);
  for (const faq of SEED_FAQS) expect(faq.question.endsWith('?')).toBe(true);
});
