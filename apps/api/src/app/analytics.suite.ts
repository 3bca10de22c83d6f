import { ANALYTICS_ERRORS, AnalyticsEvent } from '@bcg/server/analytics';
import { createSeededTestApp, TEST_ADMIN_PASSWORD } from './testing';

// The beacon's endpoint and the report, over HTTP.
let testApp: Awaited<ReturnType<typeof createSeededTestApp>>;
let token: string;

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';

beforeAll(async () => {
  testApp = await createSeededTestApp({ ANALYTICS_RATE_LIMIT: '5/60' });
  const login = await testApp.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    headers: { 'content-type': 'application/json' },
    payload: { password: TEST_ADMIN_PASSWORD },
  });
  token = login.json().sessionId;
});
afterAll(() => testApp.close());

let address = 1;
function post(payload: unknown, headers: Record<string, string> = {}, ip = `198.51.100.${address++}`) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/events',
    remoteAddress: ip,
    headers: { 'content-type': 'application/json', 'user-agent': BROWSER, origin: 'http://localhost', host: 'localhost', ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
}
/** The stored events, once everything acknowledged so far is written (the ingest answers 202 before it writes). */
const events = async () => {
  await testApp.services.eventBatcher.flush();
  return testApp.dataSource.getRepository(AnalyticsEvent).find({ order: { id: 'ASC' } });
};
/** Forgets every event and count (written ones included: a test's events are not the next one's). */
async function clearAnalytics() {
  await testApp.services.eventBatcher.flush();
  for (const table of ['analytics_event', 'analytics_daily_count', 'analytics_day_visitor'])
    await testApp.dataSource.query(`DELETE FROM "${table}"`);
}
let sequence = 0;
const pageview = (extra: Record<string, unknown> = {}) => ({
  id: `test-pv-${(sequence += 1)}`,
  type: 'pageview',
  path: '/collars',
  ...extra,
});

describe('POST /api/events', () => {
  beforeEach(clearAnalytics);

  it('answers 202 with no body and stores the events: host of the referrer, campaign, device, hash, no address', async () => {
    const click = { id: 'test-click-1', type: 'click', path: '/collars', product: 'B0TESTAAA1', position: 'card' };
    const answer = await post(
      { events: [pageview({ referrer: 'https://www.reddit.com/r/bulldogs/comments/1', utmSource: 'reddit', utmCampaign: 'fall' }), click] },
      {},
      '203.0.113.99',
    );
    expect([answer.statusCode, answer.body]).toEqual([202, '']);
    const stored = await events();
    expect(stored).toMatchObject([
      {
        type: 'pageview',
        path: '/collars',
        referrerHost: 'reddit.com',
        utmSource: 'reddit',
        utmMedium: null,
        utmCampaign: 'fall',
        device: 'desktop',
      },
      { type: 'click', product: 'B0TESTAAA1', position: 'card' },
    ]);
    expect(stored[0]?.visitor).toBe(stored[1]?.visitor);
    expect(JSON.stringify(stored)).not.toContain('203.0.113.99');
    expect(answer.headers['set-cookie']).toBeUndefined();
  });

  it('keeps the cross-site guard: the same site passes, another site is refused', async () => {
    expect((await post({ events: [pageview()] }, { origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await post({ events: [pageview()] })).statusCode).toBe(202);
  });

  it.each([
    ['DNT: 1', { dnt: '1' }],
    ['Sec-GPC: 1', { 'sec-gpc': '1' }],
    ['a headless browser', { 'user-agent': BROWSER.replace('Chrome/', 'HeadlessChrome/') }],
    ['a crawler', { 'user-agent': 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)' }],
  ])('answers %s with the same 202 and counts nothing', async (_name, headers) => {
    expect((await post({ events: [pageview()] }, headers)).statusCode).toBe(202);
    expect(await events()).toEqual([]);
  });

  it('counts a replayed event once', async () => {
    const event = pageview();
    expect((await post({ events: [event] })).statusCode).toBe(202);
    expect((await post({ events: [event] })).statusCode).toBe(202);
    expect(await events()).toHaveLength(1);
  });

  it.each([
    ['not the schema', { events: [{ ...pageview(), path: 'https://elsewhere.example/' }] }, 400],
    ['an unknown position', { events: [{ id: 'test-click-x', type: 'click', path: '/', product: 'B0TESTAAA1', position: 'footer' }] }, 400],
    ['extra fields', { events: [pageview({ address: '1.2.3.4' })] }, 400],
    [
      'a fit recommendation with the dog’s numbers',
      { events: [{ id: 'test-fit-x1', type: 'fit', path: '/fit-finder', breed: 'french', age: 'adult', measured: true, neck: 15.5 }] },
      400,
    ],
    [
      'a fit recommendation of an unknown breed',
      { events: [{ id: 'test-fit-x2', type: 'fit', path: '/', breed: 'pug', age: 'adult', measured: false }] },
      400,
    ],
    ['no events', { events: [] }, 400],
    ['more than 20 events', { events: Array.from({ length: 21 }, () => pageview()) }, 400],
    ['over 8 KB', JSON.stringify({ events: [pageview({ referrer: 'x'.repeat(9000) })] }), 413],
    ['broken JSON', '{"events": [', 400],
  ])('refuses %s', async (_name, body, status) => {
    expect((await post(body)).statusCode).toBe(status);
    expect(await events()).toEqual([]);
  });

  it('stops a flood from one address with 429 and Retry-After', async () => {
    const statuses = [];
    for (let i = 0; i < 7; i += 1) statuses.push((await post({ events: [pageview()] }, {}, '192.0.2.50')).statusCode);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429, 429]);
    expect((await post({ events: [pageview()] }, {}, '192.0.2.50')).headers['retry-after']).toMatch(/^\d+$/);
    expect(await events()).toHaveLength(5);
  });
});

describe('the per-address limit', () => {
  beforeEach(clearAnalytics);

  it('holds for requests arriving together (counted per batch): exactly the limit is stored, the rest get 429', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => post({ events: [pageview()] }, {}, '192.0.2.80')));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429, 429, 429]);
    expect(await events()).toHaveLength(5);
  });
});

