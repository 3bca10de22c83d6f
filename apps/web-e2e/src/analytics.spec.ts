import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { gotoReady } from './support/page-helpers';

// Issue 14: every kind of retailer link reports one click (left, middle, keyboard) and still opens its tagged
// Amazon URL; the site sets no cookie and no storage; a headless browser's visits are not counted.
const AMAZON = /^https:\/\/www\.amazon\.com\//;
const ADMIN_PASSWORD = 'e2e-admin-password';

interface BeaconEvent {
  type: 'pageview' | 'click';
  path: string;
  product?: string;
  position?: string;
}

/** The events the page's beacon sends (sendBeacon or fetch), as they leave the browser. */
function beaconEvents(page: Page): BeaconEvent[] {
  const events: BeaconEvent[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/events') {
      events.push(...(JSON.parse(request.postData() ?? '{"events":[]}') as { events: BeaconEvent[] }).events);
    }
  });
  return events;
}

/** Loads a page and waits for the beacon's page view, so its click listener is in place. */
async function openCounted(page: Page, url: string, events: BeaconEvent[]): Promise<void> {
  await gotoReady(page, url);
  await expect.poll(() => events.filter((event) => event.type === 'pageview').length, { timeout: 10_000 }).toBeGreaterThan(0);
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/admin/login', { data: { password: ADMIN_PASSWORD } });
  return ((await login.json()) as { sessionId: string }).sessionId;
}

interface Report {
  totals: { pageviews: number; clicks: number };
  products: Array<{ product: string; clicks: number }>;
  positions: Array<{ position: string; clicks: number }>;
}
async function report(request: APIRequestContext, token: string): Promise<Report> {
  const answer = await request.get('/api/admin/analytics', { headers: { authorization: `Bearer ${token}` } });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as Report;
}
const clicksOf = (rows: Array<{ clicks: number } & Record<string, unknown>>, key: string, value: string) =>
  rows.find((row) => row[key] === value)?.clicks ?? 0;

const asinOf = async (link: Locator) => /\/dp\/([A-Z0-9]{10})/.exec((await link.getAttribute('href')) ?? '')?.[1] ?? '';

test.beforeEach(async ({ context }) => {
  // The retailer is not reachable from the test machine: its pages answer here, so a tab opens where the link points.
  await context.route(AMAZON, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Amazon</title>' }));
});

/** Where each kind of retailer link is, and how to find it. */
const PLACES: Array<{ position: string; url: (request: APIRequestContext) => Promise<string>; phoneOnly?: true; desktopOnly?: true }> = [
  { position: 'card', url: async () => '/collars' },
  { position: 'compare', url: async () => '/compare' },
  { position: 'buy-bar', url: async () => '/', phoneOnly: true },
  { position: 'article', url: async () => '/blog/best-bulldog-collars-tested' },
  {
    position: 'review',
    url: async (request) => `/collars/${((await (await request.get('/api/products')).json()) as Array<{ slug: string }>)[0]?.slug}`,
  },
];

const KINDS = {
  left: async (page: Page, link: Locator) => {
    const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    return tab;
  },
  middle: async (page: Page, link: Locator) => {
    const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click({ button: 'middle' })]);
    return tab;
  },
  keyboard: async (page: Page, link: Locator) => {
    await link.focus();
    const [tab] = await Promise.all([page.context().waitForEvent('page'), page.keyboard.press('Enter')]);
    return tab;
  },
} as const;

for (const place of PLACES) {
  for (const [kind, activate] of Object.entries(KINDS)) {
    test(`a ${kind} click on a ${place.position} retailer link records one event and opens the tagged URL`, async ({
      page,
      request,
      isMobile,
    }) => {
      test.skip(Boolean(place.phoneOnly) && !isMobile, 'the buy bar shows on phones only');
      const token = await adminToken(request);
      const events = beaconEvents(page);
      await openCounted(page, await place.url(request), events);
      const link = page
        .locator(`[data-retailer-position="${place.position}"]`)
        .locator('xpath=self::a | descendant::a[contains(@rel, "sponsored")]')
        .first();
      await link.scrollIntoViewIfNeeded();
      const href = (await link.getAttribute('href')) ?? '';
      expect(href).toMatch(/^https:\/\/www\.amazon\.com\/dp\/[A-Z0-9]{10}\?tag=e2etag-20$/);
      const product = await asinOf(link);
      const before = await report(request, token);

      const tab = await activate(page, link);
      await tab.waitForURL(href);

      await expect.poll(() => events.filter((event) => event.type === 'click').length).toBe(1);
      expect(events.filter((event) => event.type === 'click')).toEqual([
        { id: expect.any(String), type: 'click', path: new URL(page.url()).pathname, product, position: place.position },
      ]);
      await expect
        .poll(async () => clicksOf((await report(request, token)).positions, 'position', place.position))
        .toBe(clicksOf(before.positions, 'position', place.position) + 1);
      const after = await report(request, token);
      expect(clicksOf(after.products, 'product', product)).toBe(clicksOf(before.products, 'product', product) + 1);
      expect(after.totals.clicks).toBe(before.totals.clicks + 1);
      await tab.close();
    });
  }
}

test('a walk of the whole site sets no cookie and no storage entry, and counts its page views', async ({ page, context, request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] as string).pathname);
  expect(paths.length).toBeGreaterThan(10);
  const events = beaconEvents(page);
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
    const events = beaconEvents(page);
    await openCounted(page, '/collars', events);
    const link = page.locator('a[data-retailer-position="card"]').first();
    const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    await tab.close();
    await expect.poll(() => answered.length).toBe(2);
    expect(answered).toEqual([202, 202]);
    const after = await report(request, token);
    expect([after.totals.pageviews, after.totals.clicks]).toEqual([before.totals.pageviews, before.totals.clicks]);
  });
});
