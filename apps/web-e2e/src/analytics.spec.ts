import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminToken, beaconEvents, openCounted, report, retailerClickTests, type RetailerLinkPlace } from './support/analytics-helpers';

// Every kind of retailer link reports one click (left, middle, keyboard) and still opens its tagged
// Amazon URL; the site sets no cookie and no storage; a headless browser's visits are not counted. The buy bar,
// shown on phones only, is in analytics.phone.spec.ts.
const firstReviewPage = async (request: APIRequestContext) =>
  `/collars/${((await (await request.get('/api/products')).json()) as Array<{ slug: string }>)[0]?.slug}`;
const PLACES: RetailerLinkPlace[] = [
  { position: 'card', url: async () => '/collars' },
  { position: 'compare', url: async () => '/compare' },
  { position: 'article', url: async () => '/blog/best-bulldog-collars-tested' },
  { position: 'review', url: firstReviewPage },
];
for (const place of PLACES) retailerClickTests(place);

test('a walk of the whole site sets no cookie and no storage entry, and counts its page views', async ({ page, context, request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] as string).pathname);
  expect(paths.length).toBeGreaterThan(10);
  const events = await beaconEvents(page);
  for (const path of paths) await openCounted(page, path, events);
  // In-app navigation counts too (the History API, no page load).
  await page
    .getByRole('link', { name: /^Privacy/ })
    .first()
    .click();
  await expect.poll(() => events.filter((event) => event.type === 'pageview').at(-1)?.path).toBe('/privacy');

  expect(await context.cookies()).toEqual([]);
  const storage = await page.evaluate(async () => ({
    local: localStorage.length,
    session: sessionStorage.length,
    databases: (await indexedDB.databases()).length,
    caches: (await caches.keys()).length,
    cookie: document.cookie,
  }));
  expect(storage).toEqual({ local: 0, session: 0, databases: 0, caches: 0, cookie: '' });
});

test.describe('a headless browser', () => {
  test.use({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/142.0.0.0 Safari/537.36' });

  test('is not counted: its page views and clicks reach the server and record nothing', async ({ page, request }) => {
    const token = await adminToken(request);
    const before = await report(request, token);
    const answered: number[] = [];
    page.on('requestfinished', async (request) => {
      if (new URL(request.url()).pathname === '/api/events') answered.push((await request.response())?.status() ?? 0);
    });
    const events = await beaconEvents(page);
    await openCounted(page, '/collars', events);
    const link = page.locator('a[data-retailer-position="card"]').first();
    const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    await tab.close();
    await expect.poll(() => answered.length).toBe(2);
    expect(answered).toEqual([202, 202]);
    // Events are written after the 202, in order: one page view of an ordinary browser sent after the bot's, once
    // counted, proves the bot's were processed too (and counted nothing). Without it the report could be read
    // before the bot's events were written, and the test could not fail.
    const human = await request.post('/api/events', {
      headers: {
        'content-type': 'application/json',
        'user-agent':
          'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36',
      },
      data: { events: [{ id: `after-bot-${Date.now()}`, type: 'pageview', path: '/collars' }] },
    });
    expect(human.status()).toBe(202);
    await expect.poll(async () => (await report(request, token)).totals.pageviews).toBe(before.totals.pageviews + 1);
    expect((await report(request, token)).totals.clicks).toBe(before.totals.clicks);
  });
});
