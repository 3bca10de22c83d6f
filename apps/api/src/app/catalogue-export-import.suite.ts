import { Revision } from '@bcg/server/revisions';
import { createEmptyTestApp, createSeededTestApp, TEST_ADMIN_PASSWORD } from './testing';

// Catalogue export and import through REST and GraphQL: the round trip row by row, an import into
// an empty site, the dry run, the all-or-nothing transaction and the 20 MB body cap of the import alone.
type TestApp = Awaited<ReturnType<typeof createSeededTestApp>>;
type Method = 'GET' | 'POST';
type Json = Record<string, unknown>;
type CatalogueFile = { exportedAt: string; products: Json[]; articles: Json[]; faqs: Json[] } & Json;

let site: TestApp;
let token: string;

async function login(app: TestApp): Promise<string> {
  return (await call(app, 'POST', '/api/admin/login', { body: { password: TEST_ADMIN_PASSWORD } })).json().sessionId;
}

function call(app: TestApp, method: Method, url: string, options: { token?: string; body?: unknown; payload?: string } = {}) {
  const payload = options.payload ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  return app.app.inject({
    method,
    url,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(payload !== undefined ? { payload } : {}),
  });
}

const exportOf = async (app: TestApp, bearer: string): Promise<CatalogueFile> =>
  (await call(app, 'GET', '/api/admin/export', { token: bearer })).json();
const importInto = (app: TestApp, bearer: string, file: unknown, dryRun: boolean) =>
  call(app, 'POST', `/api/admin/import?dryRun=${dryRun}`, { token: bearer, body: file });
/** What an export says apart from the moment it was made. */
const content = ({ exportedAt: _at, ...rest }: CatalogueFile) => rest;
/** Public answers without the ids, which differ from site to site. */
const withoutIds = (rows: Json[]) => rows.map(({ id: _id, ...rest }) => rest);
const publicReads = async (app: TestApp) => ({
  products: withoutIds((await call(app, 'GET', '/api/products')).json()),
  articles: withoutIds((await call(app, 'GET', '/api/articles')).json()),
  faqs: withoutIds((await call(app, 'GET', '/api/faqs')).json()),
});
const revisionCount = (app: TestApp) => app.dataSource.getRepository(Revision).count();

beforeAll(async () => {
  site = await createSeededTestApp({}, { revisionCheckMs: 0 });
  token = await login(site);
});
afterAll(() => site.close());

describe('catalogue export', () => {
  it.each([
    ['GET', '/api/admin/export'],
    ['GET', '/api/admin/export/products.csv'],
    ['POST', '/api/admin/import?dryRun=true'],
  ] as const)('%s %s answers 401 without a valid bearer session', async (method, url) => {
    const body = method === 'POST' ? { formatVersion: 1 } : undefined;
    expect((await call(site, method, url, { body })).statusCode).toBe(401);
    expect((await call(site, method, url, { token: 'forged', body })).statusCode).toBe(401);
  });

  it('gives products (in order, archived ones too), articles (drafts too) and FAQs under the public names, as a dated download', async () => {
    const response = await call(site, 'GET', '/api/admin/export', { token });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="bulldog-collar-guide-catalogue-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const file = response.json() as CatalogueFile;
    expect(file).toMatchObject({ format: 'bulldog-collar-guide/catalogue', formatVersion: 1, exportedAt: expect.any(String) });
    const publicProducts = (await call(site, 'GET', '/api/products')).json() as Json[];
    const admin = (await call(site, 'GET', '/api/admin/products?limit=100', { token })).json() as Json[];
    expect(file.products.map((product) => product['amazonAsin'])).toEqual(admin.map((product) => product['amazonAsin']));
    expect(file.products.map((product) => product['order'])).toEqual(admin.map((_, index) => index + 1));
    // Every field of the public GET (bar the computed ones, the id and the availability the retailer sync reads at
    // Amazon, which is no part of the owner's catalogue) comes with the same value.
    for (const row of publicProducts) {
      const { id: _id, editorialScore: _score, priceIsFresh: _fresh, availability: _availability, ...fields } = row;
      expect(file.products.find((product) => product['amazonAsin'] === row['amazonAsin'])).toMatchObject(fields);
    }
    const adminArticles = (await call(site, 'GET', '/api/admin/articles', { token })).json() as Json[];
    expect(file.articles.map((article) => article['slug']).sort()).toEqual(adminArticles.map((article) => article['slug']).sort());
    expect(file.articles.some((article) => article['published'] === false)).toBe(true);
    expect(file.faqs).toEqual(
      (await call(site, 'GET', '/api/faqs'))
        .json()
        .map(({ question, answer }: Json, index: number) => ({ order: index + 1, question, answer })),
    );
  });

  it('gives the products as a CSV download, one row each in catalogue order', async () => {
    const response = await call(site, 'GET', '/api/admin/export/products.csv', { token });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/filename="bulldog-collar-guide-products-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = response.body.trimEnd().split('\r\n');
    const file = await exportOf(site, token);
    expect(lines[0]).toMatch(/^Order,Name,Slug,ASIN,Price,/);
    expect(lines).toHaveLength(file.products.length + 1);
    expect(lines[1]).toContain(String(file.products[0]?.['amazonAsin']));
  });

  it('answers the same catalogue over GraphQL, typed', async () => {
    const response = await site.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      payload: {
        query:
          '{ catalogueExport { formatVersion products { amazonAsin slug rank } articles { slug markdown published } faqs { question } } }',
      },
    });
    const { data } = response.json();
    const file = await exportOf(site, token);
    expect(data.catalogueExport.formatVersion).toBe(1);
    expect(data.catalogueExport.products.map((product: Json) => product['amazonAsin'])).toEqual(
      file.products.map((product) => product['amazonAsin']),
    );
    expect(data.catalogueExport.faqs.map((faq: Json) => faq['question'])).toEqual(file.faqs.map((faq) => faq['question']));
  });
});

