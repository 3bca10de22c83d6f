import { FAKE_CREDENTIAL, startFakeCreatorsApi, type FakeCreatorsApi } from '@bcg/testing/retailer-fake';
import { RetailerApiError } from '../retailer-client';
import { CreatorsApiClient, type CreatorsApiClientOptions } from './creators-api.client';

const IRONBARK = 'B0CX7K2M9Q';
const CLOUDREST = 'B0D4HN8R3T';
const TRAILGUARD = 'B0BV6P1L5W';

let fake: FakeCreatorsApi;
let clock: number;
let logLines: string[];

beforeEach(async () => {
  clock = Date.UTC(2026, 10, 26, 12);
  logLines = [];
  fake = await startFakeCreatorsApi({ clock: () => clock, partnerTag: 'bulldogcollarguide-20' });
});

afterEach(() => fake.close());

function client(overrides: Partial<CreatorsApiClientOptions> = {}): CreatorsApiClient {
  const version = overrides.version ?? '2.1';
  return new CreatorsApiClient({
    credentialId: FAKE_CREDENTIAL.id,
    credentialSecret: FAKE_CREDENTIAL.secret,
    version,
    partnerTag: 'bulldogcollarguide-20',
    marketplace: 'www.amazon.com',
    apiUrl: fake.url,
    tokenUrl: fake.tokenUrlFor(version),
    now: () => clock,
    logger: { debug: (line) => logLines.push(line), info: (line) => logLines.push(line) },
    ...overrides,
  });
}

/** Resolves once `condition` holds (checked every few milliseconds). */
async function waitFor(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}

/** The fault a call ends in (fails the test when it succeeds). */
async function failureOf(call: Promise<unknown>): Promise<RetailerApiError> {
  const outcome = await call.then(
    () => null,
    (error: unknown) => error,
  );
  expect(outcome).toBeInstanceOf(RetailerApiError);
  return outcome as RetailerApiError;
}

const tokenRequests = () => fake.control.requests().filter((request) => request.path !== '/catalog/v1/getItems');
const itemRequests = () => fake.control.requests().filter((request) => request.path === '/catalog/v1/getItems');

