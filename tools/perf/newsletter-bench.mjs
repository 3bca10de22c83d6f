// The newsletter part of `npm run bench` (alone: `node tools/perf/newsletter-bench.mjs` after `npm run build`): an
// issue sent to 100,000 confirmed subscribers (NEWSLETTER_BENCH_SUBSCRIBERS) through a local SMTP sink, at the send
// rate NEWSLETTER_BENCH_RATE per minute (default: far above what the server reaches, so the send goes as fast as it
// can), while readers ask for the site's most read pages at 10 connections, as in the sync bench.
// 1. The readers run for BENCH_DURATION seconds with no send: the cached req/s without one.
// 2. The owner sends the issue (REST), and the readers run until the sink has a copy for every subscriber.
// Printed: mails a second through the sink, the readers' req/s during the send as a ratio of the quiet req/s
// (target >= 0.8), the hit rate, and whether every subscriber got exactly one copy.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { SMTPServer } from 'smtp-server';
import sqlite3 from 'sqlite3';
import figures from './figures.cjs';
import { generatedDatabase } from './paging-bench.mjs';
import { adminSession, envNumber, request, startBuiltServer } from './processes.mjs';
import { readerRequests, readers } from './sync-bench.mjs';

const { formatTable, round } = figures;

const TARGETS = { ratio: 0.8 };
/** The demo seed with a few generated collars and posts, no generated subscriber (the bench adds its own). */
const SEED_COUNTS = '100,20,0,0';

/** `count` confirmed subscribers with the newsletter on, written straight into the server's SQLite file. */
function addSubscribers(file, count) {
  const stamp = new Date('2026-01-01T00:00:00Z').toISOString().replace('T', ' ').replace('Z', '');
  return new Promise((resolve, reject) => {
    const db = new sqlite3.Database(file, (error) => error && reject(error));
    db.serialize(() => {
      db.run('BEGIN');
      const insert = db.prepare(
        'INSERT INTO "email_subscriber" ("email", "status", "signedUpAt", "confirmedAt", "unsubscribeToken", "newsletter") VALUES (?, ?, ?, ?, ?, 1)',
      );
      for (let n = 0; n < count; n++) insert.run(`reader-${n}@example.com`, 'confirmed', stamp, stamp, `bench-token-${n}`);
      insert.finalize();
      db.run('COMMIT', (error) => {
        db.close();
        if (error) reject(error);
        else resolve();
      });
    });
  });
}

