import path from 'node:path';
import { postJson, startServer, temporaryDirectory } from './support/built-server';
import { integrityCheck, queryFile } from './support/sqlite-file';

// Each round starts a server process, kills it with SIGKILL at a random point of a stream of writes and checks every
// acknowledged sign-up and the file's integrity. Each round is a whole proof at a random kill point; three give three
// different points in half the time of six.
const ROUNDS = 3;
const WORKERS = 6;
const temp = temporaryDirectory('bcg-crash-');
const databaseFile = path.join(temp.dir, 'crash.sqlite');
afterAll(() => temp.remove());

it(`loses no acknowledged sign-up when the server is killed with SIGKILL mid-stream, ${ROUNDS} times`, async () => {
  const acknowledged = new Set<string>();
  const totals = { sent: 0, acknowledged: 0, refusedConnections: 0, serverErrors: 0, other: 0 };
  for (let round = 1; round <= ROUNDS; round++) {
    const server = await startServer({ databaseUrl: databaseFile, env: { SUBSCRIBE_RATE_LIMIT: '1000000/3600' } });
    let killed = false;
    // The kill comes mid-stream: after a different number of acknowledged sign-ups each round (5 to 40), not after a
    // fixed time, so a slow machine still kills a server that is busy writing.
    const killAfter = 5 + Math.floor(Math.random() * 36);
    let acknowledgedThisRound = 0;
    let reachedKillPoint!: () => void;
    const killPoint = new Promise<void>((resolve) => (reachedKillPoint = resolve));
    const worker = async (w: number) => {
      for (let i = 0; !killed || i === 0; i++) {
        const email = `crash-${round}-${w}-${i}@example.com`;
        totals.sent++;
        const { status } = await postJson(`${server.url}/api/subscribe`, { email });
        if (status === 200) {
          acknowledged.add(email);
          totals.acknowledged++;
          if (++acknowledgedThisRound === killAfter) reachedKillPoint();
        } else if (status === 0) totals.refusedConnections++;
        else if (status >= 500) totals.serverErrors++;
        else totals.other++;
        if (status === 0) break;
      }
    };
    const stream = Promise.all(Array.from({ length: WORKERS }, (_, w) => worker(w)));
    // (Should every worker stop first, a server that died on its own, the checks below say so.)
    await Promise.race([killPoint, stream]);
    killed = true;
    await server.kill9();
    await stream;
    expect(await integrityCheck(databaseFile)).toBe('ok');
    const stored = new Set(
      (await queryFile<{ email: string }>(databaseFile, 'SELECT email FROM email_subscriber')).map((row) => row.email),
    );
    const lost = [...acknowledged].filter((email) => !stored.has(email));
    expect(lost).toEqual([]);
  }
  console.log(`${ROUNDS} kill -9 rounds: ${JSON.stringify(totals)}; every acknowledged address present, integrity_check ok after each`);
  expect(totals.serverErrors).toBe(0);
  expect(totals.acknowledged).toBeGreaterThan(ROUNDS * WORKERS);
});
