import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { gotoReady } from './page-helpers';

// The browser tests of the click and page-view analytics (analytics.spec.ts, analytics.phone.spec.ts).
const AMAZON = /^https:\/\/www\.amazon\.com\//;
const ADMIN_PASSWORD = 'e2e-admin-password';

interface BeaconEvent {
  type: 'pageview' | 'click' | 'fit';
  path: string;
  product?: string;
  position?: string;
  /** A fit recommendation's. */
  breed?: string;
  age?: string;
  measured?: boolean;
}

/**
 * The events the page's beacon sends (sendBeacon or fetch), as they leave the browser. They are read by routing
 * the endpoint (and passing each request on unchanged): Chromium reports a sendBeacon request to request
 * listeners only while requests are being intercepted.
 */
export async function beaconEvents(page: Page): Promise<BeaconEvent[]> {
  const events: BeaconEvent[] = [];
  await page.route('**/api/events', async (route) => {
    const request = route.request();
    if (request.method() === 'POST')
      events.push(...(JSON.parse(request.postData() ?? '{"events":[]}') as { events: BeaconEvent[] }).events);
    await route.continue();
  });
  return events;
}

/** Loads a page and waits for the beacon's page view, so its click listener is in place. */
export async function openCounted(page: Page, url: string, events: BeaconEvent[]): Promise<void> {
  await gotoReady(page, url);
  await expect.poll(() => events.filter((event) => event.type === 'pageview').length, { timeout: 10_000 }).toBeGreaterThan(0);
}

export async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/admin/login', { data: { password: ADMIN_PASSWORD } });
  return ((await login.json()) as { sessionId: string }).sessionId;
}

interface Report {
  totals: { pageviews: number; clicks: number };
  products: Array<{ product: string; clicks: number }>;
  positions: Array<{ position: string; clicks: number }>;
}
export async function report(request: APIRequestContext, token: string): Promise<Report> {
  const answer = await request.get('/api/admin/analytics', { headers: { authorization: `Bearer ${token}` } });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as Report;
}
const clicksOf = (rows: Array<{ clicks: number } & Record<string, unknown>>, key: string, value: string) =>
  rows.find((row) => row[key] === value)?.clicks ?? 0;

/**
 * The URL a new tab was opened with, from its navigation history: a tab that loads before the test's route is in place
 * shows Chromium's error page on this offline machine, and its history still keeps the URL.
 */
async function openedUrl(tab: Page): Promise<string | undefined> {
  const session = await tab.context().newCDPSession(tab);
  const history = await session.send('Page.getNavigationHistory');
  await session.detach();
  return history.entries[history.currentIndex]?.url;
}

const asinOf = async (link: Locator) => /\/dp\/([A-Z0-9]{10})/.exec((await link.getAttribute('href')) ?? '')?.[1] ?? '';

const KINDS = {
  left: async (page: Page, link: Locator) => {
    const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    return tab;
  },
  // Headless Chromium opens the background tab of a middle click only some of the time, so this kind checks what the
  // page decides: the click reaches the browser with its default action (opening the link) not prevented.
  middle: async (page: Page, link: Locator) => {
    await page.evaluate(() =>
      addEventListener(
        'auxclick',
        (event) => setTimeout(() => document.documentElement.setAttribute('data-auxclick-prevented', String(event.defaultPrevented))),
        { capture: true, once: true },
      ),
    );
    await link.click({ button: 'middle' });
    await expect.poll(() => page.locator('html').getAttribute('data-auxclick-prevented')).toBe('false');
    return undefined;
  },
  keyboard: async (page: Page, link: Locator) => {
    await link.focus();
    const [tab] = await Promise.all([page.context().waitForEvent('page'), page.keyboard.press('Enter')]);
    return tab;
  },
} as const;

/** Where a kind of retailer link is: its position, and the page that has one. */
export interface RetailerLinkPlace {
  position: string;
  url: (request: APIRequestContext) => Promise<string>;
}

/**
 * One test per way of following a link (left click, middle click, Enter) at this place: exactly one click event with
 * the right product and position leaves the page, the server counts it once, and the tab opens the tagged URL.
 */
export function retailerClickTests(place: RetailerLinkPlace): void {
  test.describe(`${place.position} links`, () => defineTests(place));
}

function defineTests(place: RetailerLinkPlace): void {
  test.beforeEach(async ({ context }) => {
    // The retailer is not reachable from the test machine: its pages answer here, so a tab opens where the link points.
    await context.route(AMAZON, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Amazon</title>' }));
  });

  for (const [kind, activate] of Object.entries(KINDS)) {
    const outcome = kind === 'middle' ? 'leaves the tagged URL to the browser to open' : 'opens the tagged URL';
    test(`a ${kind} click on a ${place.position} retailer link records one event and ${outcome}`, async ({ page, request }) => {
      const token = await adminToken(request);
      const events = await beaconEvents(page);
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
      if (tab) await expect.poll(() => openedUrl(tab)).toBe(href);

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
      await tab?.close();
    });
  }
}
