import 'reflect-metadata';
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { OutboxEmail } from '@bcg/server/mail';
import { startSmtpSink } from '@bcg/server/mail/testing';
import { openDatabase } from '@bcg/server/core';
import { NewsletterService } from '../newsletter.service';
import { addSubscribers, NEWSLETTER_TEST_ENTITIES, newsletterTestDatabase, testOutbox, testRenderer } from '../testing/newsletter-fixture';

const RECIPIENTS = 10_000;
const KILL_AT = 3_000;
const RUNNER = path.join(__dirname, 'testing/run-typescript.js');
const SENDER = path.join(__dirname, 'testing/sender-process.ts');

/** A sender process of its own on the test database, named `name` in its EHLO; resolves its exit. */
function startSender(url: string, smtpUrl: string, name: string): { child: ChildProcess; exited: Promise<number | null> } {
  const child = spawn(process.execPath, [RUNNER, SENDER], {
    env: { PATH: process.env['PATH'], DATABASE_URL: url, SMTP_URL: smtpUrl, SENDER_NAME: name, TZ: process.env['TZ'] },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return { child, exited: new Promise((resolve) => child.once('exit', (code) => resolve(code))) };
}

describe('a send killed mid-delivery', () => {
  it(`resumes in another process and sends each of ${RECIPIENTS} recipients exactly one copy`, async () => {
    const db = await newsletterTestDatabase();
    const accepted = new Map<string, number>();
    let first: ReturnType<typeof startSender> | undefined;
    let holding = false;
    const sink = await startSmtpSink({
      parse: false,
      beforeAccept: ({ client, recipients }) => {
        if (client === 'sender-a' && (holding || accepted.size >= KILL_AT)) {
          // From here on the first sender's copies go unanswered: it is killed while they are on the wire.
          holding = true;
          return 'drop';
        }
        for (const to of recipients) accepted.set(to, (accepted.get(to) ?? 0) + 1);
        return undefined;
      },
    });
    try {
      await addSubscribers(db.dataSource, RECIPIENTS);
      const service = new NewsletterService(db.dataSource, testOutbox(db.dataSource), testRenderer(db.dataSource));
      const issue = await service.send((await service.create({ subject: 'Crash-safe', markdown: 'One copy each' })).id);
      // The processes share the database: this one lets go of it while they work.
      await db.dataSource.destroy();

      first = startSender(db.url, sink.url, 'sender-a');
      while (!holding) {
        if (first.child.exitCode !== null) throw new Error('The first sender ended before the kill point');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      // Every copy the server answered has been recorded (SMTP cannot do better: a crash between a server's answer and
      // its record means a second copy); the copies in flight have had no answer. Now the process dies.
      const watcher = await openDatabase(db.url, NEWSLETTER_TEST_ENTITIES);
      try {
        const recorded = () => watcher.getRepository(OutboxEmail).countBy({ newsletterId: issue.id, status: 'sent' });
        while ((await recorded()) < accepted.size) await new Promise((resolve) => setTimeout(resolve, 20));
      } finally {
        await watcher.destroy();
      }
      first.child.kill('SIGKILL');
      expect(await first.exited).toBeNull();
      const second = startSender(db.url, sink.url, 'sender-b');
      expect(await second.exited).toBe(0);

      expect(accepted.size).toBe(RECIPIENTS);
      expect([...accepted.values()].every((copies) => copies === 1)).toBe(true);
      const reopened = await openDatabase(db.url, NEWSLETTER_TEST_ENTITIES);
      try {
        const after = new NewsletterService(reopened, testOutbox(reopened), testRenderer(reopened));
        const sent = await after.get(issue.id);
        expect(sent).toMatchObject({ status: 'sent', recipientCount: RECIPIENTS });
        expect(await after.delivery(sent)).toEqual({ recipientCount: RECIPIENTS, sentCount: RECIPIENTS, failedCount: 0, pendingCount: 0 });
        expect(await reopened.getRepository(OutboxEmail).countBy({ newsletterId: issue.id })).toBe(RECIPIENTS);
      } finally {
        await reopened.destroy();
      }
    } finally {
      first?.child.kill('SIGKILL');
      await sink.close();
      await db.close();
    }
  }, 180_000);
});
