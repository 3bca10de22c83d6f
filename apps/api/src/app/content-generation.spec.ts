import { FAKE_ARTICLE, FAKE_USAGE, startFakePerplexity } from '@bcg/server/content-generation/testing';
import { Article } from '@bcg/server/content';
import { In } from 'typeorm';
import { createSeededTestApp, shapeOf, TEST_AFFILIATE_TAG } from './testing';

const KEY = 'pplx-test-secret-key-0123456789';
const IP = '203.0.113.50';

let fake: Awaited<ReturnType<typeof startFakePerplexity>>;
let testApp: Awaited<ReturnType<typeof createSeededTestApp>>;
const logLines: string[] = [];

const env = (extra: NodeJS.ProcessEnv = {}) => ({
  PERPLEXITY_API_KEY: KEY,
  PERPLEXITY_BASE_URL: fake.baseUrl,
  // Short, so the slow upstream (5 s) times out soon; long enough for a quick answer when two test workers share a busy
  // machine (at 0.3 s the first answer of the run has timed out).
  PERPLEXITY_TIMEOUT_MS: '1500',
  CONTENT_GENERATION_DAILY_LIMIT: '1000',
  CONTENT_GENERATION_ADDRESS_HOURLY_LIMIT: '1000',
  ...extra,
});

beforeAll(async () => {
  fake = await startFakePerplexity();
  testApp = await createSeededTestApp(env(), { logStream: { write: (line) => void logLines.push(line) } });
});
afterAll(async () => {
  await testApp.close();
  await fake.close();
});
beforeEach(() => fake.setMode('ok'));

type App = typeof testApp;
const rest = (app: App, method: 'GET' | 'POST', url: string, ip = IP) => app.app.inject({ method, url, remoteAddress: ip });
const gql = (app: App, query: string, ip = IP) =>
  app.app.inject({
    method: 'POST',
    url: '/graphql',
    remoteAddress: ip,
    headers: { 'content-type': 'application/json' },
    payload: { query },
  });

describe('GET /api/content/test-perplexity', () => {
  it('answers {success, message, response, error} with the model sample, sending the key only to Perplexity', async () => {
    const before = fake.requests.length;
    const response = await rest(testApp, 'GET', '/api/content/test-perplexity');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.json()).toEqual({
      success: true,
      message: 'Connected to Perplexity (model sonar)',
      response: 'Yes, I can help write practical advice about collars for bulldogs.',
      error: null,
    });
    const sent = fake.requests[before]!;
    expect(sent.authorization).toBe(`Bearer ${KEY}`);
    expect(sent.body).toMatchObject({ model: 'sonar', max_tokens: 60 });
  });

  it.each([
    ['unauthorized', /rejected the API key \(HTTP 401\)/],
    ['rate-limited', /rate-limiting this site \(HTTP 429\)/],
    ['slow', /did not answer within 1.5 seconds/],
    ['malformed', /could not be read \(malformed JSON/],
    ['server-error', /answered with HTTP 503/],
  ] as const)('turns an upstream %s into success false with a clear error', async (mode, error) => {
    fake.setMode(mode);
    const response = await rest(testApp, 'GET', '/api/content/test-perplexity');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: false,
      message: 'Connection test failed',
      response: null,
      error: expect.stringMatching(error),
    });
  });
});

