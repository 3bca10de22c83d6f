import 'reflect-metadata';
import { createSeededTestApp } from './testing';

// The bulldog fit finder's two API faces on the seeded catalogue: GET /api/fit and the GraphQL query
// fitRecommendation answer the same, and refuse bad values with a message per field (never a 500).

interface Answer {
  collarLengthIn: { min: number; max: number };
  neckIn: { min: number; max: number };
  measured: boolean;
  estimate: string | null;
  minWidthIn: number | null;
  matchCount: number;
  neckWarning: string | null;
  matches: Array<{
    product: { slug: string; editorialScore: number | null; sizes: unknown };
    size: { label: string; neckIn: { min: number; max: number } };
    suited: boolean;
  }>;
  closest: Array<{ product: { slug: string }; size: { label: string }; missByIn: number; direction: string }>;
}

let built: Awaited<ReturnType<typeof createSeededTestApp>>;
beforeAll(async () => {
  built = await createSeededTestApp();
});
afterAll(() => built.close());

const rest = (query: string) => built.app.inject({ method: 'GET', url: `/api/fit?${query}` });
const restAnswer = async (query: string) => {
  const response = await rest(query);
  expect(response.statusCode).toBe(200);
  return (response.json() as { recommendation: Answer }).recommendation;
};
const QUERY = `query Fit($input: FitInput!) {
  fitRecommendation(input: $input) {
    collarLengthIn { min max } neckIn { min max } measured estimate minWidthIn matchCount neckWarning
    matches { product { slug editorialScore } size { label neckIn { min max } } suited }
    closest { product { slug } size { label } missByIn direction }
  }
}`;
const gql = async (input: Record<string, unknown>) =>
  (await built.app.inject({ method: 'POST', url: '/graphql', payload: { query: QUERY, variables: { input } } })).json() as {
    data?: { fitRecommendation: Answer } | null;
    errors?: Array<{ message: string; extensions: { code: string; fields?: Record<string, string> } }>;
  };
const summary = (answer: Answer) => ({
  collarLengthIn: answer.collarLengthIn,
  neckIn: answer.neckIn,
  matches: answer.matches.map((m) => `${m.product.slug} ${m.size.label}`),
  closest: answer.closest.map((c) => `${c.product.slug} ${c.size.label} ${c.missByIn} ${c.direction.toLowerCase()}`),
  matchCount: answer.matchCount,
  neckWarning: answer.neckWarning,
});

describe('GET /api/fit and fitRecommendation', () => {
  it('answer the canonical example alike: sizes with room both ways, collars for the breed first', async () => {
    const answer = await restAnswer('breed=french&age=adult&neck=15.5&unit=in');
    expect(answer.collarLengthIn).toEqual({ min: 17.5, max: 17.5 });
    expect(answer.minWidthIn).toBe(1.25);
    expect(answer.neckWarning).toBeNull();
    expect(answer.matches.length).toBeGreaterThan(1);
    expect(answer.matchCount).toBe(answer.matches.length);
    for (const { size } of answer.matches) expect(size.neckIn.min + 1 <= 15.5 && 15.5 <= size.neckIn.max - 1).toBe(true);
    expect(answer.matches[0]!.suited).toBe(true);
    const suited = answer.matches.map((m) => Number(m.suited));
    expect(suited).toEqual([...suited].sort((a, b) => b - a));
    const graph = await gql({ breed: 'FRENCH', age: 'ADULT', neck: 15.5, unit: 'IN' });
    expect(graph.errors).toBeUndefined();
    expect(summary(graph.data!.fitRecommendation)).toEqual(summary(answer));
  });

  it('read centimetres and kilograms, and estimate an unmeasured neck from the weight (saying so)', async () => {
    const metric = await restAnswer('breed=french&age=adult&neck=39,37&unit=cm');
    expect(metric.neckIn.min).toBeCloseTo(15.5, 2);
    expect(summary(metric).matches).toEqual(summary(await restAnswer('breed=french&age=adult&neck=15.5')).matches);
    const estimated = await restAnswer('breed=english&age=3-6-months&weight=10&unit=cm&measured=no&neck=99');
    expect(estimated.measured).toBe(false);
    expect(estimated.estimate).toMatch(/^Estimated, not measured: .* 10 kg/);
    expect(estimated.collarLengthIn.min - estimated.neckIn.min).toBe(3);
    const graph = await gql({ breed: 'ENGLISH', age: 'MONTHS_3_6', weight: 10, unit: 'CM' });
    expect(summary(graph.data!.fitRecommendation)).toEqual(summary(estimated));
  });

  it('answer a neck no collar fits with no match and the closest sizes', async () => {
    const answer = await restAnswer('breed=american&age=adult&neck=31');
    expect(answer.matches).toEqual([]);
    expect(answer.closest).toHaveLength(3);
    expect(answer.closest.every((c) => c.direction === 'small' && c.missByIn > 0)).toBe(true);
  });

  it.each([
    ['breed=french&age=adult&neck=abc', 'neck'],
    ['breed=french&age=adult&neck=-3', 'neck'],
    ['breed=french&age=adult&neck=0', 'neck'],
    ['breed=french&age=adult&neck=80', 'neck'],
    ['breed=poodle&age=adult&neck=15', 'breed'],
    ['breed=french&age=old&neck=15', 'age'],
    ['breed=french&age=adult&neck=15&unit=ft', 'unit'],
    ['breed=french&age=adult', 'weight'],
    ['breed=french&age=adult&neck[]=1', 'neck'],
  ])('refuse %s with 400 and a message for %s', async (query, field) => {
    const response = await rest(query);
    expect(response.statusCode).toBe(400);
    const body = response.json() as { success: boolean; error: string; fields: Record<string, string> };
    expect(body.success).toBe(false);
    expect(body.fields[field]).toEqual(expect.any(String));
  });

  it('GraphQL refuses the same values with BAD_USER_INPUT and the same field messages', async () => {
    const graph = await gql({ breed: 'FRENCH', age: 'ADULT', neck: 80 });
    expect(graph.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    const restBody = (await rest('breed=french&age=adult&neck=80')).json() as { fields: Record<string, string> };
    expect(graph.errors?.[0]?.extensions.fields).toEqual(restBody.fields);
    const unknownBreed = await gql({ breed: 'POODLE', age: 'ADULT', neck: 15 });
    expect(unknownBreed.errors?.[0]?.extensions.code).not.toBe('INTERNAL_SERVER_ERROR');
  });

  it('is documented in /api/openapi.json', async () => {
    const document = (await built.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, unknown> };
    expect(document.paths['/api/fit']).toMatchObject({ get: { operationId: 'fitRecommendation' } });
  });
});
