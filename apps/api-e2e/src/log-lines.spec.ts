import path from 'node:path';
import { startServer, temporaryDirectory, type ServerProcess } from './support/built-server';

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

// Paths that once printed bare console lines (react-router's "No routes matched location" for a decoded line
// break), next to ordinary pages, a real cache miss, an unknown API path and a refused GraphQL document.
const REQUESTS = [
  '/',
  '/x%0a',
  '/collars%0d',
  '/a%0d%0ab',
  '/collars?q=leather',
  '/no-such-page',
  '/api/no-such-path',
  '/graphql?query=%7B',
];

it('writes only JSON lines carrying the request id while it serves requests', async () => {
  const served = server.output().length;
  const ids: string[] = [];
  for (const url of REQUESTS) {
    const response = await fetch(`${server.url}${url}`);
    await response.text();
    ids.push(response.headers.get('x-request-id') ?? '');
  }
  // Every request ends with pino's "request completed" line; wait for the last one rather than for a fixed time.
  const last = ids[ids.length - 1];
  for (let waited = 0; !server.output().includes(`"reqId":"${last}","res"`) && waited < 5000; waited += 20) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const lines = server.output().slice(served).split('\n').filter(Boolean);
  // (The line of the readiness request made at start-up may land here too: it carries its own request id.)
  expect(lines.length).toBeGreaterThanOrEqual(REQUESTS.length * 2);
  for (const line of lines) {
    let parsed: { reqId?: string } | undefined;
    try {
      parsed = JSON.parse(line) as { reqId?: string };
    } catch {
      parsed = undefined;
    }
    expect({ line, json: parsed !== undefined, hasRequestId: Boolean(parsed?.reqId) }).toEqual({
      line,
      json: true,
      hasRequestId: true,
    });
  }
});
