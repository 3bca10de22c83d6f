import 'reflect-metadata';
import { Product } from '@bcg/server/catalogue';
import { editorialScore, SCORING_CRITERIA, type CriterionScores } from '@bcg/shared/reviews';
import { builtWebApp, createSeededTestApp } from './testing';

// The review page of every collar (/collars/{slug}), as the server renders it from the seeded catalogue, and the
// REST and GraphQL reads behind it.

interface ApiProduct {
  id: number;
  slug: string;
  name: string;
  verdict: string;
  editorialScore: number;
  scores: CriterionScores;
  testNotes: { daysWorn: number; dog: { name: string; weightLbs: number; neckIn: number }; findings: string[] };
  pros: string[];
  cons: string[];
  sizes: Array<{ label: string; neckIn: { min: number; max: number } }>;
}

const web = builtWebApp();
const seededSite = () => createSeededTestApp({}, { ...web, revisionCheckMs: 0 });
// One site for the tests that only read; the test that archives a collar gets a site of its own (below).
let built: Awaited<ReturnType<typeof createSeededTestApp>>;
beforeAll(async () => {
  built = await seededSite();
});
afterAll(() => built.close());

const get = (url: string) => built.app.inject({ method: 'GET', url });
const products = async () => (await (await get('/api/products')).json()) as ApiProduct[];
const decode = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"');
/** The text of the page's markup (without the Apollo state and JSON-LD scripts, whose copies would match anything). */
const visible = (html: string) =>
  decode(html.replace(/<(script|style)[\s\S]*?<\/\1>/g, ' '))
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
const gql = async (query: string, variables: Record<string, unknown>) =>
  (await built.app.inject({ method: 'POST', url: '/graphql', payload: { query, variables } })).json() as {
    data?: { product: { slug: string; editorialScore: number } | null };
  };

describe('a review page', () => {
  it('exists for every public collar and shows the verdict, the five marks with their weights and the weighted total', async () => {
    const all = await products();
    expect(all.length).toBeGreaterThan(0);
    for (const product of all) {
      const page = await get(`/collars/${product.slug}`);
      expect([product.slug, page.statusCode]).toEqual([product.slug, 200]);
      const text = visible(page.body);
      expect(text).toContain(`${product.name} Review`);
      expect(text).toContain(product.verdict);
      for (const { key, label, weight } of SCORING_CRITERIA) {
        expect(text).toContain(`${label} (${weight}%)`);
        expect(text).toContain(`${product.scores[key].toFixed(1)}/10`);
      }
      // The total is the shared formula's, and agrees with the breakdown shown beside it.
      const total = /data-testid="score-total"[^>]*>([\d.]+)\/10</.exec(decode(page.body))?.[1];
      expect(Number(total)).toBe(editorialScore(product.scores));
      expect(product.editorialScore).toBe(editorialScore(product.scores));
      const exact = SCORING_CRITERIA.reduce((sum, { key, weight }) => sum + (product.scores[key] * weight) / 100, 0);
      expect(Math.abs(Number(total) - exact)).toBeLessThanOrEqual(0.05 + 1e-9);
      expect(decode(page.body)).toContain(`Our score <strong>${total}</strong>/10`);
    }
  });

  it('shows the test notes, pros and cons, sizes with neck ranges, the retailer link and related collars', async () => {
    const [product] = await products();
    const html = (await get(`/collars/${product!.slug}`)).body;
    const text = visible(html);
    const { dog, daysWorn, findings } = product!.testNotes;
    expect(text).toContain(`Worn daily for ${daysWorn} days by ${dog.name}`);
    expect(text).toContain(`weighing ${dog.weightLbs} lb with a ${dog.neckIn}-inch neck`);
    for (const line of [...findings, ...product!.pros, ...product!.cons]) expect(text).toContain(line);
    for (const size of product!.sizes) expect(text).toContain(`${size.label} ${size.neckIn.min}-${size.neckIn.max} in`);
    expect(html).toMatch(/href="https:\/\/www\.amazon\.com\/dp\/[A-Z0-9]{10}\?tag=testtag-20"/);
    const related = [...html.matchAll(/<a href="\/collars\/([a-z0-9-]+)"/g)].map((match) => match[1]);
    expect(related.length).toBeGreaterThanOrEqual(3);
    expect(related).not.toContain(product!.slug);
  });

  it('is linked from every card on /collars and every column of /compare', async () => {
    const all = await products();
    const collars = (await get('/collars')).body;
    for (const product of all) expect(collars).toContain(`href="/collars/${product.slug}"`);
    const compare = (await get('/compare')).body;
    for (const product of all.slice(0, 3)) expect(compare).toContain(`href="/collars/${product.slug}"`);
    expect(visible(compare)).toContain('Our score');
  });
});

describe('the review data', () => {
  it('GET /api/products/{slug} answers the collar with its review; an unknown slug is 404 "Product not found"', async () => {
    const [first] = await products();
    const response = await get(`/api/products/${first!.slug}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, product: first });
    const missing = await get('/api/products/no-such-collar');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, error: 'Product not found' });
  });

  it('GraphQL product(slug) answers the same collar and score', async () => {
    const [first] = await products();
    const query = 'query ($slug: String!) { product(slug: $slug) { slug editorialScore } }';
    expect((await gql(query, { slug: first!.slug })).data?.product).toEqual({ slug: first!.slug, editorialScore: first!.editorialScore });
    expect((await gql(query, { slug: 'no-such-collar' })).data?.product).toBeNull();
  });

  it('lists every review page in the sitemap with the date the collar last changed', async () => {
    const sitemap = (await get('/sitemap.xml')).body;
    const rows = await built.dataSource.getRepository(Product).find();
    for (const row of rows) {
      expect(sitemap).toContain(`/collars/${row.slug}</loc><lastmod>${row.updatedAt.toISOString()}</lastmod>`);
    }
  });
});

describe('a review page', () => {
  // Archiving changes the catalogue the other tests read: this test runs on a fresh site, and the shared one comes back after.
  let shared: typeof built;
  beforeAll(async () => {
    shared = built;
    built = await seededSite();
  });
  afterAll(async () => {
    await built.close();
    built = shared;
  });

  it('answers 404 with a noindex page for an unknown slug, a malformed one, and an archived collar', async () => {
    const [product] = await products();
    await built.dataSource.getRepository(Product).update({ id: product!.id }, { archivedAt: new Date() });
    for (const url of ['/collars/no-such-collar', `/collars/${product!.slug}`, '/collars/Bad_Slug']) {
      const page = await get(url);
      expect([url, page.statusCode]).toEqual([url, 404]);
      expect(page.body).toContain('Collar Not Found');
      expect(page.body).toContain('<meta name="robots" content="noindex');
    }
    expect((await get(`/api/products/${product!.slug}`)).statusCode).toBe(404);
    expect((await products()).map((p) => p.slug)).not.toContain(product!.slug);
    expect((await get('/sitemap.xml')).body).not.toContain(`/collars/${product!.slug}<`);
    const query = 'query ($slug: String!) { product(slug: $slug) { slug editorialScore } }';
    expect((await gql(query, { slug: product!.slug })).data?.product).toBeNull();
  });
});
