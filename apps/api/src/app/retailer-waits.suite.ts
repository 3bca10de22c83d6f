import { JobLease } from '@bcg/server/core';
import { RetailerSyncState, type SyncClock } from '@bcg/server/retailer';
import { startFakeCreatorsApi, type FakeCreatorsApi } from '@bcg/testing/retailer-fake';
import { createSeededTestApp, injector, TEST_ADMIN_PASSWORD } from './testing';

// The retailer sync inside the server, against the fake Creators API: what the owner's desk shows while the sync
// waits, and that a retailer echoing a request back cannot put the credential's secret in front of anyone.
const HOUR = 3_600_000;
const TEN_YEARS_IN_SECONDS = 10 * 365 * 24 * 3600;

/** A clock whose sleeps move it on at once, and that a test moves on. */
function jumpingClock() {
  let offset = 0;
  const clock: SyncClock & { advance(ms: number): void } = {
    now: () => new Date(Date.now() + offset),
    sleep: async (ms, signal) => {
      signal?.throwIfAborted();
      offset += ms;
    },
    advance: (ms) => void (offset += ms),
  };
  return clock;
}

const STATUS = '{ retailerStatus { configured setupHint nextSyncAt pause { until reason endsOnRefresh } } }';

describe('a Retry-After of 10 years', () => {
  let fake: FakeCreatorsApi;
  beforeAll(async () => {
    fake = await startFakeCreatorsApi();
  });
  afterAll(() => fake.close());

  it('pauses the sync for an hour at most, shows why and until when, and answers "Refresh all now" that it is paused', async () => {
    const testApp = await createSeededTestApp({
      AMAZON_API_URL: fake.url,
      AMAZON_TOKEN_URL: fake.tokenUrlFor('2.1'),
      AMAZON_CREDENTIAL_VERSION: '2.1',
      AMAZON_CREDENTIAL_ID: 'fake-credential-id',
      AMAZON_CREDENTIAL_SECRET: 'fake-credential-secret',
    });
    try {
      const { call, gql } = injector(() => testApp.app);
      const token = (await call('POST', '/api/admin/login', { body: { password: TEST_ADMIN_PASSWORD } })).json().sessionId as string;
      fake.control.set({ throttleNext: 1, retryAfterSeconds: TEN_YEARS_IN_SECONDS });
      const before = Date.now();
      await testApp.services.retailerSync.runOnce();
      const after = Date.now();

      const status = (await gql(STATUS, {}, token)).json().data.retailerStatus;
      const until = Date.parse(status.pause.until);
      expect(until).toBeGreaterThanOrEqual(before + HOUR);
      expect(until).toBeLessThanOrEqual(after + HOUR);
      expect(status.pause).toEqual({
        until: status.pause.until,
        reason: expect.stringMatching(
          /^Amazon asked the sync to wait 10 years: .*TooManyRequests.* The sync waits 1 hour, the longest it accepts\.$/,
        ),
        endsOnRefresh: false,
      });
      expect(status.nextSyncAt).toBe(status.pause.until);
      expect(status.setupHint).toBe(status.pause.reason);

      const refused = (await gql('mutation { refreshAllProducts }', {}, token)).json();
      expect(refused.errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
      expect(refused.errors[0].message).toMatch(
        /^The retailer sync is paused until \d{4}-\d\d-\d\d \d\d:\d\d UTC: Amazon asked the sync to wait 10 years/,
      );
      const rest = await call('POST', '/api/admin/retailer/refresh', { token });
      expect(rest.statusCode).toBe(429);
      expect(Number(rest.headers['retry-after'])).toBeLessThanOrEqual(3600);
      expect((await call('GET', '/api/admin/retailer/status', { token })).json().pause).toEqual({ ...status.pause });
      expect(fake.control.counts().getItemsRequests).toBe(1);
    } finally {
      await testApp.close();
      fake.control.reset();
    }
  });
});

describe('a retailer that echoes the request back', () => {
  // A secret with every character its encodings change: "/", "+", "=", "&", a space, quotes, a backslash, non-ASCII.
  const credential = { id: 'creds-id+1/x', secret: 'S3cr3t/Key+ with=&"quotes"\\ und Ümlaut' };
  const forms = {
    raw: credential.secret,
    urlEncoded: encodeURIComponent(credential.secret),
    formEncoded: new URLSearchParams({ s: credential.secret }).toString().slice(2),
    json: JSON.stringify(credential.secret).slice(1, -1),
    basicHeader: Buffer.from(`${encodeURIComponent(credential.id)}:${encodeURIComponent(credential.secret)}`).toString('base64'),
    basicRaw: Buffer.from(`${credential.id}:${credential.secret}`).toString('base64'),
  };
  let fake: FakeCreatorsApi;
  beforeAll(async () => {
    fake = await startFakeCreatorsApi({ credential });
  });
  afterAll(() => fake.close());

  it.each(['2.1', '3.1'] as const)(
    'keeps the secret (credential version %s) out of the log, the retailer status, refresh answers and the stored problems',
    async (version) => {
      const lines: string[] = [];
      const clock = jumpingClock();
      const testApp = await createSeededTestApp(
        {
          AMAZON_API_URL: fake.url,
          AMAZON_TOKEN_URL: fake.tokenUrlFor(version),
          AMAZON_CREDENTIAL_VERSION: version,
          AMAZON_CREDENTIAL_ID: credential.id,
          AMAZON_CREDENTIAL_SECRET: credential.secret,
          LOG_LEVEL: 'debug',
        },
        { logStream: { write: (line) => void lines.push(line) }, retailer: { retailerClock: clock } },
      );
      try {
        const { call, gql } = injector(() => testApp.app);
        const token = (await call('POST', '/api/admin/login', { body: { password: TEST_ADMIN_PASSWORD } })).json().sessionId as string;
        fake.control.set({ echoNext: 1000 });
        // Five failed turns in a row (the products' own back-off passed between them): the fifth pauses the sync.
        for (let turn = 1; turn <= 5; turn++) {
          if (turn > 1) clock.advance(HOUR);
          await testApp.services.retailerSync.runOnce();
        }
        const status = (await gql(STATUS, {}, token)).json().data.retailerStatus;
        const restStatus = (await call('GET', '/api/admin/retailer/status', { token })).body;
        const report = (await gql('{ linkHealth(first: 100) { nodes { code message } } }', {}, token)).body;
        const refresh = (await gql('mutation { refreshProduct(id: 1) { id } }', {}, token)).body;
        const stored = await testApp.dataSource.getRepository(RetailerSyncState).find();
        const leases = await testApp.dataSource.getRepository(JobLease).find();

        // The echo reached each of them, redacted.
        expect(status.pause.reason).toContain('Could not process the request.');
        expect(status.pause.reason).toContain('[redacted]');
        expect(stored.length).toBeGreaterThan(0);
        expect(stored.every((state) => state.problem === 'failed' && state.problemMessage?.includes('[redacted]'))).toBe(true);
        expect(refresh).toContain('Could not process the request.');
        expect(lines.some((line) => line.includes('Could not process the request.'))).toBe(true);
        const texts = {
          log: lines.join('\n'),
          status: JSON.stringify(status),
          restStatus,
          report,
          refresh,
          stored: JSON.stringify(stored),
          leases: JSON.stringify(leases),
        };
        for (const [where, text] of Object.entries(texts)) {
          for (const [form, value] of Object.entries(forms)) expect([where, form, text.includes(value)]).toEqual([where, form, false]);
        }
      } finally {
        await testApp.close();
        fake.control.reset();
      }
    },
  );
});
