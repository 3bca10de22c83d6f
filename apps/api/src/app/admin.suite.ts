import { ProductSubmission } from '@bcg/server/submissions';
import { createSeededTestApp, TEST_ADMIN_PASSWORD } from './testing';

let testApp: Awaited<ReturnType<typeof createSeededTestApp>>;

beforeAll(async () => {
  testApp = await createSeededTestApp();
});
afterAll(() => testApp.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, options: { token?: string; body?: unknown; ip?: string } = {}) =>
  testApp.app.inject({
    method,
    url,
    remoteAddress: options.ip ?? '203.0.113.10',
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(options.body !== undefined ? { payload: JSON.stringify(options.body) } : {}),
  });

async function login(ip = '203.0.113.10'): Promise<string> {
  const response = await call('POST', '/api/admin/login', { body: { password: TEST_ADMIN_PASSWORD }, ip });
  expect(response.statusCode).toBe(200);
  return response.json().sessionId;
}

async function submission(name: string): Promise<number> {
  await call('POST', '/api/product-submissions', {
    body: { productName: name, amazonAsin: 'B0ADMIN001', submitterEmail: 'a@example.com' },
  });
  const row = await testApp.dataSource.getRepository(ProductSubmission).findOneByOrFail({ productName: name });
  return row.id;
}

describe('admin login and logout', () => {
  it('answers {success, sessionId} for the right password and {success: false} otherwise', async () => {
    const token = await login();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const wrong = await call('POST', '/api/admin/login', { body: { password: 'nope' }, ip: '203.0.113.11' });
    expect(wrong.statusCode).toBe(200);
    expect(wrong.json()).toEqual({ success: false });
  });

  it('logout ends the session; unknown ids are ignored', async () => {
    const token = await login();
    expect((await call('POST', '/api/admin/logout', { body: { sessionId: token } })).json()).toEqual({ success: true });
    expect((await call('GET', '/api/admin/product-submissions', { token })).statusCode).toBe(401);
    expect((await call('POST', '/api/admin/logout', { body: { sessionId: 'never-issued' } })).statusCode).toBe(200);
  });

  it('answers 429 after 5 failures from one address, while other addresses still get in', async () => {
    for (let i = 0; i < 5; i++) await call('POST', '/api/admin/login', { body: { password: 'guess' }, ip: '198.51.100.7' });
    const locked = await call('POST', '/api/admin/login', { body: { password: TEST_ADMIN_PASSWORD }, ip: '198.51.100.7' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toMatch(/Too many failed login attempts/);
    expect(await login('198.51.100.8')).toBeTruthy();
  });
});

describe('admin REST calls', () => {
  it.each([
    ['GET', '/api/admin/product-submissions'],
    ['GET', '/api/admin/email-subscribers'],
    ['PATCH', '/api/admin/product-submissions/1/status'],
    ['DELETE', '/api/admin/product-submissions/1'],
  ] as const)('%s %s answers 401 without a valid bearer session', async (method, url) => {
    for (const token of [undefined, 'forged-token']) {
      const response = await call(method, url, { token, body: method === 'PATCH' ? { status: 'approved' } : undefined });
      expect(response.statusCode).toBe(401);
      expect(response.json().success).toBe(false);
    }
  });

  it('lists submissions and subscribers with the legacy fields', async () => {
    const token = await login();
    await submission('Listed Collar');
    await call('POST', '/api/subscribe', { body: { email: 'listed@example.com' } });
    const submissions = (await call('GET', '/api/admin/product-submissions', { token })).json();
    expect(submissions[0]).toEqual({
      id: expect.any(Number),
      productName: 'Listed Collar',
      amazonAsin: 'B0ADMIN001',
      submitterName: null,
      submitterEmail: 'a@example.com',
      status: 'pending',
      submittedAt: expect.any(String),
    });
    const subscribers = (await call('GET', '/api/admin/email-subscribers', { token })).json();
    expect(subscribers[0]).toEqual({
      id: expect.any(Number),
      email: 'listed@example.com',
      leadMagnet: null,
      subscribedAt: expect.any(String),
      // The legacy shape plus the double opt-in status.
      status: 'pending',
    });
  });

  it('moves pending to approved or rejected only, and deletes', async () => {
    const token = await login();
    const approve = await submission('Approve Me');
    const reject = await submission('Reject Me');
    const patch = (id: number, status: unknown) =>
      call('PATCH', `/api/admin/product-submissions/${id}/status`, { token, body: { status } });

    expect((await patch(approve, 'approved')).json().status).toBe('approved');
    expect((await patch(reject, 'rejected')).json().status).toBe('rejected');
    const again = await patch(approve, 'rejected');
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('Only pending submissions can be approved or rejected; this one is approved');
    const pending = await submission('Still Pending');
    for (const status of ['pending', 'archived', '', 7, null]) expect((await patch(pending, status)).statusCode).toBe(400);
    expect((await patch(999999, 'approved')).statusCode).toBe(404);
    const row = await testApp.dataSource.getRepository(ProductSubmission).findOneByOrFail({ id: pending });
    expect(row.status).toBe('pending');

    expect((await call('DELETE', `/api/admin/product-submissions/${reject}`, { token })).json()).toEqual({ success: true });
    expect((await call('DELETE', `/api/admin/product-submissions/${reject}`, { token })).statusCode).toBe(404);
  });

  it('refuses ids that are not 1 to 2^31 - 1 with 400, on SQLite and PostgreSQL alike (its integer column stops there)', async () => {
    const token = await login();
    for (const id of [2 ** 31, 2 ** 53 - 1, 0, 'NaN', '1.5', '1e3']) {
      for (const response of [
        await call('PATCH', `/api/admin/product-submissions/${id}/status`, { token, body: { status: 'approved' } }),
        await call('DELETE', `/api/admin/product-submissions/${id}`, { token }),
      ]) {
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ success: false, error: 'params/id must be an integer from 1 to 2147483647' });
      }
    }
  });
});