describe('catalogue import', () => {
  it('recreates the site in an empty database: the export of the copy equals the original row by row, and so do the public reads', async () => {
    const original = await exportOf(site, token);
    const copy = await createEmptyTestApp({}, { revisionCheckMs: 0 });
    try {
      const copyToken = await login(copy);
      expect((await exportOf(copy, copyToken)).products).toEqual([]);
      const response = await importInto(copy, copyToken, original, false);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        success: true,
        dryRun: false,
        products: { created: original.products.length, updated: 0, unchanged: 0, errors: 0 },
        articles: { created: original.articles.length, updated: 0, unchanged: 0, errors: 0 },
        faqs: { created: original.faqs.length, updated: 0, unchanged: 0, errors: 0 },
        errors: [],
      });
      const copied = await exportOf(copy, copyToken);
      for (const kind of ['products', 'articles', 'faqs'] as const) {
        expect(copied[kind]).toHaveLength(original[kind].length);
        copied[kind].forEach((row, index) => expect([kind, index, row]).toEqual([kind, index, original[kind][index]]));
      }
      expect(await publicReads(copy)).toEqual(await publicReads(site));
      // Every imported product and article has its first revision, credited to the import.
      expect(await revisionCount(copy)).toBe(original.products.length + original.articles.length);

      // The same file again changes nothing and records nothing.
      const again = (await importInto(copy, copyToken, original, false)).json();
      expect(again.products).toEqual({ created: 0, updated: 0, unchanged: original.products.length, errors: 0 });
      expect(again.articles).toEqual({ created: 0, updated: 0, unchanged: original.articles.length, errors: 0 });
      expect(again.faqs).toEqual({ created: 0, updated: 0, unchanged: original.faqs.length, errors: 0 });
      expect(await revisionCount(copy)).toBe(original.products.length + original.articles.length);
    } finally {
      await copy.close();
    }
  });

  it('gets the same site back after a wipe through the API (DELETE of every product, article and FAQ)', async () => {
    const copy = await createSeededTestApp({}, { revisionCheckMs: 0 });
    try {
      const bearer = await login(copy);
      const original = await exportOf(copy, bearer);
      const reads = await publicReads(copy);
      const admin = async (url: string) => (await call(copy, 'GET', url, { token: bearer })).json() as Json[];
      const remove = async (url: string) =>
        expect((await copy.app.inject({ method: 'DELETE', url, headers: { authorization: `Bearer ${bearer}` } })).statusCode).toBe(200);
      for (const { id } of await admin('/api/admin/products?limit=100')) await remove(`/api/admin/products/${id}`);
      for (const { id } of await admin('/api/admin/articles')) await remove(`/api/admin/articles/${id}`);
      for (const { id } of await admin('/api/admin/faqs')) await remove(`/api/admin/faqs/${id}`);
      expect(await publicReads(copy)).toEqual({ products: [], articles: [], faqs: [] });

      expect((await importInto(copy, bearer, original, false)).statusCode).toBe(200);
      expect(content(await exportOf(copy, bearer))).toEqual(content(original));
      expect(await publicReads(copy)).toEqual(reads);
    } finally {
      await copy.close();
    }
  });

  it('a dry run says what would be created, updated and unchanged, and writes nothing', async () => {
    const before = await exportOf(site, token);
    const [revisions, reads] = [await revisionCount(site), await publicReads(site)];
    const file = structuredClone(before);
    const first = file.products[0] as Json;
    first['price'] = '$12.34';
    file.faqs.push({ question: 'Does a martingale collar suit a bulldog?', answer: 'Only when fitted to the neck, never the head.' });
    const response = await importInto(site, token, file, true);
    expect(response.statusCode).toBe(200);
    const report = response.json();
    expect(report).toMatchObject({
      dryRun: true,
      products: { created: 0, updated: 1, unchanged: before.products.length - 1, errors: 0 },
      faqs: { created: 1, updated: 0, unchanged: before.faqs.length, errors: 0 },
      errors: [],
    });
    // Each row by name, and for an update the fields that change: what the dashboard lists before a real run.
    expect(report.rows).toContainEqual({
      kind: 'products',
      row: 1,
      key: first['amazonAsin'],
      action: 'updated',
      name: first['name'],
      changes: ['price'],
    });
    expect(report.rows).toContainEqual({
      kind: 'faqs',
      row: file.faqs.length,
      key: 'Does a martingale collar suit a bulldog?',
      action: 'created',
      name: 'Does a martingale collar suit a bulldog?',
      changes: [],
    });
    expect(report.errorsTruncated).toBe(false);
    expect(content(await exportOf(site, token))).toEqual(content(before));
    expect(await revisionCount(site)).toBe(revisions);
    expect(await publicReads(site)).toEqual(reads);
  });

  it('a bad row refuses the whole import with 400 naming every row and field, and nothing is written', async () => {
    const before = await exportOf(site, token);
    const [revisions, reads] = [await revisionCount(site), await publicReads(site)];
    const file = structuredClone(before);
    (file.products[0] as Json)['price'] = '$12.34'; // a good change, rolled back with the rest
    (file.products[2] as Json)['price'] = 'cheap';
    (file.articles[1] as Json)['title'] = '';
    file.faqs.push({ question: 'A brand new question?', answer: 'A brand new answer.' });

    const preview = (await importInto(site, token, file, true)).json();
    expect(preview.errors).toEqual([
      { kind: 'products', row: 3, key: (file.products[2] as Json)['amazonAsin'], field: 'price', message: expect.stringMatching(/price/i) },
      { kind: 'articles', row: 2, key: (file.articles[1] as Json)['slug'], field: 'title', message: 'title is required' },
    ]);

    const refused = await importInto(site, token, file, false);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      success: false,
      error: expect.stringMatching(/^Nothing was imported: 2 problems .*products row 3, price/),
      fields: { 'products[3].price': expect.any(String), 'articles[2].title': 'title is required' },
    });
    expect(content(await exportOf(site, token))).toEqual(content(before));
    expect(await revisionCount(site)).toBe(revisions);
    expect(await publicReads(site)).toEqual(reads);
  });

  it('names malformed rows, duplicates and an unknown format version', async () => {
    const file = {
      formatVersion: 1,
      products: [{ amazonAsin: 'B0TEST0001', reviewCount: 'many' }],
      faqs: [
        { question: 'Twice?', answer: 'Once.' },
        { question: 'Twice?', answer: 'Twice.' },
      ],
    };
    const report = (await importInto(site, token, file, true)).json();
    expect(report.errors).toEqual([
      {
        kind: 'products',
        row: 1,
        key: 'B0TEST0001',
        field: 'reviewCount',
        message: 'Review count must be a whole number, 0 or more, e.g. 1,204',
      },
      { kind: 'faqs', row: 2, key: 'Twice?', field: 'question', message: 'question appears in an earlier row of the file' },
    ]);
    const wrongVersion = await importInto(site, token, { formatVersion: 2 }, true);
    expect(wrongVersion.statusCode).toBe(400);
    expect(wrongVersion.json().error).toMatch(/formatVersion/);
  });

  it('a real import writes each change with its revision, and the public reads show it at once', async () => {
    const file = await exportOf(site, token);
    const target = file.products[1] as Json;
    target['price'] = '$41.00';
    const moved = file.products.splice(1, 1)[0] as Json;
    file.products.unshift(moved);
    const response = await importInto(site, token, { formatVersion: 1, products: [moved] }, false);
    expect(response.json().products).toEqual({ created: 0, updated: 1, unchanged: 0, errors: 0 });
    const publicFirst = (await call(site, 'GET', '/api/products')).json()[0];
    expect(publicFirst).toMatchObject({ amazonAsin: moved['amazonAsin'], price: '$41.00' });
    const admin = (await call(site, 'GET', '/api/admin/products?limit=100', { token })).json() as Json[];
    const revisions = (await call(site, 'GET', `/api/admin/products/${admin[0]?.['id']}/revisions`, { token })).json();
    expect(revisions[0]).toMatchObject({ author: 'catalogue import', changedFields: expect.arrayContaining(['price']) });
  });

  it('imports over GraphQL through the same service (dry run)', async () => {
    const response = await site.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      payload: {
        query:
          'mutation ($input: CatalogueImportInput!) { importCatalogue(input: $input, dryRun: true) { dryRun faqs { created } errors { kind row field } } }',
        variables: {
          input: {
            formatVersion: 1,
            faqs: [
              { question: 'New over GraphQL?', answer: 'Yes.' },
              { question: ' ', answer: 'x' },
            ],
          },
        },
      },
    });
    expect(response.json().data.importCatalogue).toEqual({
      dryRun: true,
      faqs: { created: 1 },
      errors: [{ kind: 'FAQS', row: 2, field: 'question' }],
    });
  });
});

