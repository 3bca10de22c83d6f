import { ProductSubmission } from '@bcg/server/submissions';
import { createSeededTestApp, TEST_ADMIN_PASSWORD } from './testing';

// The GraphQL contract as a front-end developer reads it in schema.graphql: ids are checked once at the edge, statuses
// are enums, and mutations answer with what they changed.

let testApp: Awaited<ReturnType<typeof createSeededTestApp>>;
let token: string;

async function graphql(query: string, variables: Record<string, unknown> = {}) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
    },
    payload: { query, variables },
  });
  return { status: response.statusCode, body: response.json() };
}

const codes = (body: { errors?: Array<{ extensions?: { code?: string } }> }) => (body.errors ?? []).map((error) => error.extensions?.code);

async function pendingSubmission(productName: string): Promise<number> {
  const repository = testApp.dataSource.getRepository(ProductSubmission);
  await repository.insert({
    productName,
    amazonAsin: 'B0CONTRACT',
    submitterEmail: 'contract@example.com',
    status: 'pending',
  });
  return (await repository.findOneByOrFail({ productName })).id;
}

beforeAll(async () => {
  testApp = await createSeededTestApp();
  const login = await testApp.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json' },
    payload: {
      query: 'mutation ($p: String!) { adminLogin(password: $p) { sessionId } }',
      variables: { p: TEST_ADMIN_PASSWORD },
    },
  });
  token = login.json().data.adminLogin.sessionId;
});
afterAll(() => testApp.close());
afterEach(() => jest.restoreAllMocks());

describe('id arguments', () => {
  const operations = [
    ['adminArticle', 'query ($id: Int!) { adminArticle(id: $id) { id } }', () => jest.spyOn(testApp.services.articles, 'getForPreview')],
    [
      'setArticlePublished',
      'mutation ($id: Int!) { setArticlePublished(id: $id, published: true) { id } }',
      () => jest.spyOn(testApp.services.articles, 'setPublished'),
    ],
    [
      'updateProductSubmissionStatus',
      'mutation ($id: Int!) { updateProductSubmissionStatus(id: $id, status: APPROVED) { id } }',
      () => jest.spyOn(testApp.services.submissions, 'updateStatus'),
    ],
    [
      'deleteProductSubmission',
      'mutation ($id: Int!) { deleteProductSubmission(id: $id) }',
      () => jest.spyOn(testApp.services.submissions, 'delete'),
    ],
  ] as const;

  it.each(operations)('%s refuses ids below 1 with BAD_USER_INPUT before its service runs', async (_name, document, spyOnService) => {
    const service = spyOnService();
    for (const id of [0, -1, -(2 ** 31)]) {
      const { status, body } = await graphql(document, { id });
      expect(status).toBeLessThan(500);
      expect(codes(body)).toEqual(['BAD_USER_INPUT']);
      // Said the way every other refused input is: a readable message and the argument in `fields`.
      expect(body.errors[0]).toMatchObject({
        message: 'id must not be less than 1',
        extensions: { fields: { id: 'id must not be less than 1' } },
      });
      expect(JSON.stringify(body)).not.toContain('target');
      expect(body.data).toBeNull();
    }
    expect(service).not.toHaveBeenCalled();
  });

  it.each(operations)(
    '%s refuses ids of 2^31 and more (PostgreSQL integer columns end at 2^31 - 1) with BAD_USER_INPUT',
    async (_name, document, spyOnService) => {
      const service = spyOnService();
      for (const id of [2 ** 31, 2 ** 53 - 1]) {
        const { status, body } = await graphql(document, { id });
        expect(status).toBe(400);
        expect(codes(body)).toEqual(['BAD_USER_INPUT']);
      }
      // Written into the document instead of a variable, GraphQL's own validation refuses it (GraphQL's specification makes
      // an out-of-range Int literal a validation error).
      const { status, body } = await graphql(document.replace('($id: Int!) ', '').replace('$id', String(2 ** 31)));
      expect(status).toBe(400);
      expect(codes(body)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
      expect(service).not.toHaveBeenCalled();
    },
  );

  it('passes the largest storable id through to a plain NOT_FOUND', async () => {
    const { body } = await graphql('query ($id: Int!) { adminArticle(id: $id) { id } }', { id: 2 ** 31 - 1 });
    expect(codes(body)).toEqual(['NOT_FOUND']);
  });
});

describe('submission status enums', () => {
  it('moderates with ModerationStatus and answers with the submission as it now is', async () => {
    const id = await pendingSubmission('Enum Approved');
    const { body } = await graphql(
      'mutation ($id: Int!) { updateProductSubmissionStatus(id: $id, status: APPROVED) { id status rawStatus } }',
      { id },
    );
    expect(body.data.updateProductSubmissionStatus).toEqual({
      id,
      status: 'APPROVED',
      rawStatus: 'approved',
    });
  });

  it('refuses PENDING, lower-case text and unknown values as a decision, changing nothing', async () => {
    const id = await pendingSubmission('Enum Refused');
    const literal = await graphql('mutation ($id: Int!) { updateProductSubmissionStatus(id: $id, status: PENDING) { id } }', { id });
    expect(codes(literal.body)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
    for (const status of ['approved', 'PENDING', 'ARCHIVED']) {
      const { body } = await graphql(
        'mutation ($id: Int!, $s: ModerationStatus!) { updateProductSubmissionStatus(id: $id, status: $s) { id } }',
        {
          id,
          s: status,
        },
      );
      expect(codes(body)).toEqual(['BAD_USER_INPUT']);
    }
    expect((await testApp.dataSource.getRepository(ProductSubmission).findOneByOrFail({ id })).status).toBe('pending');
  });

  it('serves a stored status it does not know as OTHER with the text in rawStatus, without failing the list', async () => {
    await testApp.dataSource.getRepository(ProductSubmission).insert({
      productName: 'Legacy Row',
      amazonAsin: 'B0LEGACY01',
      submitterEmail: 'old@example.com',
      status: 'archived',
    });
    const { body } = await graphql('{ productSubmissionsConnection(first: 20) { nodes { productName status rawStatus } } }');
    expect(body.errors).toBeUndefined();
    expect(body.data.productSubmissionsConnection.nodes).toContainEqual({
      productName: 'Legacy Row',
      status: 'OTHER',
      rawStatus: 'archived',
    });
  });
});

describe('mutations answer with what they changed', () => {
  it('deleteProductSubmission returns the deleted id', async () => {
    const id = await pendingSubmission('Enum Deleted');
    const { body } = await graphql('mutation ($id: Int!) { deleteProductSubmission(id: $id) }', { id });
    expect(body.data.deleteProductSubmission).toBe(id);
    expect(await testApp.dataSource.getRepository(ProductSubmission).findOneBy({ id })).toBeNull();
  });
});
