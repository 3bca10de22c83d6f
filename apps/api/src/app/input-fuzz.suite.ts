import fc from 'fast-check';
import { createSeededTestApp, TEST_ADMIN_PASSWORD } from './testing';

/**
 * Hostile input against every public REST and GraphQL input: whatever arrives (unicode, quotes, NUL, huge
 * strings, wrong JSON types), the answer is never a 5xx, and a refused write leaves the tables as they were.
 */
let testApp: Awaited<ReturnType<typeof createSeededTestApp>>;
let token: string;
let client = 0;
/** A new client address per request, so the rate limits (tested elsewhere) never hide a handler's answer. */
const nextAddress = () => `10.${(++client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`;

beforeAll(async () => {
  testApp = await createSeededTestApp();
  token = (await testApp.app.inject({ method: 'POST', url: '/api/admin/login', payload: { password: TEST_ADMIN_PASSWORD } })).json()
    .sessionId;
});
afterAll(() => testApp.close());

const NASTY = [
  '',
  ' ',
  '\u0000',
  "'",
  '"',
  '\\',
  "' OR '1'='1",
  "'); DROP TABLE email_subscriber; --",
  '<script>alert(1)</script>',
  '%00%27',
  '${7*7}',
  '\u202e\u200b\ufeff',
  '\ud800',
  '🐶🐾',
  'a@b.co\u0000.evil',
  '__proto__',
];
/** Text a client might send: any code points (lone surrogates and NUL included), classics of injection, huge strings. */
const text = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.string({ unit: 'grapheme', maxLength: 300 }),
  fc.constantFrom(...NASTY),
  fc
    .tuple(fc.constantFrom(...NASTY), fc.integer({ min: 1_000, max: 70_000 }))
    .map(([piece, n]) => piece.repeat(Math.ceil(n / Math.max(1, piece.length)))),
  fc.emailAddress().map((email) => `${email}`),
);
/** A field value of any JSON type, mostly text. */
const value = fc.oneof({ weight: 4, arbitrary: text }, fc.jsonValue({ maxDepth: 3 }), fc.constant(null), fc.integer(), fc.boolean());
const body = fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.constant(undefined));

/** Percent-encodes every UTF-8 byte (encodeURIComponent throws on a lone surrogate; a client could still send one). */
const encode = (text: string) => [...Buffer.from(text)].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');

async function count(table: string, where = ''): Promise<number> {
  return Number((await testApp.dataSource.query(`SELECT COUNT(*) AS n FROM "${table}" ${where}`))[0].n);
}

