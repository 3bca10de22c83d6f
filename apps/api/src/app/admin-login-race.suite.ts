import { createSeededTestApp, TEST_ADMIN_PASSWORD } from './testing';

// On SQLite, or on PostgreSQL under `npm run test:pg`: the count and the new attempt are one database step on both.
let testApp: Awaited<ReturnType<typeof createSeededTestApp>>;

beforeAll(async () => {
  testApp = await createSeededTestApp();
});
afterAll(() => testApp.close());

const LOGIN_MUTATION = 'mutation ($p: String!) { adminLogin(password: $p) { success sessionId } }';

const restLogin = (password: string, ip: string) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    remoteAddress: ip,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ password }),
  });
const graphqlLogin = (password: string, ip: string) =>
  testApp.app.inject({
    method: 'POST',
    url: '/graphql',
    remoteAddress: ip,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ query: LOGIN_MUTATION, variables: { p: password } }),
  });

/** 40 wrong passwords (eight times the limit of 5) and the right one in the middle, all sent at once from one address. */
const burst = (login: typeof restLogin, ip: string) =>
  Promise.all(Array.from({ length: 41 }, (_, i) => login(i === 20 ? TEST_ADMIN_PASSWORD : `guess-${i}`, ip)));

describe('the login lock-out under 40 simultaneous attempts', () => {
  it('REST: evaluates at most 5 wrong passwords, refuses the rest with 429 and Retry-After, and then refuses the right one', async () => {
    const responses = await burst(restLogin, '198.51.100.70');
    const evaluatedWrong = responses.filter((response) => response.statusCode === 200 && response.json().success === false);
    const refused = responses.filter((response) => response.statusCode === 429);
    expect(evaluatedWrong).toHaveLength(5);
    expect(evaluatedWrong.length + refused.length).toBeGreaterThanOrEqual(40);
    for (const response of refused) {
      expect(response.json().error).toMatch(/^Too many failed login attempts\. Please try again in \d+ (seconds?|minutes?)\.$/);
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
    const after = await restLogin(TEST_ADMIN_PASSWORD, '198.51.100.70');
    expect(after.statusCode).toBe(429);
    expect(after.json()).toEqual({ success: false, error: expect.stringMatching(/^Too many failed login attempts/) });
  });

  it('GraphQL adminLogin: the same single count', async () => {
    const responses = await burst(graphqlLogin, '198.51.100.71');
    const evaluatedWrong = responses.filter((response) => response.json().data?.adminLogin?.success === false);
    const refused = responses.filter((response) => response.statusCode === 429);
    expect(evaluatedWrong).toHaveLength(5);
    expect(evaluatedWrong.length + refused.length).toBeGreaterThanOrEqual(40);
    for (const response of refused) {
      expect(response.json().errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
    const after = await graphqlLogin(TEST_ADMIN_PASSWORD, '198.51.100.71');
    expect(after.statusCode).toBe(429);
    expect(after.json().data).toBeNull();
  });

  it('REST and GraphQL share one count per address', async () => {
    for (let i = 0; i < 3; i++) expect((await restLogin('wrong', '198.51.100.72')).json()).toEqual({ success: false });
    for (let i = 0; i < 2; i++) expect((await graphqlLogin('wrong', '198.51.100.72')).json().data.adminLogin.success).toBe(false);
    expect((await graphqlLogin(TEST_ADMIN_PASSWORD, '198.51.100.72')).statusCode).toBe(429);
    expect((await restLogin(TEST_ADMIN_PASSWORD, '198.51.100.73')).json().success).toBe(true);
  });
});
