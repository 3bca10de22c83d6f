import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { REST_ROUTES } from '@bcg/server/rest';
import { createSeededTestApp, TEST_ADMIN_PASSWORD } from './testing';

/**
 * The REST adapter's contract: every route validates its params, query and body against its schema before any
 * handler runs (400 naming the field, in the usual error body), ids are 1 to 2^31 - 1 at the edge (a larger one used
 * to reach PostgreSQL and answer 500), and GET /api/openapi.json publishes the same schemas as OpenAPI 3.1.
 */
let testApp: Awaited<ReturnType<typeof createSeededTestApp>>;
let token: string;

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, options: { body?: unknown; token?: string; raw?: string } = {}) =>
  testApp.app.inject({
    method,
    url,
    remoteAddress: '192.0.2.44',
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body !== undefined || options.raw !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(options.raw !== undefined ? { payload: options.raw } : options.body !== undefined ? { payload: JSON.stringify(options.body) } : {}),
  });

beforeAll(async () => {
  testApp = await createSeededTestApp();
  token = (await call('POST', '/api/admin/login', { body: { password: TEST_ADMIN_PASSWORD } })).json().sessionId;
});
afterAll(() => testApp.close());

/** Runs the independent OpenAPI validator in its own Node process (it is an ES module; these tests are CommonJS). */
function validateOpenApi(document: string): Promise<{ valid: boolean; errors: unknown }> {
  return new Promise((done, fail) => {
    const child = execFile(process.execPath, [resolve(__dirname, '../../../../tools/openapi/validate-openapi.mjs')], (error, stdout) => {
      if (stdout) done(JSON.parse(stdout));
      else fail(error ?? new Error('the validator printed nothing'));
    });
    child.stdin?.end(document);
  });
}

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document (checked by an independent validator) with info, tags and the bearer scheme', async () => {
    const response = await call('GET', '/api/openapi.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const document = response.json();
    expect(await validateOpenApi(response.body)).toEqual({ valid: true, errors: null });
    expect(document.openapi).toBe('3.1.0');
    expect(document.info).toMatchObject({
      title: expect.any(String),
      version: expect.any(String),
      description: expect.stringContaining('body/status'),
    });
    expect(document.components.securitySchemes.adminSession).toEqual(expect.objectContaining({ type: 'http', scheme: 'bearer' }));
    expect(document.tags.map((tag: { name: string }) => tag.name)).toEqual([
      'catalogue',
      'content',
      'forms',
      'content-generation',
      'mail',
      'admin',
    ]);
  });

  it('lists exactly the routes of the table, each with its method, schemas and error body; admin ones need the session', async () => {
    const document = (await call('GET', '/api/openapi.json')).json();
    const operations = Object.entries(document.paths as Record<string, Record<string, unknown>>).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const table = REST_ROUTES.map((route) => `${route.method} ${route.url.replace(/:(\w+)/g, '{$1}')}`);
    expect(operations.sort()).toEqual([...table].sort());
    // The catch-all of unknown /api paths (and the document itself) are not operations of the API.
    expect(
      Object.keys(document.paths).filter(
        (path) => path.includes('*') || path === '/api' || path === '/api/' || path.endsWith('openapi.json'),
      ),
    ).toEqual([]);
    for (const route of REST_ROUTES) {
      const operation = document.paths[route.url.replace(/:(\w+)/g, '{$1}')][route.method.toLowerCase()];
      expect(operation).toMatchObject({ operationId: route.operationId, summary: route.summary, tags: [route.tag] });
      expect(Object.keys(operation.responses)).toEqual(['200', '4XX', '5XX']);
      expect(operation.responses['4XX'].content['application/json'].schema.required).toEqual(expect.arrayContaining(['success', 'error']));
      expect(operation.security).toEqual(route.admin ? [{ adminSession: [] }] : undefined);
      if (route.url.includes(':id')) {
        // Every path parameter is a row id (a product's revision too: /revisions/:revisionId); a restore also reads a query.
        expect(operation.parameters.filter((parameter: { in: string }) => parameter.in === 'path')).toEqual(
          [...route.url.matchAll(/:(\w+)/g)].map(([, name]) =>
            expect.objectContaining({
              in: 'path',
              name,
              required: true,
              schema: expect.objectContaining({ type: 'integer', minimum: 1, maximum: 2147483647 }),
            }),
          ),
        );
      }
    }
    const subscribe = document.paths['/api/subscribe'].post;
    expect(subscribe.requestBody.content['application/json'].schema).toMatchObject({
      required: ['email'],
      properties: { email: { type: 'string' } },
    });
    const products = document.paths['/api/products'].get.responses['200'].content['application/json'].schema;
    // A text of the product schema (its limits published with it) or null.
    expect(products.items.properties.badge.anyOf.map((member: { type: string }) => member.type)).toEqual(['string', 'null']);
    expect(products.items.properties.badge.anyOf[0]).toMatchObject({ maxLength: 60 });
    expect(
      document.paths['/api/content/test-generate'].post.responses['4XX'].content['application/json'].schema.properties.message,
    ).toMatchObject({
      enum: ['Content generation failed'],
    });
  });

  it('is not shadowed by the catch-all, which still answers unknown /api paths with a JSON 404', async () => {
    for (const url of ['/api/openapi.yaml', '/api/openapi.json/x', '/api/docs']) {
      const response = await call('GET', url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, error: `No API endpoint GET ${url}` });
    }
  });
});