describe('the report', () => {
  beforeAll(async () => {
    await clearAnalytics();
    await post({
      events: [pageview({ path: '/' }), { id: 'report-click-1', type: 'click', path: '/', product: 'B0TESTAAA1', position: 'compare' }],
    });
    // A fit finder answer, and the retailer click from it.
    await post({
      events: [
        { id: 'report-fit-1', type: 'fit', path: '/fit-finder', breed: 'french', age: 'adult', measured: true },
        { id: 'report-click-2', type: 'click', path: '/fit-finder', product: 'B0TESTAAA1', position: 'fit-finder' },
      ],
    });
    await testApp.services.eventBatcher.flush();
  });

  it('is admin-only in REST and GraphQL', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/api/admin/analytics' })).statusCode).toBe(401);
    const anonymous = await testApp.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: { query: '{ analyticsReport { totals { pageviews } } }' },
    });
    expect(anonymous.json().errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('GET /api/admin/analytics answers the last 30 days by default, the same as the GraphQL query', async () => {
    const rest = await testApp.app.inject({ method: 'GET', url: '/api/admin/analytics', headers: { authorization: `Bearer ${token}` } });
    expect(rest.statusCode).toBe(200);
    const report = rest.json();
    expect(report.days).toHaveLength(30);
    expect(report.totals).toEqual({ visitors: 2, pageviews: 1, clicks: 2, ctr: 2, recommendations: 1 });
    expect(report.days.at(-1)).toMatchObject({ clicks: 2, recommendations: 1 });
    expect(report.pages).toEqual([{ path: '/', pageviews: 1, visitors: 1, clicks: 1 }]);
    expect(report.positions).toEqual([
      { position: 'compare', clicks: 1 },
      { position: 'fit-finder', clicks: 1 },
    ]);
    expect(report.recommendations).toEqual([{ breed: 'french', age: 'adult', measured: true, recommendations: 1 }]);
    const graphql = await testApp.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      payload: {
        query: `query($from: String, $to: String) { analyticsReport(from: $from, to: $to) {
          from to totals { visitors pageviews clicks ctr recommendations } days { day visitors pageviews clicks ctr recommendations }
          pages { path pageviews visitors clicks } referrers { host pageviews } campaigns { source medium campaign pageviews }
          products { product name clicks } positions { position clicks } recommendations { breed age measured recommendations } newsletterClicks newsletters { subject slug clicks } } }`,
        variables: { from: report.from, to: report.to },
      },
    });
    expect(graphql.json().data.analyticsReport).toEqual(report);
  });

  it('refuses a reversed range with 400', async () => {
    const answer = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/analytics?from=2026-03-05&to=2026-03-01',
      headers: { authorization: `Bearer ${token}` },
    });
    expect([answer.statusCode, answer.json().error]).toEqual([400, ANALYTICS_ERRORS.reversed]);
  });
});