async function send(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown, headers: Record<string, string> = {}) {
  const response = await testApp.app.inject({
    method,
    url,
    remoteAddress: nextAddress(),
    headers: { ...(payload !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
    ...(payload !== undefined ? { payload: JSON.stringify(payload) } : {}),
  });
  expect(response.statusCode).toBeLessThan(500);
  return response;
}

const graphql = (query: string, variables: unknown, headers: Record<string, string> = {}) =>
  send('POST', '/graphql', { query, variables }, headers);
const RUNS = { numRuns: 60 };

/** Runs a write; when it is refused, the table must be unchanged; when accepted, it grows by at most one row. */
async function writeLeavesDataConsistent(table: string, write: () => Promise<{ statusCode: number }>) {
  const before = await count(table);
  const { statusCode } = await write();
  const after = await count(table);
  if (statusCode === 200) expect(after - before).toBeLessThanOrEqual(1);
  else expect(after).toBe(before);
}

describe('REST inputs', () => {
  it('POST /api/subscribe', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(body, fc.record({ email: value, leadMagnet: value }, { requiredKeys: [] })), (payload) =>
        writeLeavesDataConsistent('email_subscriber', () => send('POST', '/api/subscribe', payload)),
      ),
      RUNS,
    );
  });

  it('POST /api/product-submissions', async () => {
    const fields = fc.record(
      {
        productName: value,
        amazonAsin: value,
        productReference: value,
        submitterName: value,
        submitterEmail: value,
        website: value,
        status: value,
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(fc.oneof(body, fields), async (payload) => {
        await writeLeavesDataConsistent('product_submission', () => send('POST', '/api/product-submissions', payload));
        expect(await count('product_submission', "WHERE status <> 'pending'")).toBe(0);
      }),
      RUNS,
    );
  });

  it('POST /api/admin/login and /api/admin/logout never let a wrong password in', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(body, fc.record({ password: value })),
        fc.oneof(body, fc.record({ sessionId: value })),
        async (login, logout) => {
          const before = await count('admin_session');
          const response = await send('POST', '/api/admin/login', login);
          const password = (login as { password?: unknown } | null)?.password;
          if (password !== TEST_ADMIN_PASSWORD) {
            expect(response.json().success).not.toBe(true);
            expect(await count('admin_session')).toBe(before);
          }
          await send('POST', '/api/admin/logout', logout);
        },
      ),
      RUNS,
    );
    expect((await send('GET', '/api/admin/email-subscribers', undefined, { authorization: `Bearer ${token}` })).statusCode).toBe(200);
  });

  it('GET /api/content/blog-posts/{slug} and /api/articles?published=...', async () => {
    await fc.assert(
      fc.asyncProperty(text, text, async (slug, published) => {
        const post = await send('GET', `/api/content/blog-posts/${encode(slug.slice(0, 2000))}`);
        expect([200, 404, 414]).toContain(post.statusCode);
        const list = await send('GET', `/api/articles?published=${encode(published.slice(0, 2000))}&${encode(slug.slice(0, 50))}=1`);
        expect(list.statusCode).toBe(200);
      }),
      RUNS,
    );
    for (const raw of ['%E0%A4%A', '%00', '..%2F..%2Fetc%2Fpasswd', '%C0%AE%C0%AE']) {
      expect([400, 404]).toContain((await send('GET', `/api/content/blog-posts/${raw}`)).statusCode);
    }
  });

  it('admin moderation with any id and status changes nothing unless it is a valid move', async () => {
    await fc.assert(
      fc.asyncProperty(text, value, async (id, status) => {
        const before = await testApp.dataSource.query('SELECT id, status FROM product_submission ORDER BY id');
        const auth = { authorization: `Bearer ${token}` };
        const patch = await send('PATCH', `/api/admin/product-submissions/${encode(id.slice(0, 200))}/status`, { status }, auth);
        const remove = await send('DELETE', `/api/admin/product-submissions/${encode(id.slice(0, 200))}`, undefined, auth);
        if (patch.statusCode !== 200 && remove.statusCode !== 200) {
          expect(await testApp.dataSource.query('SELECT id, status FROM product_submission ORDER BY id')).toEqual(before);
        }
      }),
      RUNS,
    );
  });
});

describe('GraphQL inputs', () => {
  it('subscribe and submitProduct variables', async () => {
    await fc.assert(
      fc.asyncProperty(value, value, value, value, async (a, b, c, d) => {
        await writeLeavesDataConsistent('email_subscriber', () =>
          graphql('mutation ($input: SubscribeInput!) { subscribe(input: $input) { success } }', { input: { email: a, leadMagnet: b } }),
        );
        await writeLeavesDataConsistent('product_submission', () =>
          graphql('mutation ($input: ProductSubmissionInput!) { submitProduct(input: $input) { success } }', {
            input: { productName: a, productReference: b, submitterName: c, submitterEmail: d },
          }),
        );
      }),
      RUNS,
    );
  });

  it('query arguments: article slug, articles filters, products filter and limit', async () => {
    await fc.assert(
      fc.asyncProperty(value, value, value, value, async (slug, category, limit, filter) => {
        await graphql('query ($slug: String!) { article(slug: $slug) { id } }', { slug });
        await graphql('query ($c: String, $l: Int, $p: Boolean) { articles(category: $c, limit: $l, published: $p) { id } }', {
          c: category,
          l: limit,
          p: slug,
        });
        await graphql('query ($f: CollarFilter!, $l: Int) { products(filter: $f, limit: $l) { id } }', { f: filter, l: limit });
      }),
      RUNS,
    );
  });

  it('adminLogin, adminLogout and moderation mutations', async () => {
    await fc.assert(
      fc.asyncProperty(value, value, async (password, id) => {
        const before = await count('admin_session');
        const login = await graphql('mutation ($p: String!) { adminLogin(password: $p) { success } }', { p: password });
        if (password !== TEST_ADMIN_PASSWORD) {
          expect(login.json().data?.adminLogin?.success).not.toBe(true);
          expect(await count('admin_session')).toBe(before);
        }
        await graphql('mutation ($s: String!) { adminLogout(sessionId: $s) }', { s: password });
        await graphql(
          'mutation ($id: Int!, $s: ModerationStatus!) { updateProductSubmissionStatus(id: $id, status: $s) { id } }',
          { id, s: password },
          { authorization: `Bearer ${token}` },
        );
      }),
      RUNS,
    );
  });

  it('whole documents of arbitrary text', async () => {
    await fc.assert(
      fc.asyncProperty(text, value, async (query, variables) => void (await send('POST', '/graphql', { query, variables }))),
      RUNS,
    );
  });
});