describe('schema validation at the edge', () => {
  it.each([
    ['a missing email', {}, 'Email address is required'],
    ['no body object at all', null, 'Email address is required'],
    ['a number for the email', { email: 42 }, 'Please enter a valid email address'],
    ['an array for the email (never coerced to its item)', { email: ['reader@example.com'] }, 'Please enter a valid email address'],
  ])("POST /api/subscribe with %s keeps the site's message", async (_case, body, message) => {
    const response = await call('POST', '/api/subscribe', { body });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, error: message, fields: { email: message } });
  });

  it.each([
    // The shared sign-up schema's own words, the ones GraphQL answers too.
    [
      'POST',
      '/api/subscribe',
      { email: 'reader@example.com', leadMagnet: 'x'.repeat(121) },
      'leadMagnet must be text of at most 120 characters',
    ],
    [
      'POST',
      '/api/product-submissions',
      { productName: 7, amazonAsin: 'B0CX7K2M9Q', submitterEmail: 'a@example.com' },
      'body/productName must be a string',
    ],
    ['POST', '/api/admin/login', { password: 12345 }, 'body/password must be a string'],
    ['POST', '/api/admin/login', {}, 'body/password is required'],
    ['POST', '/api/admin/logout', { sessionId: ['x'] }, 'body/sessionId must be a string'],
    ['PATCH', '/api/admin/product-submissions/1/status', { status: 'pending' }, 'body/status must be one of approved, rejected'],
    ['PATCH', '/api/admin/product-submissions/1/status', { status: ['approved'] }, 'body/status must be one of approved, rejected'],
    ['PATCH', '/api/admin/articles/1/published', { published: 'true' }, 'body/published must be true or false'],
    ['PATCH', '/api/admin/articles/1/published', { published: 1 }, 'body/published must be true or false'],
  ] as const)('%s %s %j answers 400 naming the field', async (method, url, body, message) => {
    const response = await call(method, url, { body, token });
    expect(response.statusCode).toBe(400);
    const field = /^(?:body\/)?(\w+) /.exec(message)?.[1] ?? '';
    expect(response.json()).toEqual({ success: false, error: message, fields: { [field]: message } });
  });

  it("reports every invalid field of a form at once, with the site's messages where it has them", async () => {
    const response = await call('POST', '/api/product-submissions', { body: { submitterName: 5 } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      error: 'Product name is required',
      fields: {
        productName: 'Product name is required',
        productReference: 'Enter the Amazon ASIN or the product’s Amazon link',
        submitterName: 'body/submitterName must be a string of at most 120 characters or null',
        submitterEmail: 'Email address is required',
      },
    });
  });

  it('checks the admin session before the input, so a caller without one learns nothing about it', async () => {
    expect((await call('PATCH', '/api/admin/product-submissions/abc/status', { body: { status: 'nope' } })).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/articles/99999999999')).statusCode).toBe(401);
  });

  it('refuses admin article ids outside 1 to 2^31 - 1 with 400 before the database (PostgreSQL answered 500 for 2^31)', async () => {
    for (const id of ['2147483648', '99999999999999999999', '0', '-1', 'abc', '1.5', '0x10', '%20%201']) {
      for (const response of [
        await call('GET', `/api/admin/articles/${id}`, { token }),
        await call('PATCH', `/api/admin/articles/${id}/published`, { token, body: { published: true } }),
      ]) {
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ success: false, error: 'params/id must be an integer from 1 to 2147483647' });
      }
    }
    // The largest storable id is valid: simply not found.
    expect((await call('GET', '/api/admin/articles/2147483647', { token })).statusCode).toBe(404);
    expect((await call('PATCH', '/api/admin/articles/2147483647/published', { token, body: { published: true } })).statusCode).toBe(404);
    expect((await call('DELETE', '/api/admin/product-submissions/2147483647', { token })).statusCode).toBe(404);
  });

  it('ignores fields a body does not define, and keeps the ?published filter lenient as its clients use it', async () => {
    const subscribed = await call('POST', '/api/subscribe', { body: { email: 'extra-fields@example.com', id: 5, admin: true } });
    expect(subscribed.json()).toEqual({
      success: true,
      message: 'Check your inbox and confirm your email address. Your sizing guide will be sent to your email shortly.',
    });
    expect((await call('GET', '/api/articles?published=yes')).statusCode).toBe(200);
  });
});
