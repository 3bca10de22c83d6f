import { createSeededTestApp, TEST_ADMIN_PASSWORD } from './testing';

// A sent issue's links: behind /r/{id} in the email, counted per link, and never leading anywhere the URL names.
let testApp: Awaited<ReturnType<typeof createSeededTestApp>>;
let token: string;

beforeAll(async () => {
  testApp = await createSeededTestApp();
  token = (await call('POST', '/api/admin/login', { password: TEST_ADMIN_PASSWORD })).json().sessionId;
});
afterAll(() => testApp.close());

function call(method: 'GET' | 'POST', url: string, body?: unknown, bearer?: string) {
  return testApp.app.inject({
    method,
    url,
    headers: {
      ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
  });
}
const linksOf = async (id: number) =>
  (
    await testApp.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      payload: { query: 'query Links($id: Int!) { newsletter(id: $id) { links { id url position clicks } } }', variables: { id } },
    })
  ).json().data.newsletter.links as Array<{ id: string; url: string; position: number; clicks: number }>;

it('sends each link behind /r/{id}, which leads only where it was stored and counts the click without a cookie', async () => {
  const issue = (
    await call(
      'POST',
      '/api/admin/newsletters',
      {
        subject: 'The leather collar we keep recommending',
        preheader: 'Why it lasts',
        markdown:
          'Read [our Ironbark pick](https://www.amazon.com/dp/B0CX7K2M9Q) and [the sizing guide](http://localhost:3000/sizing-guide).',
      },
      token,
    )
  ).json();
  expect((await call('POST', `/api/admin/newsletters/${issue.id}/send`, {}, token)).json()).toMatchObject({ status: 'sending' });

  const links = await linksOf(issue.id);
  // Amazon allows no affiliate link in email: the collar's link leads to its review here.
  expect(links.map((link) => link.url)).toEqual([
    'http://localhost:3000/collars/ironbark-heritage-leather-collar',
    'http://localhost:3000/sizing-guide',
  ]);

  const followed = await call('GET', `/r/${links[0]?.id}`);
  expect(followed.statusCode).toBe(302);
  expect(followed.headers.location).toBe('http://localhost:3000/collars/ironbark-heritage-leather-collar');
  expect(followed.headers['set-cookie']).toBeUndefined();
  expect(followed.headers['cache-control']).toBe('no-store');
  expect((await linksOf(issue.id)).map((link) => link.clicks)).toEqual([1, 0]);

  for (const id of ['AAAAAAAAAAAA', 'https%3A%2F%2Fevil.example', '..%2F..%2Fadmin', `${links[0]?.id}x`]) {
    const refused = await call('GET', `/r/${id}`);
    expect(refused.statusCode).toBe(404);
    expect(refused.headers.location).toBeUndefined();
    expect(refused.body).toContain('This link is not one of ours');
  }
});

it('counts one click per client, link and day: a second GET counts nothing, a HEAD nothing, yet each is redirected', async () => {
  const issue = (
    await call(
      'POST',
      '/api/admin/newsletters',
      { subject: 'Counted once', preheader: '', markdown: 'See [the guide](http://localhost:3000/sizing-guide).' },
      token,
    )
  ).json();
  await call('POST', `/api/admin/newsletters/${issue.id}/send`, {}, token);
  const [link] = await linksOf(issue.id);
  const follow = (method: 'GET' | 'HEAD', remoteAddress: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method, url: `/r/${link?.id}`, remoteAddress, headers: { 'user-agent': 'Mozilla/5.0 (Reader)', ...headers } });

  for (const answer of [
    await follow('HEAD', '203.0.113.50'),
    await follow('GET', '203.0.113.50'),
    await follow('GET', '203.0.113.50'),
    await follow('HEAD', '203.0.113.50'),
  ]) {
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe('http://localhost:3000/sizing-guide');
  }
  expect((await linksOf(issue.id)).map((counted) => counted.clicks)).toEqual([1]);
  // Another client counts; one that asks not to be tracked is sent on and not counted.
  await follow('GET', '203.0.113.51');
  expect((await follow('GET', '203.0.113.52', { dnt: '1' })).statusCode).toBe(302);
  expect((await follow('HEAD', '203.0.113.52')).statusCode).toBe(302);
  expect((await linksOf(issue.id)).map((counted) => counted.clicks)).toEqual([2]);
  // A HEAD of an unknown id is the same 404 as its GET.
  expect((await testApp.app.inject({ method: 'HEAD', url: '/r/AAAAAAAAAAAA' })).statusCode).toBe(404);
});

it('refuses to send an issue while the postal address the law requires is not set, saying what to set', async () => {
  const plain = await createSeededTestApp({ MAIL_POSTAL_ADDRESS: '' });
  try {
    const bearer = (
      await plain.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ password: TEST_ADMIN_PASSWORD }),
      })
    ).json().sessionId;
    const post = (url: string, body: unknown) =>
      plain.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
        payload: JSON.stringify(body),
      });
    const issue = (await post('/api/admin/newsletters', { subject: 'Hello', preheader: '', markdown: 'Hi.' })).json();
    const refused = await post(`/api/admin/newsletters/${issue.id}/send`, {});
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(
      'Set MAIL_POSTAL_ADDRESS to the postal address of the site (the law requires it in every newsletter) before sending an issue.',
    );
  } finally {
    await plain.close();
  }
});
