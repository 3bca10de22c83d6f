import 'reflect-metadata';
import { Product } from '@bcg/server/catalogue';
import { EmailSubscriber } from '@bcg/server/leads';
import type { MailTransport } from '@bcg/server/mail';
import { Newsletter, NewsletterSender } from '@bcg/server/newsletter';
import { PriceObservation } from '@bcg/server/retailer';
import { IsNull } from 'typeorm';
import { builtWebApp, createSeededTestApp, injector, TEST_ADMIN_PASSWORD } from './testing';

// With the response cache warm, a write that changes what a public page shows shows there at once: the cache is
// dropped by the site revision the write bumps in its own transaction, not by some later unrelated change.

const web = builtWebApp();
let testApp: Awaited<ReturnType<typeof createSeededTestApp>>;
let session: string;
const { call } = injector(() => testApp.app);

beforeAll(async () => {
  // No sender of the app's own: each test drives one to completion itself, as a second server would.
  testApp = await createSeededTestApp({ MAIL_POLL_MS: '3600000' }, { webDistDir: web.webDistDir, webEntry: web.webEntry });
  session = (await call('POST', '/api/admin/login', { body: { password: TEST_ADMIN_PASSWORD } })).json().sessionId;
});
afterAll(() => testApp.close());

/** A GET twice: the second answer must come from the cache, so the page is known to be warm. */
async function warm(url: string): Promise<string> {
  await call('GET', url);
  const second = await call('GET', url);
  expect({ url, cache: second.headers['x-cache'] }).toEqual({ url, cache: 'hit' });
  return second.body;
}

/** The newsletter sender with a transport that accepts every copy, run until it has nothing left to do. */
async function sendEverything(): Promise<void> {
  const transport: MailTransport = { sendMail: async () => undefined, close: () => undefined };
  const sender = new NewsletterSender(
    testApp.dataSource,
    testApp.services.outbox,
    transport,
    testApp.services.newsletterRenderer,
    { from: 'guide@example.com', ratePerMinute: 1_000_000, maxAttempts: 3, retryBaseMs: 60_000, leaseMs: 60_000, pollMs: 3_600_000 },
    { info: () => undefined, warn: () => undefined },
  );
  try {
    for (let round = 0; round < 20; round++) {
      sender.wake();
      await sender.idle();
      const sending = await testApp.dataSource.getRepository(Newsletter).countBy({ status: 'sending' });
      if (sending === 0) return;
    }
    throw new Error('The sender did not finish the send');
  } finally {
    await sender.stop();
  }
}

it('lists a sent issue on /newsletter, in the sitemap and in the GraphQL archive as soon as its send finishes', async () => {
  await testApp.dataSource.getRepository(EmailSubscriber).insert({
    email: 'reader@example.com',
    status: 'confirmed',
    signedUpAt: new Date(),
    confirmedAt: new Date(),
    unsubscribeToken: 'reader-token',
  });
  const issue = (
    await call('POST', '/api/admin/newsletters', {
      token: session,
      body: { subject: 'Winter collars for short necks', markdown: 'Padded **nylon** for cold walks.', indexable: true },
    })
  ).json();
  expect((await call('POST', `/api/admin/newsletters/${issue.id}/send`, { token: session, body: {} })).json().status).toBe('sending');
  const archiveQuery = { query: '{ newsletterArchive(first: 10) { nodes { slug } } }' };
  const graphqlArchive = () => call('POST', '/graphql', { body: archiveQuery });

  // Being sent: not in the archive yet, and every public answer that lists issues is cached.
  expect(await warm('/newsletter')).not.toContain('Winter collars for short necks');
  expect(await warm('/sitemap.xml')).not.toContain(`/newsletter/${issue.slug}`);
  await graphqlArchive();
  expect((await graphqlArchive()).headers['x-cache']).toBe('hit');

  await sendEverything();

  const page = await call('GET', '/newsletter');
  expect(page.body).toContain('Winter collars for short necks');
  expect((await call('GET', '/sitemap.xml')).body).toContain(`/newsletter/${issue.slug}`);
  expect((await graphqlArchive()).json().data.newsletterArchive.nodes).toEqual([{ slug: issue.slug }]);

  // The owner takes the issue out of search engines: the sitemap and the issue's own page follow at once.
  expect(await warm(`/newsletter/${issue.slug}`)).not.toMatch(/<meta name="robots" content="noindex/);
  await warm('/sitemap.xml');
  expect((await call('PATCH', `/api/admin/newsletters/${issue.id}`, { token: session, body: { indexable: false } })).statusCode).toBe(200);
  expect((await call('GET', '/sitemap.xml')).body).not.toContain(`/newsletter/${issue.slug}`);
  expect((await call('GET', `/newsletter/${issue.slug}`)).body).toMatch(/<meta name="robots" content="noindex/);
});

it('counts a whole send as one change of the archive: queuing, delivering and test copies keep the cache', async () => {
  const issue = (
    await call('POST', '/api/admin/newsletters', { token: session, body: { subject: 'Harness or collar?', markdown: 'Both, it depends.' } })
  ).json();
  await call('POST', `/api/admin/newsletters/${issue.id}/send`, { token: session, body: {} });
  await warm('/collars');
  await call('POST', `/api/admin/newsletters/${issue.id}/test`, { token: session, body: { email: 'owner@example.com' } });
  expect((await call('GET', '/collars')).headers['x-cache']).toBe('hit');
  const revision = async () =>
    Number((await testApp.dataSource.query('SELECT "revision" FROM "site_revision" WHERE "id" = 1'))[0].revision);
  const before = await revision();
  await sendEverything();
  expect(await revision()).toBe(before + 1);
  expect((await call('GET', '/newsletter')).body).toContain('Harness or collar?');
});

it("shows a collar's new price observation in its price history at once", async () => {
  const product = await testApp.dataSource.getRepository(Product).findOneByOrFail({ archivedAt: IsNull() });
  const history = () => call('GET', `/api/products/${product.slug}/price-history`);
  await history();
  expect((await history()).headers['x-cache']).toBe('hit');
  await testApp.dataSource
    .getRepository(PriceObservation)
    .insert({ productId: product.id, amountCents: 2345, currency: 'USD', observedAt: new Date() });
  expect((await history()).json().points.map((point: { amount: number }) => point.amount)).toContain(23.45);
});
