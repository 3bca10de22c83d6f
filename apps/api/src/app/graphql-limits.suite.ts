import fs from 'node:fs';
import path from 'node:path';
// The admin's documents are sent as Apollo Client sends them: its own transform, the only web code this test runs.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { addTypenameToDocument } from '@apollo/client/utilities';
import { getOperationAST, print, type DocumentNode } from 'graphql';
import { createSeededTestApp } from './testing';
import { GRAPHQL_LIMITS } from './graphql-limits';

const WEB_LIBS = path.resolve(__dirname, '../../../../libs/web');

/** The web app's operations, read from the committed codegen output (the web lib itself is off limits to server code). */
function siteDocuments(): Array<[string, DocumentNode]> {
  const source = fs.readFileSync(path.join(WEB_LIBS, 'graphql/src/gql/graphql.ts'), 'utf8');
  return [...source.matchAll(/^export const (\w+Document) = (\{.*\}) as unknown as DocumentNode/gm)].map(([, name, json]) => [
    name!,
    JSON.parse(json!) as DocumentNode,
  ]);
}

/** The source files of the web libs (the generated documents and tests aside). */
function webSources(dir = WEB_LIBS): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'gql' || entry.name === 'node_modules' ? [] : webSources(full);
    return /\.tsx?$/.test(entry.name) && !/\.(spec|suite)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/**
 * How the browser sends each operation: the admin's (written in libs/web/admin, whose pages run Apollo Client) with
 * `__typename` added to every selection set; the public pages' (their data layer, page-data.tsx) printed as they are.
 */
function asTheBrowserSendsThem(): Array<[string, 'Apollo Client' | 'page data', string]> {
  const definedIn = new Map<string, string>();
  for (const file of webSources()) {
    for (const [, name] of fs.readFileSync(file, 'utf8').matchAll(/\b(?:query|mutation)\s+(\w+)\s*[({]/g)) definedIn.set(name!, file);
  }
  return siteDocuments().map(([name, document]) => {
    const operation = getOperationAST(document)?.name?.value ?? '';
    const file = definedIn.get(operation);
    if (!file) throw new Error(`${name}: no web source defines operation ${operation}`);
    const admin = file.startsWith(path.join(WEB_LIBS, 'admin') + path.sep);
    return [name, admin ? 'Apollo Client' : 'page data', print(admin ? addTypenameToDocument(document) : document)];
  });
}

describe("the web app's own GraphQL documents, as the browser sends them, on a production server", () => {
  const documents = asTheBrowserSendsThem();
  let testApp: Awaited<ReturnType<typeof createSeededTestApp>>;
  beforeAll(async () => {
    testApp = await createSeededTestApp({ NODE_ENV: 'production' });
  });
  afterAll(() => testApp.close());

  it("are all found, the admin's and the public pages'", () => {
    expect(documents.length).toBeGreaterThanOrEqual(70);
    expect(documents.filter(([, client]) => client === 'Apollo Client').length).toBeGreaterThanOrEqual(40);
    expect(documents.filter(([, client]) => client === 'page data').length).toBeGreaterThanOrEqual(15);
  });

  // Sent without a session or variables: an admin operation is then refused as UNAUTHENTICATED and one that needs
  // variables as BAD_USER_INPUT, both after parsing and validation passed, so nothing is written.
  it.each(documents)(
    '%s (sent by %s) passes parsing, validation and the token, depth, alias, cost and row limits',
    async (_name, _client, query) => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json' },
        payload: { query },
      });
      const refusals = ((response.json().errors ?? []) as Array<{ message: string; extensions?: { code?: string } }>)
        .filter((error) => ['GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED'].includes(error.extensions?.code ?? ''))
        .map((error) => error.message);
      expect(refusals).toEqual([]);
    },
  );
});

