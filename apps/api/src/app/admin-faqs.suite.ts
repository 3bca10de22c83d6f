import { Faq, MAX_FAQS } from '@bcg/server/content';
import { createSeededTestApp, TEST_ADMIN_PASSWORD } from './testing';

// The editorial desk's FAQ through REST and GraphQL; every write shows on the public list at once.
let testApp: Awaited<ReturnType<typeof createSeededTestApp>>;
let token: string;

beforeAll(async () => {
  testApp = await createSeededTestApp({}, { revisionCheckMs: 0 });
  token = (await call('POST', '/api/admin/login', { body: { password: TEST_ADMIN_PASSWORD } })).json().sessionId;
});
afterAll(() => testApp.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
function call(method: Method, url: string, options: { token?: string; body?: unknown } = {}) {
  return testApp.app.inject({
    method,
    url,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(options.body !== undefined ? { payload: JSON.stringify(options.body) } : {}),
  });
}
const gql = (query: string, bearer: string | null) =>
  testApp.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
    payload: { query },
  });
/** What visitors get (through the response cache). */
const publicFaqs = async (): Promise<Array<{ id: number; question: string; answer: string }>> => (await call('GET', '/api/faqs')).json();

describe('admin FAQ REST calls', () => {
  it.each([
    ['GET', '/api/admin/faqs'],
    ['POST', '/api/admin/faqs'],
    ['PUT', '/api/admin/faqs/order'],
    ['PATCH', '/api/admin/faqs/1'],
    ['DELETE', '/api/admin/faqs/1'],
  ] as const)('%s %s answers 401 without a valid bearer session', async (method, url) => {
    const body = method === 'POST' || method === 'PATCH' || method === 'PUT' ? {} : undefined;
    expect((await call(method, url, { body })).statusCode).toBe(401);
    expect((await call(method, url, { token: 'forged', body })).statusCode).toBe(401);
  });

  it('creates, edits, reorders and deletes, each visible on the public list at once', async () => {
    const before = await publicFaqs();
    const created = (
      await call('POST', '/api/admin/faqs', { token, body: { question: 'Can a collar get wet?', answer: 'Biothane can.' } })
    ).json();
    expect(created).toEqual({ id: expect.any(Number), question: 'Can a collar get wet?', answer: 'Biothane can.' });
    expect((await publicFaqs()).at(-1)).toEqual(created);

    const edited = (await call('PATCH', `/api/admin/faqs/${created.id}`, { token, body: { answer: 'Biothane and nylon can.' } })).json();
    expect(edited).toMatchObject({ question: 'Can a collar get wet?', answer: 'Biothane and nylon can.' });
    expect((await publicFaqs()).find((faq) => faq.id === created.id)?.answer).toBe('Biothane and nylon can.');

    const order = [created.id, ...before.map((faq) => faq.id)];
    const reordered = (await call('PUT', '/api/admin/faqs/order', { token, body: { ids: order } })).json();
    expect(reordered.map((faq: { id: number }) => faq.id)).toEqual(order);
    expect((await publicFaqs()).map((faq) => faq.id)).toEqual(order);
    expect((await call('GET', '/api/admin/faqs?limit=1&offset=1', { token })).json()).toEqual([before[0]]);

    expect((await call('DELETE', `/api/admin/faqs/${created.id}`, { token })).json()).toEqual({ success: true });
    expect(await publicFaqs()).toEqual(before);
    expect((await call('DELETE', `/api/admin/faqs/${created.id}`, { token })).statusCode).toBe(404);
  });

  it('answers 400 naming the field, and leaves the list as it was', async () => {
    const before = await publicFaqs();
    const empty = await call('POST', '/api/admin/faqs', { token, body: { question: '  ', answer: '' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({ question: 'Question is required', answer: 'Answer is required' });
    const long = await call('PATCH', `/api/admin/faqs/${before[0]?.id}`, { token, body: { question: 'x'.repeat(301) } });
    expect(long.json().fields).toEqual({ question: 'Question must be at most 300 characters' });
    const partial = await call('PUT', '/api/admin/faqs/order', { token, body: { ids: before.slice(1).map((faq) => faq.id) } });
    expect(partial.json().fields).toEqual({ ids: 'The order must list every question id exactly once' });
    expect(await publicFaqs()).toEqual(before);
  });
});

describe('admin FAQ GraphQL', () => {
  it('requires the session, then creates, updates, reorders and deletes', async () => {
    for (const query of [
      'mutation { createFaq(input: { question: "q", answer: "a" }) { id } }',
      'mutation { updateFaq(id: 1, input: { answer: "a" }) { id } }',
      'mutation { deleteFaq(id: 1) }',
      'mutation { reorderFaqs(ids: [1]) { id } }',
    ]) {
      expect((await gql(query, null)).json().errors[0].extensions.code).toBe('UNAUTHENTICATED');
    }
    const created = (await gql('mutation { createFaq(input: { question: "Is leather safe?", answer: "Yes." }) { id } }', token)).json().data
      .createFaq;
    const updated = (
      await gql(`mutation { updateFaq(id: ${created.id}, input: { answer: "Yes, if kept dry." }) { answer } }`, token)
    ).json();
    expect(updated.data.updateFaq.answer).toBe('Yes, if kept dry.');
    const bad = (await gql(`mutation { updateFaq(id: ${created.id}, input: { question: "" }) { id } }`, token)).json();
    expect(bad.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { question: 'Question is required' } });
    const ids = (await publicFaqs()).map((faq) => faq.id).reverse();
    const reordered = (await gql(`mutation { reorderFaqs(ids: [${ids.join(',')}]) { id } }`, token)).json().data.reorderFaqs;
    expect(reordered.map((faq: { id: number }) => faq.id)).toEqual(ids);
    expect((await gql(`mutation { deleteFaq(id: ${created.id}) }`, token)).json().data.deleteFaq).toBe(true);
  });
});

describe('the bound of the FAQ list', () => {
  const TOO_LONG = `The order lists at most ${MAX_FAQS} ids, one per question`;

  it('refuses an order longer than the list may be, with a 400 (REST) or BAD_USER_INPUT (GraphQL) naming the bound', async () => {
    const before = await publicFaqs();
    const ids = Array.from({ length: MAX_FAQS + 1 }, (_, index) => index + 1);
    const rest = await call('PUT', '/api/admin/faqs/order', { token, body: { ids } });
    expect(rest.statusCode).toBe(400);
    expect(JSON.stringify(rest.json())).toContain('ids');
    const graphql = (await gql(`mutation { reorderFaqs(ids: [${ids.join(',')}]) { id } }`, token)).json();
    expect(graphql.errors[0]).toMatchObject({ message: TOO_LONG, extensions: { code: 'BAD_USER_INPUT', fields: { ids: TOO_LONG } } });
    expect(await publicFaqs()).toEqual(before);
  });

  it('refuses a question past the most the list may hold, and takes one again once a question is deleted', async () => {
    const repository = testApp.dataSource.getRepository(Faq);
    const room = MAX_FAQS - (await repository.count());
    const filler = await repository.save(
      Array.from({ length: room }, (_, index) =>
        repository.create({ question: `Filler ${index}?`, answer: 'Yes.', position: 1000 + index }),
      ),
    );
    try {
      const full = await call('POST', '/api/admin/faqs', { token, body: { question: 'One too many?', answer: 'No.' } });
      expect(full.statusCode).toBe(400);
      expect(full.json().error).toBe(`The list holds at most ${MAX_FAQS} questions: delete one before adding another`);
      expect(await repository.count()).toBe(MAX_FAQS);
    } finally {
      await repository.remove(filler);
    }
    const created = await call('POST', '/api/admin/faqs', { token, body: { question: 'Room again?', answer: 'Yes.' } });
    expect(created.statusCode).toBe(200);
    await call('DELETE', `/api/admin/faqs/${created.json().id}`, { token });
  });
});
