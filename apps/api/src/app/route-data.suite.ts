import 'reflect-metadata';
import { Newsletter } from '@bcg/server/newsletter';
import { SEED_ARTICLES, SEED_PRODUCTS } from '@bcg/server/seed';
import { SITE_ROUTES, type GraphQLOperation } from '@bcg/shared/pages';
import type { FormattedExecutionResult } from 'graphql';
import { builtWebApp, createSeededTestApp } from './testing';

// The built web app's render against a seeded API: each page renders in one pass from the operations its route
// declares (apps/web/src/app/route-data.ts). A component reading an operation its route does not declare would be
// rendered a second time and listed in `undeclared`.
const web = builtWebApp();
const SENT_ISSUE = { slug: 'collar-fit-before-winter' };
let built: Awaited<ReturnType<typeof createSeededTestApp>>;
beforeAll(async () => {
  built = await createSeededTestApp({}, web);
  // The seed sends no newsletter: one sent issue for the archive's issue page.
  await built.dataSource.getRepository(Newsletter).save({
    ...SENT_ISSUE,
    subject: 'Collar fit before winter',
    preheader: 'Two fingers under the collar',
    markdown: 'Check the fit.',
    status: 'sent' as const,
    sentAt: new Date('2026-11-02T10:00:00Z'),
    sentHtml: '<p>Check the fit.</p>',
    articleId: null,
  });
});
afterAll(() => built.close());

const posts = SEED_ARTICLES.filter((article) => article.published);
const publicUrls = SITE_ROUTES.filter((route) => route.public).map((route) => {
  if (route.path === '/blog/:slug') return `/blog/${posts[0]!.slug}`;
  if (route.path === '/guides/:slug') return `/guides/${posts.find((post) => post.category === 'guides')!.slug}`;
  if (route.path === '/newsletter/:slug') return `/newsletter/${SENT_ISSUE.slug}`;
  if (route.path === '/collars/:slug') return `/collars/${SEED_PRODUCTS[0]!.slug}`;
  return route.path;
});

/** Runs operations through the API's own /graphql, recording their names. */
function executor() {
  const names: string[] = [];
  const execute = async (operation: GraphQLOperation): Promise<FormattedExecutionResult> => {
    names.push(operation.operationName ?? '');
    const response = await built.app.inject({ method: 'POST', url: '/graphql', payload: operation });
    return response.json<FormattedExecutionResult>();
  };
  return { names, execute };
}

describe('server rendering', () => {
  it.each(publicUrls)('renders %s in one pass from the data its route declares', async (url) => {
    const { names, execute } = executor();
    const result = await web.webEntry.render({ url, execute, siteUrl: 'https://example.test' });
    expect({ url, status: result.status, undeclared: result.undeclared }).toEqual({ url, status: 200, undeclared: undefined });
    // Each operation ran once, before the render, and its result is what the browser hydrates with.
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(result.state as object)).toHaveLength(names.length);
  });

  it('runs no operation for a page without data', async () => {
    const { names, execute } = executor();
    const result = await web.webEntry.render({ url: '/privacy', execute, siteUrl: 'https://example.test' });
    expect([result.status, names, result.undeclared, result.state]).toEqual([200, [], undefined, {}]);
  });
});