describe('admin GraphQL', () => {
  const graphql = (query: string, variables: Record<string, unknown> = {}, token?: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload: { query, variables },
    });

  it('logs in, reads and moderates with a session, and answers 401 without one', async () => {
    const loginResponse = await graphql('mutation ($p: String!) { adminLogin(password: $p) { success sessionId } }', {
      p: TEST_ADMIN_PASSWORD,
    });
    const token = loginResponse.json().data.adminLogin.sessionId;
    expect(token).toBeTruthy();

    const denied = await graphql('{ productSubmissionsConnection { totalCount } }');
    expect(denied.statusCode).toBe(401);
    expect(denied.json().errors[0].extensions.code).toBe('UNAUTHENTICATED');

    const id = await submission('GraphQL Moderated');
    const moderated = await graphql(
      'mutation ($id: Int!) { updateProductSubmissionStatus(id: $id, status: APPROVED) { status } }',
      { id },
      token,
    );
    expect(moderated.json().data.updateProductSubmissionStatus.status).toBe('APPROVED');
    const conflict = await graphql(
      'mutation ($id: Int!) { updateProductSubmissionStatus(id: $id, status: REJECTED) { status } }',
      { id },
      token,
    );
    expect(conflict.json().errors[0].extensions.code).toBe('CONFLICT');
    const list = await graphql(
      '{ productSubmissionsConnection(first: 100) { nodes { productName status } } emailSubscribersConnection { totalCount } }',
      {},
      token,
    );
    expect(list.json().data.productSubmissionsConnection.nodes).toEqual(
      expect.arrayContaining([{ productName: 'GraphQL Moderated', status: 'APPROVED' }]),
    );
    expect(
      (await graphql('mutation ($id: Int!) { deleteProductSubmission(id: $id) }', { id }, token)).json().data.deleteProductSubmission,
    ).toBe(id);
    expect((await graphql('mutation ($s: String!) { adminLogout(sessionId: $s) }', { s: token })).json().data.adminLogout).toBe(true);
    expect((await graphql('{ emailSubscribersConnection { totalCount } }', {}, token)).statusCode).toBe(401);
  });
});