describe('POST /api/content/test-generate', () => {
  it('answers {success, message, content, usage, error}: structured, sanitised content and the token usage', async () => {
    const before = fake.requests.length;
    const response = await rest(testApp, 'POST', '/api/content/test-generate');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['content', 'error', 'message', 'success', 'usage']);
    expect(body).toMatchObject({ success: true, error: null, usage: FAKE_USAGE });
    expect(body.message).toContain(FAKE_ARTICLE.title);
    const { content } = body;
    expect(content).toMatchObject({ title: FAKE_ARTICLE.title, slug: FAKE_ARTICLE.slug, metaDescription: FAKE_ARTICLE.metaDescription });
    expect(content.targetKeywords).toEqual(['padded bulldog collar', 'bulldog skin folds']);
    expect(content.seoKeywords).toEqual(['bulldog fold care', 'neoprene collar']);
    expect(content.content).not.toMatch(/<script|onclick|<h1|\[1\]/);
    expect(content.content).toContain('<h2>Padded collars</h2>');
    expect(content.content).toContain(`https://www.amazon.com/dp/B0TEST0001?tag=${TEST_AFFILIATE_TAG}`);
    expect(content.content).toContain('rel="sponsored nofollow noopener"');
    expect(content.wordCount).toBeGreaterThan(20);
    expect(content.readingTime).toBe(1);
    const sent = fake.requests[before]!.body;
    expect(sent['max_tokens']).toBe(3000);
    expect(sent['response_format']).toMatchObject({ type: 'json_schema', json_schema: { name: 'BulldogCollarArticle' } });
  });

  it('saves each generation as an unpublished draft, suffixing a slug that is taken', async () => {
    const first = (await rest(testApp, 'POST', '/api/content/test-generate')).json().content;
    const second = (await rest(testApp, 'POST', '/api/content/test-generate')).json().content;
    expect(second.slug).not.toBe(first.slug);
    expect(second.slug).toMatch(new RegExp(`^${FAKE_ARTICLE.slug}-\\d+$`));
    const rows = await testApp.dataSource.getRepository(Article).findBy({ id: In([first.articleId, second.articleId]) });
    expect(rows).toHaveLength(2);
    for (const row of rows)
      expect(row).toMatchObject({ published: false, publishedAt: null, category: expect.stringMatching(/^(blog|guides)$/) });
    const published = (await rest(testApp, 'GET', '/api/articles?published=true')).json();
    expect(published.map((article: { slug: string }) => article.slug)).not.toContain(first.slug);
  });

  it.each([
    ['unauthorized', /HTTP 401/],
    ['rate-limited', /HTTP 429/],
    ['slow', /did not answer within/],
    ['malformed', /malformed/],
  ] as const)('reports an upstream %s as success false and saves nothing', async (mode, error) => {
    const before = await testApp.dataSource.getRepository(Article).count();
    fake.setMode(mode);
    const response = await rest(testApp, 'POST', '/api/content/test-generate');
    expect(response.json()).toEqual({
      success: false,
      message: 'Content generation failed',
      content: null,
      usage: null,
      error: expect.stringMatching(error),
    });
    expect(await testApp.dataSource.getRepository(Article).count()).toBe(before);
  });

  it('is a GraphQL mutation over the same service', async () => {
    const response = await gql(
      testApp,
      'mutation { testContentGeneration { success message error usage { totalTokens promptTokens completionTokens } content { articleId title content } } }',
    );
    const result = response.json().data.testContentGeneration;
    // camelCase in GraphQL; the REST answer keeps Perplexity's snake_case names.
    const usage = {
      totalTokens: FAKE_USAGE.total_tokens,
      promptTokens: FAKE_USAGE.prompt_tokens,
      completionTokens: FAKE_USAGE.completion_tokens,
    };
    expect(result).toMatchObject({ success: true, error: null, usage, content: { title: FAKE_ARTICLE.title } });
    const connection = (await gql(testApp, 'mutation { testPerplexityConnection { success message response error } }')).json();
    expect(connection.data.testPerplexityConnection).toMatchObject({ success: true, response: expect.stringContaining('bulldogs') });
  });
});

describe('REST shapes', () => {
  it('pins the success answers of both calls', async () => {
    const connection = (await rest(testApp, 'GET', '/api/content/test-perplexity')).json();
    expect(shapeOf(connection)).toEqual({ success: 'boolean', message: 'string', response: 'string', error: 'null' });
    const generation = (await rest(testApp, 'POST', '/api/content/test-generate')).json();
    expect(shapeOf(generation)).toEqual({
      success: 'boolean',
      message: 'string',
      content: {
        title: 'string',
        slug: 'string',
        metaDescription: 'string',
        content: 'string',
        targetKeywords: ['string'],
        seoKeywords: ['string'],
        wordCount: 'number',
        readingTime: 'number',
        articleId: 'number',
        category: 'string',
      },
      usage: { total_tokens: 'number', prompt_tokens: 'number', completion_tokens: 'number' },
      error: 'null',
    });
  });
});

describe('the key stays secret', () => {
  it('never appears in a response or a log line, whatever happened upstream', async () => {
    const bodies: string[] = [];
    for (const mode of ['ok', 'unauthorized', 'slow', 'malformed', 'server-error'] as const) {
      fake.setMode(mode);
      bodies.push((await rest(testApp, 'GET', '/api/content/test-perplexity')).body);
      bodies.push((await rest(testApp, 'POST', '/api/content/test-generate')).body);
    }
    const logs = logLines.join('');
    expect(logs).toMatch(/Perplexity generation failed/);
    expect(logs).not.toContain(KEY);
    expect(logs).not.toContain(KEY.slice(5, 20));
    for (const body of bodies) expect(body).not.toContain(KEY.slice(5, 20));
  });
});