describe('GraphQL limits on real responses', () => {
  let testApp: Awaited<ReturnType<typeof createSeededTestApp>>;
  beforeAll(async () => {
    testApp = await createSeededTestApp({});
  });
  afterAll(() => testApp.close());

  const post = (payload: unknown) =>
    testApp.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });

  it('answers an ordinary query', async () => {
    const response = await post({ query: '{ faqs { id question } }' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.faqs.length).toBeGreaterThan(0);
  });

  it.each([
    [
      'too deep',
      `{ faqs { ${'id ... on Faq { '.repeat(GRAPHQL_LIMITS.maxDepth + 2)}id${' }'.repeat(GRAPHQL_LIMITS.maxDepth + 2)} } }`,
      'Query is too deep',
    ],
    [
      'too many aliases',
      `{ ${Array.from({ length: GRAPHQL_LIMITS.maxAliases + 1 }, (_, i) => `a${i}: faqs { id }`).join(' ')} }`,
      'Query uses too many aliases',
    ],
    // Within the depth limit, but every field is counted 1.5 times more per level: 1.5^7 x 150 fields is far over 1000.
    [
      'too expensive',
      `{ faqs { ${'... on Faq { '.repeat(GRAPHQL_LIMITS.maxDepth - 1)}${'question answer '.repeat(75)}${' }'.repeat(GRAPHQL_LIMITS.maxDepth - 1)} } }`,
      'Query is too expensive',
    ],
  ])('refuses a query that is %s before running it', async (_name, query, message) => {
    const response = await post({ query });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.data).toBeUndefined();
    expect(body.errors.map((error: { message: string }) => error.message).join(' ')).toContain(message);
  });

  it('refuses a document with too many tokens while parsing', async () => {
    const response = await post({ query: `{ faqs { ${'id '.repeat(GRAPHQL_LIMITS.maxTokens)} } }` });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].message).toMatch(/more tha[nt] 1000 tokens/);
  });

  // graphql-armor multiplies by a literal `first` only; a variable (what clients send) or `limit` counts as the cap here.
  const ROWS = 'id name slug description price rating material width bestFor';
  const pages = (count: number) =>
    `query ($n: Int) { ${Array.from({ length: count }, (_, i) => `a${i}: productsConnection(first: $n) { nodes { ${ROWS} related { ${ROWS} } } }`).join(' ')} }`;

  it('answers a page of 100 collars with their related collars, asked for by a variable', async () => {
    const response = await post({ query: pages(1), variables: { n: 100 } });
    expect(response.json().errors).toBeUndefined();
    expect(response.json().data.a0.nodes.length).toBeGreaterThan(0);
  });

  it('refuses ten such pages at once before running them: too many rows', async () => {
    const response = await post({ query: pages(GRAPHQL_LIMITS.maxAliases), variables: { n: 100 } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((error: { message: string }) => error.message)).toEqual(['Query asks for too many rows']);
  });

  it('counts a page size written in the document as one asked for by a variable: ten pages of first: 100 are refused too', async () => {
    const response = await post({ query: pages(GRAPHQL_LIMITS.maxAliases).replace(/\$n\)/g, '100)').replace('($n: Int) ', '') });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((error: { message: string }) => error.message)).toEqual(['Query asks for too many rows']);
  });

  // The public articles connection is counted the same way: a post's body is its largest field.
  const POST_FIELDS = 'id slug title excerpt author category metaDescription readingTime wordCount content published createdAt';
  const postPages = (count: number) =>
    `query ($n: Int) { ${Array.from({ length: count }, (_, i) => `a${i}: articlesConnection(first: $n) { nodes { ${POST_FIELDS} } }`).join(' ')} }`;

  it('answers a page of 100 posts asked for by a variable, and refuses ten such pages at once', async () => {
    const one = await post({ query: postPages(1), variables: { n: 100 } });
    expect(one.json().errors).toBeUndefined();
    expect(one.json().data.a0.nodes.length).toBeGreaterThan(0);
    const ten = await post({ query: postPages(GRAPHQL_LIMITS.maxAliases), variables: { n: 100 } });
    expect(ten.statusCode).toBe(400);
    expect(ten.json().errors.map((error: { message: string }) => error.message)).toEqual(['Query asks for too many rows']);
  });

  it('refuses batched requests', async () => {
    const response = await post([{ query: '{ faqs { id } }' }, { query: '{ products { id } }' }]);
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toContain('"faqs"');
  });

  it('answers a failure inside a resolver with no SQL and no stack', async () => {
    await testApp.dataSource.query('ALTER TABLE "faq" RENAME TO "faq_gone"');
    try {
      const graphql = await post({ query: '{ faqs { id } }' });
      expect(graphql.json().errors).toEqual([
        { message: 'Internal server error', path: ['faqs'], extensions: { code: 'INTERNAL_SERVER_ERROR' } },
      ]);
      const rest = await testApp.app.inject('/api/faqs');
      expect(rest.statusCode).toBe(500);
      expect(rest.json()).toEqual({ success: false, error: 'Internal server error' });
      for (const body of [graphql.body, rest.body]) expect(body).not.toMatch(/SQLITE|faq_gone|no such table|SELECT|\.ts:\d+|at /);
    } finally {
      await testApp.dataSource.query('ALTER TABLE "faq_gone" RENAME TO "faq"');
    }
  });

  it('offers field suggestions outside production only', async () => {
    const response = await post({ query: '{ faq { id } }' });
    expect(response.json().errors[0].message).toMatch(/Did you mean/);
  });
});

describe('GraphQL in production', () => {
  let testApp: Awaited<ReturnType<typeof createSeededTestApp>>;
  beforeAll(async () => {
    testApp = await createSeededTestApp({ NODE_ENV: 'production' });
  });
  afterAll(() => testApp.close());

  const post = (payload: unknown) =>
    testApp.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });

  it('refuses introspection', async () => {
    const response = await post({ query: '{ __schema { types { name } } }' });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toContain('"types"');
  });

  it('hides field and enum suggestions', async () => {
    const field = await post({ query: '{ faq { id } }' });
    expect(field.json().errors[0].message).toBe('Cannot query field "faq" on type "Query".');
    const enumValue = await post({ query: 'query ($f: CollarFilter!) { products(filter: $f) { id } }', variables: { f: 'PREMUIM' } });
    expect(enumValue.body).toContain('PREMUIM');
    expect(enumValue.body).not.toMatch(/Did you mean|PREMIUM/);
  });
});