/** An SMTP server on loopback that accepts everything and counts each recipient's copies (no parsing: it keeps up). */
async function startCountingSink() {
  const copies = new Map();
  const seen = { total: 0, firstAt: null, lastAt: null };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        for (const { address } of session.envelope.rcptTo) copies.set(address, (copies.get(address) ?? 0) + 1);
        seen.total += 1;
        seen.firstAt ??= performance.now();
        seen.lastAt = performance.now();
        callback();
      });
    },
  });
  server.on('error', () => undefined);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${server.server.address().port}`,
    copies,
    seen,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** Resolves once the sink has `count` copies; rejects after `timeoutMs`. */
async function allDelivered(sink, count, timeoutMs) {
  const started = performance.now();
  while (sink.seen.total < count) {
    if (performance.now() - started > timeoutMs)
      throw new Error(`The sink had ${sink.seen.total} of ${count} copies after ${round(timeoutMs / 1000)} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function adminCall(origin, session, method, url, body) {
  const answer = await request(`${origin}${url}`, {
    method,
    headers: { authorization: `Bearer ${session}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (answer.status >= 300) throw new Error(`${method} ${url} answered ${answer.status}: ${answer.body}`);
  return JSON.parse(answer.body.toString('utf8'));
}

/** Runs the newsletter measurement on a server and a sink of its own; resolves the figures and the verdict. */
export async function benchNewsletter(settings) {
  const subscribers = envNumber('NEWSLETTER_BENCH_SUBSCRIBERS', 100_000);
  const rate = envNumber('NEWSLETTER_BENCH_RATE', 1_000_000);
  console.log(
    `\nNewsletter: one issue to ${subscribers.toLocaleString('en-US')} subscribers through a local SMTP sink, readers on the cached pages`,
  );
  const database = await generatedDatabase('newsletter', SEED_COUNTS);
  await addSubscribers(database.file, subscribers);
  const sink = await startCountingSink();
  let server;
  try {
    const password = randomBytes(18).toString('base64url');
    server = await startBuiltServer({
      env: {
        DATABASE_URL: database.file,
        ADMIN_PASSWORD: password,
        RENDER_QUEUE_PER_CLIENT: String(settings.connections),
        SMTP_URL: sink.url,
        NEWSLETTER_SEND_RATE_PER_MINUTE: String(rate),
        // No issue is sent without the postal line the law requires.
        MAIL_POSTAL_ADDRESS: '120 Harbor Street, Portland, ME 04101',
      },
    });
    const requests = await readerRequests(server.origin);
    const load = { connections: settings.connections };
    await readers(server.origin, requests, { ...load, seconds: settings.warmupSeconds });
    process.stdout.write('  readers without a send...');
    const quiet = await readers(server.origin, requests, { ...load, seconds: settings.durationSeconds });
    console.log(` ${quiet.requestsPerSecond} req/s, hit rate ${quiet.hitRate}`);

    const session = await adminSession(server.origin, password);
    const issue = await adminCall(server.origin, session, 'POST', '/api/admin/newsletters', {
      subject: 'Winter collars that stay supple',
      preheader: 'Three picks for wet walks, and how to dry leather',
      markdown:
        '## Three picks\n\nLeather stiffens below zero; **biothane** does not.\n\n- [The guide](/guides/sizing)\n- A reply is welcome.\n',
    });
    process.stdout.write(`  readers during the send of ${subscribers.toLocaleString('en-US')}...`);
    const started = performance.now();
    await adminCall(server.origin, session, 'POST', `/api/admin/newsletters/${issue.id}/send`, {});
    // Generous: the readers share the server's CPU with the send.
    const delivered = allDelivered(sink, subscribers, Math.max(600_000, (subscribers / 50) * 1000));
    const during = await readers(server.origin, requests, { ...load, until: delivered });
    await delivered;
    const sendSeconds = (sink.seen.lastAt - started) / 1000;
    console.log(` ${during.requestsPerSecond} req/s, hit rate ${during.hitRate}`);
    const final = await adminCall(server.origin, session, 'GET', `/api/admin/newsletters/${issue.id}`);
    const ratio = quiet.requestsPerSecond ? round(during.requestsPerSecond / quiet.requestsPerSecond, 2) : null;
    const once = sink.copies.size === subscribers && [...sink.copies.values()].every((n) => n === 1);
    return {
      subscribers,
      rate,
      sendSeconds: round(sendSeconds, 1),
      mailsPerSecond: round(subscribers / sendSeconds, 1),
      issue: { status: final.status, delivery: final.delivery },
      eachOnce: once,
      quiet,
      during,
      ratio,
      targets: TARGETS,
      pass: once && ratio !== null && ratio >= TARGETS.ratio,
    };
  } finally {
    await server?.stop();
    await sink.close();
  }
}

/** The table `npm run bench` prints for these figures. */
export function newsletterTable(newsletter) {
  return [
    `\nNewsletter: ${newsletter.subscribers} subscribers in ${newsletter.sendSeconds} s = ${newsletter.mailsPerSecond} mails/s through the sink` +
      ` (rate limit ${newsletter.rate}/min); each got one copy: ${newsletter.eachOnce ? 'yes' : 'NO'}; the issue is ${newsletter.issue.status}\n`,
    formatTable(
      ['readers', 'req/s', 'p99 ms', 'hit rate', 'target', 'pass'],
      [
        ['without a send', newsletter.quiet.requestsPerSecond, newsletter.quiet.latencyP99Ms, newsletter.quiet.hitRate, '-', '-'],
        [
          `during the send (x ${newsletter.ratio})`,
          newsletter.during.requestsPerSecond,
          newsletter.during.latencyP99Ms,
          newsletter.during.hitRate,
          `x >= ${TARGETS.ratio}`,
          newsletter.pass ? 'yes' : 'NO',
        ],
      ],
    ),
  ].join('\n');
}

// `node tools/perf/newsletter-bench.mjs` (after `npm run build`): these figures alone, with the bench's settings.
if (process.argv[1] && pathToFileURL(path.resolve(process.argv[1])).href === import.meta.url) {
  const settings = {
    connections: envNumber('BENCH_CONNECTIONS', 10),
    durationSeconds: envNumber('BENCH_DURATION', 10),
    warmupSeconds: envNumber('BENCH_WARMUP', 3),
  };
  const newsletter = await benchNewsletter(settings);
  console.log(newsletterTable(newsletter));
  console.log(`\n${JSON.stringify(newsletter)}`);
}