describe('import body size', () => {
  // Padding in a field that is never read makes a file of any size without changing what it says.
  const padded = (bytes: number) => {
    // exportedAt is part of the format and never read: room for any amount of padding.
    const head = JSON.stringify({ formatVersion: 1, faqs: [], exportedAt: '' });
    return head.replace('"exportedAt":""', `"exportedAt":"${'x'.repeat(bytes - head.length)}"`);
  };

  it('accepts a 1 MB file (over the 64 KB cap of every other body)', async () => {
    const response = await call(site, 'POST', '/api/admin/import?dryRun=true', { token, payload: padded(1024 * 1024) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ dryRun: true, errors: [] });
  });

  it('refuses a 21 MB file with 413, and other routes keep their 64 KB cap', async () => {
    const response = await call(site, 'POST', '/api/admin/import?dryRun=true', { token, payload: padded(21 * 1024 * 1024) });
    expect(response.statusCode).toBe(413);
    const faq = await call(site, 'POST', '/api/admin/faqs', {
      token,
      payload: JSON.stringify({ question: 'q?', answer: 'x'.repeat(70 * 1024) }),
    });
    expect(faq.statusCode).toBe(413);
  });
});

describe('a file no export could have written', () => {
  const nested = (depth: number): unknown => (depth === 0 ? 'x' : [nested(depth - 1)]);
  const badRows = (count: number) =>
    Array.from({ length: count }, (_, i) => ({ amazonAsin: `B0${String(i).padStart(8, '0')}`, name: 1, price: 2, rating: 3 }));
  const post = (document: unknown, dryRun: boolean) =>
    call(site, 'POST', `/api/admin/import${dryRun ? '?dryRun=true' : ''}`, { token, payload: JSON.stringify(document) });

  it('is refused whole with one 400 for its shape (too deep, unknown keys), before any row is read', async () => {
    const deep = await post({ formatVersion: 1, products: [...badRows(500), { name: 'Deep', features: nested(60) }] }, true);
    expect(deep.statusCode).toBe(400);
    expect(deep.json()).toMatchObject({
      success: false,
      // Read from the text before it is parsed: parsing millions of nested lists would itself hold up the server.
      error: 'Nothing was imported: the file nests values deeper than a catalogue file does (at most 6 levels of objects and lists)',
    });
    const unknown = await post({ formatVersion: 1, subscribers: [{ email: 'a@example.com' }] }, true);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toContain('"subscribers" is not part of a catalogue file');
  });

  it('answers the first 100 problems of a file full of bad rows, and says there are more', async () => {
    const dry = await post({ formatVersion: 1, products: badRows(2_000) }, true);
    expect(dry.statusCode).toBe(200);
    expect(dry.json()).toMatchObject({ errorsTruncated: true, products: { errors: 100 } });
    expect(dry.json().errors).toHaveLength(100);
    const real = await post({ formatVersion: 1, products: badRows(2_000) }, false);
    expect(real.statusCode).toBe(400);
    expect(real.json().error).toMatch(
      /^Nothing was imported: at least 100 problems in the file .*First 100 errors shown; fix these and try again\.$/,
    );
    expect(Object.keys(real.json().fields)).toHaveLength(100);
  });
});