describe('without PERPLEXITY_API_KEY', () => {
  it('both calls answer at once with success false naming the variable, call nothing and count nothing', async () => {
    const app = await createSeededTestApp(env({ PERPLEXITY_API_KEY: '', CONTENT_GENERATION_DAILY_LIMIT: '1' }));
    try {
      const before = fake.requests.length;
      for (let i = 0; i < 3; i++) {
        const test = await rest(app, 'GET', '/api/content/test-perplexity');
        expect(test.statusCode).toBe(200);
        expect(test.json()).toEqual({
          success: false,
          message: 'Connection test failed',
          response: null,
          error: expect.stringContaining('PERPLEXITY_API_KEY'),
        });
        const generate = await rest(app, 'POST', '/api/content/test-generate');
        expect(generate.json()).toMatchObject({
          success: false,
          content: null,
          usage: null,
          error: expect.stringContaining('PERPLEXITY_API_KEY'),
        });
      }
      expect(fake.requests.length).toBe(before);
      expect(await app.dataSource.query('SELECT * FROM rate_limit_counter')).toEqual([]);
    } finally {
      await app.close();
    }
  });
});

describe('cost guard', () => {
  it('refuses the call past the daily budget with a 429, without calling Perplexity', async () => {
    const app = await createSeededTestApp(env({ CONTENT_GENERATION_DAILY_LIMIT: '3' }));
    try {
      const before = fake.requests.length;
      expect((await rest(app, 'GET', '/api/content/test-perplexity', '198.51.100.1')).json().success).toBe(true);
      expect((await rest(app, 'POST', '/api/content/test-generate', '198.51.100.2')).json().success).toBe(true);
      expect((await rest(app, 'GET', '/api/content/test-perplexity', '198.51.100.3')).json().success).toBe(true);
      expect(fake.requests.length).toBe(before + 3);

      const refused = await rest(app, 'POST', '/api/content/test-generate', '198.51.100.4');
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json()).toEqual({
        success: false,
        message: 'Content generation failed',
        content: null,
        usage: null,
        error: expect.stringMatching(/daily content generation budget \(3 calls\) is used up\. It resets at midnight UTC/),
      });
      const refusedTest = await rest(app, 'GET', '/api/content/test-perplexity', '198.51.100.5');
      expect(refusedTest.statusCode).toBe(429);
      expect(refusedTest.json()).toMatchObject({ success: false, response: null, error: expect.stringMatching(/budget/) });
      const refusedGql = await gql(app, 'mutation { testContentGeneration { success } }', '198.51.100.6');
      expect(refusedGql.statusCode).toBe(429);
      expect(refusedGql.json().errors[0]).toMatchObject({
        message: expect.stringMatching(/budget/),
        extensions: { code: 'TOO_MANY_REQUESTS' },
      });
      expect(fake.requests.length).toBe(before + 3);
    } finally {
      await app.close();
    }
  });

  it('limits one address per hour while other addresses still get through', async () => {
    const app = await createSeededTestApp(env({ CONTENT_GENERATION_ADDRESS_HOURLY_LIMIT: '2' }));
    try {
      const before = fake.requests.length;
      for (let i = 0; i < 2; i++) expect((await rest(app, 'GET', '/api/content/test-perplexity', '192.0.2.7')).statusCode).toBe(200);
      const refused = await rest(app, 'GET', '/api/content/test-perplexity', '192.0.2.7');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error).toMatch(/Too many content generation requests from this address \(at most 2 an hour\)/);
      expect((await rest(app, 'GET', '/api/content/test-perplexity', '192.0.2.8')).json().success).toBe(true);
      expect(fake.requests.length).toBe(before + 3);
    } finally {
      await app.close();
    }
  });
});

describe('simultaneous generations', () => {
  // An app of its own with a generous upstream timeout: 14 answers at once on a busy machine can exceed 1.5 s.
  let patient: App;
  beforeAll(async () => {
    patient = await createSeededTestApp(env({ PERPLEXITY_TIMEOUT_MS: '20000' }));
  });
  afterAll(() => patient.close());

  it('saves 14 drafts of the same article, each under its own slug, none failing after the paid call', async () => {
    const before = fake.requests.length;
    const responses = await Promise.all(Array.from({ length: 14 }, () => rest(patient, 'POST', '/api/content/test-generate')));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(14).fill(200));
    expect(responses.map((response) => response.json().success)).toEqual(Array(14).fill(true));
    expect(fake.requests.length - before).toBe(14);
    const contents: Array<{ slug: string; articleId: number }> = responses.map((response) => response.json().content);
    const slugs = contents.map((content) => content.slug);
    expect(new Set(slugs).size).toBe(14);
    for (const slug of slugs) expect(slug).toMatch(new RegExp(`^${FAKE_ARTICLE.slug}(-[0-9a-f]+)?$`));
    const rows = await patient.dataSource.getRepository(Article).findBy({ id: In(contents.map((content) => content.articleId)) });
    expect(rows.map((row) => row.slug).sort()).toEqual([...slugs].sort());
  });
});
