import { EmailSubscriber } from '@bcg/server/leads';
import { ProductSubmission } from '@bcg/server/submissions';
import { createSeededTestApp } from './testing';

let testApp: Awaited<ReturnType<typeof createSeededTestApp>>;

beforeAll(async () => {
  testApp = await createSeededTestApp();
});
afterAll(() => testApp.close());

const post = (url: string, body: unknown) =>
  testApp.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });

// PostgreSQL cannot hold U+0000 in text at all; the input rules refuse it (with every control character) on both
// engines, so a NUL is a 400 with the field's message, never a 500, and nothing is stored.
describe('text containing the NUL character (U+0000)', () => {
  it('is refused as bad input through REST and GraphQL on either engine, and nothing of it is stored', async () => {
    const count = () =>
      Promise.all([testApp.dataSource.getRepository(ProductSubmission).count(), testApp.dataSource.getRepository(EmailSubscriber).count()]);
    const before = await count();
    const answers = [
      await post('/api/product-submissions', {
        productName: 'Nul\u0000Collar',
        amazonAsin: 'B0NULNUL01',
        submitterEmail: 'nul@example.com',
      }),
      await post('/api/product-submissions', {
        productName: 'Nul Collar',
        amazonAsin: 'B0NULNUL02',
        submitterName: 'S\u0000m',
        submitterEmail: 'nul@example.com',
      }),
      await post('/api/subscribe', { email: 'nul@example.com', leadMagnet: 'guide\u0000' }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ success: false, error: expect.any(String) });
    }
    // Not a slug at all: nothing by that name, without a query.
    const article = await testApp.app.inject({ method: 'GET', url: '/api/content/blog-posts/how%00to' });
    expect(article.statusCode).toBe(404);

    const graphql = await post('/graphql', {
      query: 'mutation ($input: ProductSubmissionInput!) { submitProduct(input: $input) { success } }',
      variables: { input: { productName: 'Nul\u0000Graph', productReference: 'B0NULNUL03', submitterEmail: 'nul@example.com' } },
    });
    expect(graphql.json().errors[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });

    expect(await count()).toEqual(before);
  });
});
