import path from 'node:path';
import { postJson, PROCESS_ADMIN_PASSWORD, startServer, temporaryDirectory, type ServerProcess } from './support/built-server';

const temp = temporaryDirectory('bcg-log-lines-');
let server: ServerProcess;

beforeAll(async () => {
  // As `npm start` runs it: no NODE_ENV, the default log level.
  server = await startServer({ databaseUrl: path.join(temp.dir, 'log-lines.sqlite'), env: { LOG_LEVEL: 'info' } });
});
afterAll(async () => {
  await server?.stop();
  temp.remove();
});

/** The value of the tokens in the links below: no line of the log may carry it. */
const SECRET = 'SECRET-7d1e';

// Paths that once printed bare console lines (react-router's "No routes matched location" for a decoded line
// break), next to ordinary pages, a real cache miss, an unknown API path and a refused GraphQL document, and the
// links of emails, whose tokens the request lines once carried.
const REQUESTS = [
  '/',
  '/x%0a',
  '/collars%0d',
  '/a%0d%0ab',
  '/collars?q=leather',
  '/no-such-page',
  '/api/no-such-path',
  '/graphql?query=%7B',
  `/preferences?token=${SECRET}`,
  `/unsubscribe?token=${SECRET}`,
  `/subscribe/confirm?token=${SECRET}`,
  `/price-alerts/confirm?token=${SECRET}`,
  `/api/preferences?token=${SECRET}`,
];

/** Whether the line is one JSON object. */
function isJson(line: string): boolean {
  try {
    return typeof JSON.parse(line) === 'object';
  } catch {
    return false;
  }
}

// The one line main.ts writes for people (and the process helper waits for), not through the log.
const LISTENING_LINE = /^Bulldog Collar Guide is serving the site, \/graphql and \/api on http:\/\/localhost:\d+$/;

it('wrote only JSON lines while it started, but for the line that says where it listens', () => {
  const started = server.output().split('\n').filter(Boolean);
  expect(started.filter((line) => !isJson(line) && !LISTENING_LINE.test(line))).toEqual([]);
});

it('writes only JSON lines carrying the request id while it serves requests', async () => {
  const served = server.output().length;
  const ids: string[] = [];
  for (const url of REQUESTS) {
    const response = await fetch(`${server.url}${url}`, { redirect: 'manual' });
    await response.text();
    ids.push(response.headers.get('x-request-id') ?? '');
  }
  // The owner previews an issue: the newsletter's passes over its HTML (sanitize-html) run.
  const login = await postJson(`${server.url}/api/admin/login`, { password: PROCESS_ADMIN_PASSWORD });
  const auth = { authorization: `Bearer ${JSON.parse(login.text).sessionId}` };
  const issue = await postJson(
    `${server.url}/api/admin/newsletters`,
    { subject: 'Sizes', markdown: 'A [collar](https://example.com/c).' },
    auth,
  );
  const preview = await postJson(
    `${server.url}/graphql`,
    { query: 'query ($id: Int!) { newsletterPreview(id: $id) { emailHtml } }', variables: { id: JSON.parse(issue.text).id } },
    { ...auth, 'x-request-id': 'preview-1' },
  );
  expect(preview.text).toContain('emailHtml');
  ids.push('preview-1');
  // Every request ends with pino's "request completed" line; wait for the last one rather than for a fixed time.
  const last = ids[ids.length - 1];
  for (let waited = 0; !server.output().includes(`"reqId":"${last}","res"`) && waited < 5000; waited += 20) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const lines = server.output().slice(served).split('\n').filter(Boolean);
  // (The line of the readiness request made at start-up may land here too: it carries its own request id.)
  expect(lines.length).toBeGreaterThanOrEqual(REQUESTS.length * 2);
  for (const line of lines) {
    const parsed = isJson(line) ? (JSON.parse(line) as { reqId?: string }) : undefined;
    expect({ line, json: parsed !== undefined, hasRequestId: Boolean(parsed?.reqId) }).toEqual({
      line,
      json: true,
      hasRequestId: true,
    });
  }
  // The links' request lines name the path and the parameter, never the token.
  expect(lines.filter((line) => line.includes(SECRET))).toEqual([]);
  expect(lines.some((line) => line.includes('"url":"/preferences?token"'))).toBe(true);
});
