import { EmailSubscriber } from '@bcg/server/leads';
import { ProductSubmission } from '@bcg/server/submissions';
import { createSeededTestApp } from './testing';

let testApp: Awaited<ReturnType<typeof createSeededTestApp>>;
beforeAll(async () => {
  testApp = await createSeededTestApp({ SUBSCRIBE_RATE_LIMIT: '3/3600', SUBMISSION_RATE_LIMIT: '2/3600' });
});
afterAll(() => testApp.close());

const count = async (table: string): Promise<number> =>
  Number((await testApp.dataSource.query(`SELECT COUNT(*) AS n FROM "${table}"`))[0].n);
const rest = (url: string, payload: unknown, remoteAddress: string) =>
  testApp.app.inject({
    method: 'POST',
    url,
    remoteAddress,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });
const graphql = (query: string, variables: unknown, remoteAddress: string) =>
  testApp.app.inject({
    method: 'POST',
    url: '/graphql',
    remoteAddress,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ query, variables }),
  });
const SUBSCRIBE = 'mutation ($input: SubscribeInput!) { subscribe(input: $input) { success } }';
const SUBMIT = 'mutation ($input: ProductSubmissionInput!) { submitProduct(input: $input) { success } }';

describe('rate limits (SUBSCRIBE_RATE_LIMIT=3/3600, SUBMISSION_RATE_LIMIT=2/3600)', () => {
  it('counts sign-ups per client across REST and GraphQL, then answers 429 with Retry-After and stores nothing more', async () => {
    const ip = '198.51.100.60';
    expect((await rest('/api/subscribe', { email: 'one@example.com' }, ip)).statusCode).toBe(200);
    expect((await graphql(SUBSCRIBE, { input: { email: 'two@example.com' } }, ip)).statusCode).toBe(200);
    // A sign-up the shared schema refuses is refused before the limit, by REST and GraphQL alike, and not counted.
    expect((await rest('/api/subscribe', { email: 'bad' }, ip)).statusCode).toBe(400);
    expect((await graphql(SUBSCRIBE, { input: { email: 'bad' } }, ip)).json().errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect((await rest('/api/subscribe', { email: 'three@example.com' }, ip)).statusCode).toBe(200);
    const before = await count('email_subscriber');
    const refused = await rest('/api/subscribe', { email: 'four@example.com' }, ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().error).toMatch(/^Too many sign-ups from your connection\. Please try again in \d+ (seconds?|minutes?)\.$/);
    const refusedGraphql = await graphql(SUBSCRIBE, { input: { email: 'five@example.com' } }, ip);
    expect(refusedGraphql.statusCode).toBe(429);
    expect(refusedGraphql.json().errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
    expect(await count('email_subscriber')).toBe(before);
    expect((await rest('/api/subscribe', { email: 'three@example.com' }, '198.51.100.61')).statusCode).toBe(200);
  });

  it('limits product submissions the same way', async () => {
    const ip = '198.51.100.70';
    const input = (name: string) => ({ productName: name, productReference: 'B0LIMIT001', submitterEmail: 'limit@example.com' });
    expect((await rest('/api/product-submissions', input('First'), ip)).statusCode).toBe(200);
    expect((await graphql(SUBMIT, { input: input('Second') }, ip)).statusCode).toBe(200);
    const before = await count('product_submission');
    expect((await rest('/api/product-submissions', input('Third'), ip)).statusCode).toBe(429);
    expect((await graphql(SUBMIT, { input: input('Fourth') }, ip)).statusCode).toBe(429);
    expect(await count('product_submission')).toBe(before);
  });
});

describe('request bodies', () => {
  it('refuses a body over 64 KB with 413 before reading it into any table', async () => {
    const before = await count('email_subscriber');
    const response = await rest('/api/subscribe', { email: 'big@example.com', leadMagnet: 'x'.repeat(70_000) }, '198.51.100.80');
    expect(response.statusCode).toBe(413);
    expect(response.json().success).toBe(false);
    const graphqlResponse = await graphql(
      SUBSCRIBE,
      { input: { email: 'big@example.com', leadMagnet: 'x'.repeat(70_000) } },
      '198.51.100.80',
    );
    expect(graphqlResponse.statusCode).toBe(413);
    expect(await count('email_subscriber')).toBe(before);
  });

  it('ignores an id, date or status sent with a sign-up or a submission (REST)', async () => {
    const ip = '198.51.100.90';
    await rest('/api/subscribe', { email: 'fields@example.com', id: 999_999, subscribedAt: '2001-01-01T00:00:00.000Z' }, ip);
    const subscriber = await testApp.dataSource.getRepository(EmailSubscriber).findOneByOrFail({ email: 'fields@example.com' });
    expect(subscriber.id).toBeLessThan(1000);
    expect(subscriber.subscribedAt.getUTCFullYear()).toBeGreaterThan(2020);
    await rest(
      '/api/product-submissions',
      {
        productName: 'Forged Status Collar',
        amazonAsin: 'B0FORGED01',
        submitterEmail: 'f@example.com',
        status: 'approved',
        id: 888_888,
        submittedAt: '2001-01-01T00:00:00.000Z',
      },
      ip,
    );
    const submission = await testApp.dataSource.getRepository(ProductSubmission).findOneByOrFail({ productName: 'Forged Status Collar' });
    expect(submission.status).toBe('pending');
    expect(submission.id).toBeLessThan(1000);
    expect(submission.submittedAt.getUTCFullYear()).toBeGreaterThan(2020);
  });

  it('rejects unknown input fields on GraphQL', async () => {
    const response = await graphql(
      SUBSCRIBE,
      { input: { email: 'gqlfields@example.com', id: 5, subscribedAt: '2001-01-01' } },
      '198.51.100.91',
    );
    expect(response.json().errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(await testApp.dataSource.getRepository(EmailSubscriber).countBy({ email: 'gqlfields@example.com' })).toBe(0);
  });
});
