import { NUL_TEXT_MESSAGE, testDatabaseKind } from '@bcg/server/core';
import { ProductSubmission } from '@bcg/server/submissions';
import { createSeededTestApp } from './testing';

let testApp: Awaited<ReturnType<typeof createSeededTestApp>>;

beforeAll(async () => {
  testApp = await createSeededTestApp();
});
afterAll(() => testApp.close());

const post = (url: string, body: unknown) =>
  testApp.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });

// SQLite stores U+0000 like any character; PostgreSQL cannot hold it in text, so there it is refused as bad input.
const postgres = testDatabaseKind() === 'postgres';

describe('text containing the NUL character (U+0000)', () => {
  it('is never a server error, through REST or GraphQL, and PostgreSQL stores nothing of it', async () => {
    const before = await testApp.dataSource.getRepository(ProductSubmission).count();
    const answers = [
      await post('/api/product-submissions', { productName: 'Nul\u0000Collar', amazonAsin: 'B0NULNUL01', submitterEmail: 'nul@example.com' }),
      await post('/api/product-submissions', { productName: 'Nul Collar', amazonAsin: 'B0NULNUL02', submitterName: 'S\u0000m', submitterEmail: 'nul@example.com' }),
      await post('/api/subscribe', { email: 'nul@example.com', leadMagnet: 'guide\u0000' }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(postgres ? 400 : 200);
      if (postgres) expect(answer.json()).toEqual({ success: false, error: NUL_TEXT_MESSAGE });
    }
    const article = await testApp.app.inject({ method: 'GET', url: '/api/content/blog-posts/how%00to' });
    expect(article.statusCode).toBe(postgres ? 400 : 404);

    const graphql = await post('/graphql', {
      query: 'mutation ($input: ProductSubmissionInput!) { submitProduct(input: $input) { success } }',
      variables: { input: { productName: 'Nul\u0000Graph', productReference: 'B0NULNUL03', submitterEmail: 'nul@example.com' } },
    });
    expect(graphql.statusCode).toBe(200);
    if (postgres) expect(graphql.json().errors[0]).toMatchObject({ message: NUL_TEXT_MESSAGE, extensions: { code: 'BAD_USER_INPUT' } });
    else expect(graphql.json().data.submitProduct.success).toBe(true);

    expect(await testApp.dataSource.getRepository(ProductSubmission).count()).toBe(before + (postgres ? 0 : 3));
  });
});
