import { jsonDepthExceeds } from './json-body';
import { createSeededTestApp } from './testing';

let testApp: Awaited<ReturnType<typeof createSeededTestApp>>;

beforeAll(async () => {
  testApp = await createSeededTestApp();
});
afterAll(() => testApp.close());

/** `{"a":{"a":...{"a":1}}}` nested `depth` objects deep, built as text (building the object would recurse too). */
const nestedObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
const nestedArray = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

const post = (url: string, payload: string) =>
  testApp.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload, remoteAddress: '203.0.113.120' });

describe('JSON bodies nested deeper than 64 levels', () => {
  it('GraphQL: variables nested 5,000 deep answer 400, not a stack overflow', async () => {
    const payload = `{"query":"query ($v: String) { faqs { id } }","variables":{"v":${nestedObject(5000)}}}`;
    const response = await post('/graphql', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The JSON body is nested deeper than 64 levels');
  });

  it('REST: a body nested 5,000 deep answers 400 with the REST error shape', async () => {
    const response = await post('/api/subscribe', `{"email":"deep@example.com","leadMagnet":${nestedArray(5000)}}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, error: 'The JSON body is nested deeper than 64 levels' });
  });

  it('counts only structure: brackets inside strings and escaped quotes do not count, and 64 levels pass', async () => {
    const brackets = '[{'.repeat(200);
    const subscribed = await post(
      '/api/subscribe',
      `{"email":"brackets@example.com","note":"${brackets}\\"${brackets}","x":${nestedArray(63)}}`,
    );
    expect(subscribed.statusCode).toBe(200);
    const tooDeep = await post('/api/subscribe', `{"email":"brackets@example.com","x":${nestedArray(64)}}`);
    expect(tooDeep.statusCode).toBe(400);
  });

  it('still refuses malformed JSON and prototype pollution as before', async () => {
    expect((await post('/api/subscribe', '{"email":')).statusCode).toBe(400);
    expect((await post('/api/subscribe', '{"email":"p@example.com","__proto__":{"admin":true}}')).statusCode).toBe(400);
  });
});

describe('jsonDepthExceeds', () => {
  it.each([
    ['[[]]', 2, false],
    ['[[[]]]', 2, true],
    ['{"a":[1,{"b":2}],"c":{}}', 3, false],
    ['{"a":[1,{"b":[]}]}', 3, true],
    ['["[[[[", "\\"", "{{{"]', 1, false], // brackets in strings, an escaped quote
    ['["\\\\", [[]]]', 2, true], // an escaped backslash ends the string: the brackets after it count
  ])('%s with at most %i levels: exceeds = %s', (text, maxDepth, exceeds) => {
    expect(jsonDepthExceeds(text, maxDepth)).toBe(exceeds);
  });
});
