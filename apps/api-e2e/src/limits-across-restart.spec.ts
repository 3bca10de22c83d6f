import path from 'node:path';
import { PROCESS_ADMIN_PASSWORD, postJson, startServer, temporaryDirectory, type ServerProcess } from './support/built-server';

const temp = temporaryDirectory('bcg-limits-');
const databaseUrl = path.join(temp.dir, 'limits.sqlite');
const env = { SUBSCRIBE_RATE_LIMIT: '3/3600' };
let server: ServerProcess | undefined;
afterAll(async () => {
  await server?.stop();
  temp.remove();
});

const forwardedFor = (i: number) => ({ 'x-forwarded-for': `203.0.${i % 250}.${(i * 7) % 250}`, 'x-real-ip': `198.51.100.${i % 250}` });

it('login hammering from one address with rotating X-Forwarded-For: 429 holds, also after a restart', async () => {
  server = await startServer({ databaseUrl, env });
  const statuses: number[] = [];
  for (let i = 0; i < 5; i++) {
    const { status, text } = await postJson(`${server.url}/api/admin/login`, { password: `guess-${i}` }, forwardedFor(i));
    statuses.push(status);
    expect(JSON.parse(text)).toEqual({ success: false });
  }
  for (let i = 5; i < 30; i++)
    statuses.push((await postJson(`${server.url}/api/admin/login`, { password: PROCESS_ADMIN_PASSWORD }, forwardedFor(i))).status);
  expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
  expect(new Set(statuses.slice(5))).toEqual(new Set([429]));

  await server.stop();
  server = await startServer({ databaseUrl, env });
  const afterRestart: number[] = [];
  for (let i = 30; i < 40; i++) {
    const response = await postJson(`${server.url}/api/admin/login`, { password: PROCESS_ADMIN_PASSWORD }, forwardedFor(i));
    afterRestart.push(response.status);
    expect(response.text).not.toContain('sessionId');
  }
  expect(new Set(afterRestart)).toEqual(new Set([429]));
  const graphql = await postJson(
    `${server.url}/graphql`,
    { query: `mutation { adminLogin(password: "${PROCESS_ADMIN_PASSWORD}") { success sessionId } }` },
    forwardedFor(41),
  );
  expect(graphql.status).toBe(429);
  console.log(
    `login: 5 failures then ${statuses.length - 5} refusals (429) with rotating X-Forwarded-For; after restart ${afterRestart.length} more 429s`,
  );
});

it('the sign-up limit (SUBSCRIBE_RATE_LIMIT=3/3600) holds across a restart and ignores X-Forwarded-For', async () => {
  await server?.stop();
  server = await startServer({ databaseUrl, env });
  const before = [];
  for (let i = 0; i < 3; i++)
    before.push((await postJson(`${server.url}/api/subscribe`, { email: `restart-${i}@example.com` }, forwardedFor(i))).status);
  expect(before).toEqual([200, 200, 200]);
  expect((await postJson(`${server.url}/api/subscribe`, { email: 'restart-3@example.com' }, forwardedFor(3))).status).toBe(429);
  await server.stop();
  server = await startServer({ databaseUrl, env });
  const refused = await postJson(`${server.url}/api/subscribe`, { email: 'restart-4@example.com' }, forwardedFor(4));
  expect(refused.status).toBe(429);
  expect(JSON.parse(refused.text).error).toMatch(/Too many sign-ups/);
});
