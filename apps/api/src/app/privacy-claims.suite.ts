import 'reflect-metadata';
import { AnalyticsEvent, AnalyticsSalt } from '@bcg/server/analytics';
import { readConfig } from '@bcg/server/core';
import { EmailSubscriber } from '@bcg/server/leads';
import { SITE_ROUTES } from '@bcg/shared/pages';
import { builtWebApp, createSeededTestApp, TEST_ADMIN_PASSWORD } from './testing';

// The privacy and cookie policies state what the site does. Each claim they make about cookies and
// third parties is checked here against the server itself, so a change that breaks one fails until the page is
// changed too.
const web = builtWebApp();
let built: Awaited<ReturnType<typeof createSeededTestApp>>;
beforeAll(async () => {
  built = await createSeededTestApp({}, { ...web, revisionCheckMs: 0 });
});
afterAll(() => built.close());

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
const inject = (method: 'GET' | 'POST', url: string, body?: unknown, headers: Record<string, string> = {}) =>
  built.app.inject({
    method,
    url,
    remoteAddress: '203.0.113.77',
    headers: { 'user-agent': BROWSER, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
const pageText = async (url: string) =>
  (await inject('GET', url)).body
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&rsquo;|’/g, "'")
    .replace(/\s+/g, ' ');

/** Every page without a parameter, the API calls a visitor's browser makes, and the administrator's login. */
async function everyKindOfResponse() {
  const pages = SITE_ROUTES.filter((route) => !route.path.includes(':')).map((route) => route.path);
  // One after another, as a reader opens them: one address may hold only RENDER_QUEUE_PER_CLIENT renders at once.
  const pageResponses = [];
  for (const path of pages) pageResponses.push(await inject('GET', path));
  return [
    ...pageResponses,
    await inject('GET', '/no-such-page'),
    await inject('GET', '/api/products'),
    await inject('POST', '/graphql', { query: '{ faqs { id } }' }),
    await inject('POST', '/api/subscribe', { email: 'reader@example.com', leadMagnet: 'bulldog-sizing-guide' }),
    await inject('POST', '/api/contact', { name: 'Dana', email: 'dana@example.com', message: 'Hello' }),
    await inject('POST', '/api/admin/login', { password: TEST_ADMIN_PASSWORD }),
    await inject('POST', '/api/events', { events: [{ id: 'privacy-claims-1', type: 'pageview', path: '/' }] }),
  ];
}

describe('the privacy and cookie policies tell the truth', () => {
  it('say the site sets no cookies, and no response of the site sets one', async () => {
    expect(await pageText('/privacy')).toContain('This site sets no cookies');
    expect(await pageText('/cookie-policy')).toContain('This site sets no cookies of any type');
    const responses = await everyKindOfResponse();
    expect(responses.map((response) => response.statusCode).filter((status) => status >= 500)).toEqual([]);
    expect(responses.filter((response) => response.headers['set-cookie'] !== undefined).map((response) => response.raw.req.url)).toEqual(
      [],
    );
  });

  it('say a reader’s browser contacts no other service, and every page allows only this site as a source', async () => {
    expect(await pageText('/privacy')).toContain('your browser contacts no other service');
    for (const path of ['/', '/privacy', '/contact', '/admin/dashboard']) {
      const policy = String((await inject('GET', path)).headers['content-security-policy']);
      const directives: Record<string, string[]> = Object.fromEntries(
        policy
          .split(';')
          .map((part) => part.trim().split(/\s+/))
          .map(([name, ...values]) => [name, values]),
      );
      for (const name of ['default-src', 'script-src', 'connect-src', 'img-src', 'font-src', 'form-action']) {
        expect([path, name, directives[name]?.filter((source) => !["'self'", 'data:'].includes(source))]).toEqual([path, name, []]);
      }
    }
  });

  it('name no analytics, survey or location service, which the site does not have', async () => {
    for (const path of ['/privacy', '/cookie-policy']) {
      const text = await pageText(path);
      expect([
        path,
        text.match(
          /Google|Facebook|Meta Pixel|Hotjar|Mixpanel|Segment|Plausible|analytics (service|provider)|city\/state|survey responses/gi,
        ),
      ]).toEqual([path, null]);
    }
  });

  it('describe the visit counts as they are: no address stored, Do Not Track and GPC honoured, raw events kept 30 days', async () => {
    const privacy = await pageText('/privacy');
    expect(privacy).toContain('Your IP address itself is never stored for these counts');
    expect(privacy).toContain('nothing at all if your browser sends Do Not Track or Global Privacy Control');
    expect(privacy).toContain('each page view, fit finder answer and click is kept for 30 days');
    expect(privacy).toContain("your dog's breed, age band and whether you measured its neck, never the measurements or the weight");
    expect(await pageText('/cookie-policy')).toContain('We count visits ourselves without any cookie or browser storage');
    expect(readConfig({}).analytics.rawDays).toBe(30);

    const events = built.dataSource.getRepository(AnalyticsEvent);
    await built.services.eventBatcher.flush();
    await events.clear();
    for (const header of ['dnt', 'sec-gpc']) {
      const answer = await inject(
        'POST',
        '/api/events',
        { events: [{ id: `privacy-optout-${header}`, type: 'pageview', path: '/' }] },
        { [header]: '1' },
      );
      expect(answer.statusCode).toBe(202);
    }
    // The ingest answers before it writes: what it acknowledged is written first.
    await built.services.eventBatcher.flush();
    expect(await events.count()).toBe(0);
    await inject('POST', '/api/events', { events: [{ id: 'privacy-counted-1', type: 'pageview', path: '/privacy' }] });
    await built.services.eventBatcher.flush();
    const stored = JSON.stringify([await events.find(), await built.dataSource.getRepository(AnalyticsSalt).find()]);
    expect(stored).toContain('/privacy');
    expect(stored).not.toContain('203.0.113.77');
    expect(stored).not.toContain('Chrome/142');
  });

  it('describe suppressed addresses as they are: kept with why, never written to, kept after an erasure', async () => {
    const privacy = await pageText('/privacy');
    expect(privacy).toContain('we keep that address, why,');
    expect(privacy).toContain('so that no further email of any kind is sent to it');
    expect(privacy).toContain('also after an erasure');
    await built.services.leads.subscribe({ email: 'refused@example.com', leadMagnet: 'bulldog-sizing-guide' }, '198.51.100.90');
    await built.services.mailSuppressions.suppress('refused@example.com', 'bounce', '550 No such user');
    const subscriber = await built.dataSource.getRepository(EmailSubscriber).findOneByOrFail({ email: 'refused@example.com' });
    await built.services.erasure.eraseSubscriber(subscriber.id);
    expect(await built.services.mailSuppressions.suppressedAmong(['refused@example.com'])).toEqual(new Set(['refused@example.com']));
  });
});