describe('CreatorsApiClient: tokens', () => {
  it('asks a 2.x token form-encoded with HTTP Basic credentials and names the version beside the bearer token', async () => {
    await client().getItems([IRONBARK]);
    const [token] = tokenRequests();
    expect(token?.path).toBe('/oauth2/token');
    expect(token?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(token?.headers['authorization']).toBe(
      `Basic ${Buffer.from(`${FAKE_CREDENTIAL.id}:${FAKE_CREDENTIAL.secret}`).toString('base64')}`,
    );
    expect(Object.fromEntries(new URLSearchParams(token?.body))).toEqual({
      grant_type: 'client_credentials',
      scope: 'creatorsapi/default',
    });
    const [items] = itemRequests();
    expect(items?.headers['authorization']).toMatch(/^Bearer fake-cognito-token-\S+, Version 2\.1$/);
    expect(items?.headers['x-marketplace']).toBe('www.amazon.com');
    expect(items?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(items?.body ?? '')).toEqual({
      partnerTag: 'bulldogcollarguide-20',
      marketplace: 'www.amazon.com',
      itemIds: [IRONBARK],
      resources: ['itemInfo.title', 'images.primary.large', 'offersV2.listings.price', 'offersV2.listings.availability'],
    });
  });

  it('asks a 3.x token as JSON with the credentials in the body, and sends the bearer token alone', async () => {
    const result = await client({ version: '3.1' }).getItems([IRONBARK]);
    expect(result.items).toHaveLength(1);
    const [token] = tokenRequests();
    expect(token?.path).toBe('/auth/o2/token');
    expect(token?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(token?.body ?? '')).toEqual({
      grant_type: 'client_credentials',
      client_id: FAKE_CREDENTIAL.id,
      client_secret: FAKE_CREDENTIAL.secret,
      scope: 'creatorsapi::default',
    });
    expect(itemRequests()[0]?.headers['authorization']).toMatch(/^Bearer fake-lwa-token-\S+$/);
  });

  it('keeps the token until 60 s before it expires, then renews it before the retailer would refuse it', async () => {
    const retailer = client();
    await retailer.getItems([IRONBARK]);
    clock += (3600 - 61) * 1000;
    await retailer.getItems([IRONBARK]);
    expect(fake.control.counts().tokenRequests).toBe(1);
    clock += 2000;
    await retailer.getItems([IRONBARK]);
    expect(fake.control.counts()).toMatchObject({ tokenRequests: 2, getItemsRequests: 3 });
  });

  it('renews once for callers that need a token at the same time', async () => {
    const retailer = client();
    await Promise.all([IRONBARK, CLOUDREST, TRAILGUARD, IRONBARK].map((asin) => retailer.getItems([asin])));
    expect(fake.control.counts()).toMatchObject({ tokenRequests: 1, getItemsRequests: 4 });
  });

  it('answers a refused (expired) token with one renewal and one retry', async () => {
    const retailer = client();
    await retailer.getItems([IRONBARK]);
    fake.control.expireTokens();
    const result = await retailer.getItems([CLOUDREST]);
    expect(result.items.map((item) => item.asin)).toEqual([CLOUDREST]);
    expect(fake.control.counts()).toMatchObject({ tokenRequests: 2, getItemsRequests: 3 });
  });

  it('reports unauthorized when the renewed token is refused too, without trying a third time', async () => {
    // A proxy that spoils every bearer token: the retailer refuses each one.
    const spoiling: typeof fetch = (url, init) => {
      const headers = { ...(init?.headers as Record<string, string>) };
      if (headers['authorization']?.startsWith('Bearer ')) headers['authorization'] = 'Bearer revoked-token, Version 2.1';
      return fetch(url, { ...init, headers });
    };
    const error = await failureOf(client({ fetch: spoiling }).getItems([IRONBARK]));
    expect(error.kind).toBe('unauthorized');
    expect(fake.control.counts()).toMatchObject({ tokenRequests: 2, getItemsRequests: 2 });
  });

  it('reports unauthorized for credentials the token endpoint refuses, in either style', async () => {
    for (const version of ['2.2', '3.2'] as const) {
      const error = await failureOf(client({ version, credentialSecret: 'not-the-secret' }).getItems([IRONBARK]));
      expect(error.kind).toBe('unauthorized');
      expect(error.code).toBe('invalid_client');
    }
  });
});

describe('CreatorsApiClient: items', () => {
  it("reads the buy box's price in cents, the availability, title and image, in the order asked whatever order they came in", async () => {
    const asins = [
      IRONBARK,
      CLOUDREST,
      TRAILGUARD,
      'B0C9T3F7KJ',
      'B0DQ2W8M4Z',
      'B0CJ5R9X2N',
      'B0D7L1V6HP',
      'B0BZ8K4Q7D',
      'B0CM3T5W9R',
      'B0D2X6N8FG',
    ];
    const result = await client().getItems(asins);
    expect(result.errors).toEqual([]);
    expect(result.items.map((item) => item.asin)).toEqual(asins);
    expect(result.items[1]).toEqual({
      asin: CLOUDREST,
      detailPageUrl: `https://www.amazon.com/dp/${CLOUDREST}?tag=bulldogcollarguide-20&linkCode=ogi&th=1&psc=1`,
      title: 'CloudRest Padded Neoprene Dog Collar, Soft Breathable Lining, Adjustable, Medium',
      image: { url: `https://m.media-amazon.com/images/I/${CLOUDREST}._AC_SL500_.jpg`, width: 500, height: 500 },
      offer: { amountCents: 3499, currency: 'USD', displayAmount: '$34.99' },
      availability: { type: 'IN_STOCK', message: 'In Stock' },
    });
  });

  it("takes the buy-box winner's offer when another seller's listing comes first", async () => {
    fake.control.setItem(IRONBARK, { buyBoxNotFirst: true });
    const [item] = (await client().getItems([IRONBARK])).items;
    expect(item?.offer).toEqual({ amountCents: 5499, currency: 'USD', displayAmount: '$54.99' });
  });

  it('passes on an out-of-stock item with no offer, a changed title and an offer in another currency as the retailer gave them', async () => {
    fake.control.setItem(IRONBARK, { availability: { type: 'OUT_OF_STOCK' } });
    fake.control.setItem(CLOUDREST, { title: 'CloudRest Neoprene Collar (2027 model)' });
    fake.control.setItem(TRAILGUARD, { currency: 'JPY', amount: 4480 });
    const retailer = client();
    const [ironbark, cloudrest, trailguard] = (await retailer.getItems([IRONBARK, CLOUDREST, TRAILGUARD])).items;
    expect(ironbark).toMatchObject({ offer: null, availability: { type: 'OUT_OF_STOCK', message: expect.stringMatching(/unavailable/) } });
    expect(cloudrest?.title).toBe('CloudRest Neoprene Collar (2027 model)');
    expect(retailer.currency).toBe('USD');
    expect(trailguard?.offer).toEqual({ amountCents: 4480, currency: 'JPY', displayAmount: '¥4,480' });
  });

  it('sees a scheduled price change once its time has come', async () => {
    fake.control.schedulePrices(IRONBARK, [{ at: clock + 3_600_000, amount: 49.99 }]);
    const retailer = client();
    expect((await retailer.getItems([IRONBARK])).items[0]?.offer?.amountCents).toBe(5499);
    clock += 3_600_000;
    expect((await retailer.getItems([IRONBARK])).items[0]?.offer?.amountCents).toBe(4999);
  });

  it('returns unknown and invalid ASINs as errors naming them, beside the items it knows', async () => {
    fake.control.setItem(CLOUDREST, { known: false });
    const result = await client().getItems([IRONBARK, CLOUDREST, 'not-an-asin']);
    expect(result.items.map((item) => item.asin)).toEqual([IRONBARK]);
    expect(result.errors).toEqual([
      { asin: CLOUDREST, code: 'ItemNotAccessible', message: `The ItemId ${CLOUDREST} is not accessible through the Creators API.` },
      {
        asin: 'not-an-asin',
        code: 'InvalidParameterValue',
        message: 'The value [not-an-asin] provided in the request for ItemIds is invalid.',
      },
    ]);
  });

  it("stores images only from https on Amazon's image hosts and links only to the marketplace, keeping the rest of the item", async () => {
    const refused = {
      [IRONBARK]: 'http://m.media-amazon.com/images/I/ironbark.jpg',
      [CLOUDREST]: 'https://images.example.net/cloudrest.jpg',
      [TRAILGUARD]: 'https://m.media-amazon.com.example.net/trailguard.jpg',
      B0C9T3F7KJ: 'https://user:password@m.media-amazon.com/images/I/pawsome.jpg',
      B0DQ2W8M4Z: 'https://m.media-amazon.com:8443/images/I/grit.jpg',
      B0CJ5R9X2N: 'javascript:alert(1)',
    };
    for (const [asin, imageUrl] of Object.entries(refused)) fake.control.setItem(asin, { imageUrl });
    fake.control.setItem('B0D7L1V6HP', { imageUrl: 'https://images-na.ssl-images-amazon.com/images/I/bastion.jpg' });
    fake.control.setItem('B0BZ8K4Q7D', { detailPageUrl: 'https://www.amazon.evil.example/dp/B0BZ8K4Q7D' });
    fake.control.setItem('B0CM3T5W9R', { detailPageUrl: 'http://www.amazon.com/dp/B0CM3T5W9R' });
    const asins = [...Object.keys(refused), 'B0D7L1V6HP', 'B0BZ8K4Q7D', 'B0CM3T5W9R', 'B0D2X6N8FG'];
    const items = new Map((await client().getItems(asins)).items.map((item) => [item.asin, item]));

    for (const [asin, imageUrl] of Object.entries(refused)) {
      const item = items.get(asin);
      expect(item).toMatchObject({ image: null, title: expect.any(String), offer: { currency: 'USD' } });
      expect(item?.dropped).toEqual([expect.stringContaining(`Amazon's image address “${imageUrl}” was not stored: it`)]);
    }
    expect(items.get(IRONBARK)?.dropped?.[0]).toMatch(/: it is not https\.$/);
    expect(items.get(CLOUDREST)?.dropped?.[0]).toMatch(/: its host is not one of Amazon's image hosts\.$/);
    expect(items.get('B0D7L1V6HP')).toMatchObject({ image: { url: 'https://images-na.ssl-images-amazon.com/images/I/bastion.jpg' } });
    expect(items.get('B0D7L1V6HP')?.dropped).toBeUndefined();
    for (const asin of ['B0BZ8K4Q7D', 'B0CM3T5W9R']) {
      expect(items.get(asin)).toMatchObject({
        detailPageUrl: null,
        image: { url: expect.stringMatching(/^https:\/\/m\.media-amazon\.com\//) },
      });
      expect(items.get(asin)?.dropped).toEqual([expect.stringMatching(/^Amazon's product page address “.+” was dropped: it/)]);
    }
    expect(items.get('B0D2X6N8FG')).toMatchObject({ detailPageUrl: expect.stringMatching(/^https:\/\/www\.amazon\.com\/dp\//) });
    expect(items.get('B0D2X6N8FG')?.dropped).toBeUndefined();
  });

  it('refuses to send no ASIN or more than ten', async () => {
    await expect(client().getItems([])).rejects.toThrow(RangeError);
    await expect(client().getItems(Array.from({ length: 11 }, () => IRONBARK))).rejects.toThrow(RangeError);
    expect(fake.control.counts().getItemsRequests).toBe(0);
  });
});

describe('CreatorsApiClient: faults', () => {
  it('reports throttling with the wait the retailer asked for, for a burst and for a rate above the limit', async () => {
    fake.control.set({ throttleNext: 1, retryAfterSeconds: 2 });
    const retailer = client();
    const burst = await failureOf(retailer.getItems([IRONBARK]));
    expect(burst).toMatchObject({ kind: 'throttled', code: 'TooManyRequests', retryAfterMs: 2000 });
    fake.control.set({ ratePerSecond: 1, retryAfterSeconds: null });
    await retailer.getItems([IRONBARK]);
    const rate = await failureOf(retailer.getItems([IRONBARK]));
    expect(rate).toMatchObject({ kind: 'throttled', retryAfterMs: null });
    clock += 1001;
    await expect(retailer.getItems([IRONBARK])).resolves.toBeTruthy();
  });

  it('reports an account that is not eligible without renewing its token', async () => {
    fake.control.set({ ineligible: true });
    const error = await failureOf(client().getItems([IRONBARK]));
    expect(error).toMatchObject({ kind: 'ineligible', code: 'AssociateNotEligible' });
    expect(fake.control.counts().tokenRequests).toBe(1);
  });

  it('reports a 5xx as a server fault', async () => {
    fake.control.set({ failNext: 1, failStatus: 503 });
    const error = await failureOf(client().getItems([IRONBARK]));
    expect(error.kind).toBe('server');
    expect(error.message).toContain('HTTP 503');
  });

  it('reports an answer that is not the documented shape as malformed', async () => {
    fake.control.set({ malformedNext: 1 });
    expect((await failureOf(client().getItems([IRONBARK]))).kind).toBe('malformed');
  });

  it('gives up on a slow answer after its timeout', async () => {
    fake.control.set({ delayMs: 5000 });
    const error = await failureOf(client({ timeoutMs: 50 }).getItems([IRONBARK]));
    expect(error.kind).toBe('timeout');
  });

  it('refuses an answer that never ends once it passes 1 MB, and hangs up rather than reading on', async () => {
    const retailer = client({ timeoutMs: 2000 });
    await retailer.getItems([IRONBARK]);
    fake.control.set({ oversizeNext: 1 });
    const error = await failureOf(retailer.getItems([IRONBARK]));
    expect(error).toMatchObject({
      kind: 'malformed',
      code: 'AnswerTooLarge',
      message: "Amazon's answer to getItems was longer than 1 MB, the most the site reads; it was refused.",
    });
    await waitFor(() => fake.control.counts().oversizeAbandoned === 1);
    // The token endpoint's answers are held to the same limit.
    fake.control.set({ oversizeNext: 1 });
    const token = await failureOf(client({ timeoutMs: 2000 }).getItems([IRONBARK]));
    expect(token.message).toBe("Amazon's answer to the token request was longer than 1 MB, the most the site reads; it was refused.");
  });

  it('refuses an answer that declares 2 MB before reading any of it', async () => {
    const retailer = client({ timeoutMs: 2000 });
    await retailer.getItems([IRONBARK]);
    fake.control.set({ oversizeNext: 1, oversizeDeclared: true });
    expect(await failureOf(retailer.getItems([IRONBARK]))).toMatchObject({ kind: 'malformed', code: 'AnswerTooLarge' });
    await waitFor(() => fake.control.counts().oversizeAbandoned === 1);
  });

  it('reports a retailer that cannot be reached as a network fault', async () => {
    const retailer = client();
    await fake.close();
    expect((await failureOf(retailer.getItems([IRONBARK]))).kind).toBe('network');
  });

  it("passes on the caller's own abort rather than calling it a fault", async () => {
    fake.control.set({ delayMs: 5000 });
    const stop = new AbortController();
    const call = client().getItems([IRONBARK], stop.signal);
    setImmediate(() => stop.abort(new Error('sync stopped')));
    await expect(call).rejects.toThrow('sync stopped');
  });
});

describe('CreatorsApiClient: secrets', () => {
  it('never puts the secret or a token in an error message or a log line', async () => {
    const retailer = client();
    const errors: string[] = [];
    const attempt = async (setup: () => void) => {
      setup();
      await retailer.getItems([IRONBARK]).catch((error: Error) => errors.push(error.message));
      fake.control.reset();
    };
    await attempt(() => undefined);
    await attempt(() => fake.control.set({ throttleNext: 1 }));
    await attempt(() => fake.control.set({ ineligible: true }));
    await attempt(() => fake.control.set({ failNext: 1 }));
    await attempt(() => fake.control.set({ malformedNext: 1 }));
    await attempt(() => fake.control.expireTokens());
    await client({ credentialSecret: 'wrong-secret' })
      .getItems([IRONBARK])
      .catch((error: Error) => errors.push(error.message));
    const tokens = fake.control
      .requests()
      .flatMap((request) => /Bearer ([^\s,]+)/.exec(String(request.headers['authorization']))?.[1] ?? []);
    expect(errors.length).toBeGreaterThanOrEqual(5);
    expect(logLines.length).toBeGreaterThan(0);
    for (const line of [...errors, ...logLines]) {
      expect(line).not.toContain(FAKE_CREDENTIAL.secret);
      expect(line).not.toContain('wrong-secret');
      for (const token of tokens) expect(line).not.toContain(token);
    }
  });

  it('redacts the secret in every form a retailer can echo it: raw, URL-encoded, form-encoded, in JSON and in base64', async () => {
    const credential = { id: 'creds id+1', secret: 'S3cr3t/Key+ with=&"quotes"\\ und Ümlaut' };
    const echoing = await startFakeCreatorsApi({ clock: () => clock, credential });
    try {
      const forms = {
        raw: credential.secret,
        urlEncoded: encodeURIComponent(credential.secret),
        formEncoded: new URLSearchParams({ s: credential.secret }).toString().slice(2),
        json: JSON.stringify(credential.secret).slice(1, -1),
        basic: Buffer.from(`${encodeURIComponent(credential.id)}:${encodeURIComponent(credential.secret)}`).toString('base64'),
        basicRaw: Buffer.from(`${credential.id}:${credential.secret}`).toString('base64'),
        base64: Buffer.from(credential.secret).toString('base64').slice(0, -4),
      };
      const texts: string[] = [];
      for (const version of ['2.1', '3.1'] as const) {
        const retailer = client({
          version,
          credentialId: credential.id,
          credentialSecret: credential.secret,
          apiUrl: echoing.url,
          tokenUrl: echoing.tokenUrlFor(version),
        });
        // The token request echoed, then (with a token) a getItems request echoed.
        echoing.control.set({ echoNext: 1 });
        texts.push((await failureOf(retailer.getItems([IRONBARK]))).message);
        await retailer.getItems([IRONBARK]);
        // An echo naming the ASIN reads as an error about that item: its message is reported as the item's.
        echoing.control.set({ echoNext: 1 });
        const answer = await retailer.getItems([IRONBARK]);
        expect(answer.items).toEqual([]);
        texts.push(...answer.errors.map((error) => `${error.code} ${error.message}`));
      }
      const echoed = echoing.control.requests().map((request) => `${request.headers['authorization']} ${request.body}`);
      // The requests carried the forms that matter: the Basic header (2.x) and the JSON body (3.x).
      expect(echoed.some((request) => request.includes(forms.basic))).toBe(true);
      expect(echoed.some((request) => request.includes(forms.json))).toBe(true);
      expect(texts.filter((text) => text.includes('Could not process the request.'))).toHaveLength(4);
      expect(texts.join('\n')).toContain('[redacted]');
      for (const text of [...texts, ...logLines]) {
        for (const form of Object.values(forms)) expect(text).not.toContain(form);
        expect(text).not.toMatch(/fake-(cognito|lwa)-token-/);
      }
    } finally {
      await echoing.close();
    }
  });

  it('blanks the secret out of a message the retailer echoes back', async () => {
    const echoing: typeof fetch = async () =>
      new Response(JSON.stringify({ error: 'invalid_client', error_description: `Unknown secret ${FAKE_CREDENTIAL.secret}` }), {
        status: 400,
      });
    const error = await failureOf(client({ fetch: echoing }).getItems([IRONBARK]));
    expect(error.message).toContain('Unknown secret [redacted]');
    expect(error.message).not.toContain(FAKE_CREDENTIAL.secret);
  });
});
