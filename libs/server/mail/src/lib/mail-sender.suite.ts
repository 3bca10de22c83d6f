import 'reflect-metadata';
import { createTestDataSource } from '@bcg/server/core/testing';
import { headerOf, startSmtpSink } from '../testing';
import { createSmtpTransport, MailSender, retryDelayMs, SUPPRESSED_MESSAGE, type MailTransport } from './mail-sender';
import { MailSuppression } from './mail-suppression.entity';
import { MailSuppressionService } from './mail-suppression.service';
import { OutboxEmail } from './outbox-email.entity';
import { Outbox } from './outbox.service';

const SECOND = 1000;
const quietLog = { info: () => undefined, warn: () => undefined };

describe('MailSender', () => {
  let db: Awaited<ReturnType<typeof createTestDataSource>>;
  let outbox: Outbox;
  let clock: Date;
  const now = () => clock;
  const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));
  const options = {
    from: 'Guide <guide@example.com>',
    maxAttempts: 3,
    retryBaseMs: 60 * SECOND,
    leaseMs: 120 * SECOND,
    pollMs: 3_600_000,
    now,
  };

  beforeEach(async () => {
    db = await createTestDataSource([OutboxEmail, MailSuppression]);
    clock = new Date('2026-11-23T12:00:00Z');
    outbox = new Outbox(db.dataSource, { siteUrl: 'https://bulldogs.example', now });
  });
  afterEach(() => db.close());

  const queue = (count: number) =>
    db.dataSource.transaction(async (manager) => {
      for (let index = 0; index < count; index++) {
        await outbox.enqueue(manager, { kind: 'test', to: `fan${index}@example.com`, subject: `Email ${index}`, text: 'Hello' });
      }
    });
  const rows = () => db.dataSource.getRepository(OutboxEmail).find({ order: { id: 'ASC' } });

  /** A transport that records what it was given and fails while `failing` is true. */
  function fakeTransport() {
    const sent: { messageId: string; to: string }[] = [];
    const transport = {
      failing: false,
      sent,
      closed: false,
      async sendMail(message: { messageId: string; to: string }) {
        if (transport.failing) throw new Error('connect ECONNREFUSED 127.0.0.1:2525');
        sent.push({ messageId: message.messageId, to: message.to });
      },
      close() {
        transport.closed = true;
      },
    };
    return transport satisfies MailTransport;
  }

  it('delivers over SMTP with the stored Message-ID and headers, and records each as sent', async () => {
    const sink = await startSmtpSink();
    const sender = new MailSender(outbox, createSmtpTransport(sink.url), { ...options, now: undefined }, quietLog);
    try {
      await db.dataSource.transaction((manager) =>
        outbox.enqueue(manager, {
          kind: 'test',
          to: 'fan@example.com',
          subject: 'Hi',
          text: 'Plain',
          html: '<p>Rich</p>',
          headers: { 'List-Unsubscribe': '<https://bulldogs.example/api/unsubscribe?token=x>' },
        }),
      );
      sender.start();
      await sink.waitFor(() => sink.messages.length === 1);
      await sender.idle();
      const [message] = sink.messages;
      const [row] = await rows();
      expect(message?.messageId).toBe(row?.messageId);
      expect(message && headerOf(message, 'List-Unsubscribe')).toBe('<https://bulldogs.example/api/unsubscribe?token=x>');
      expect(message).toMatchObject({ subject: 'Hi', text: 'Plain', html: '<p>Rich</p>' });
      expect(message?.from?.text).toBe('"Guide" <guide@example.com>');
      expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    } finally {
      await sender.stop();
      await sink.close();
    }
  });

  it('wakes on a commit that queued an email, not on a rolled-back one', async () => {
    const transport = fakeTransport();
    const sender = new MailSender(outbox, transport, options, quietLog);
    sender.start();
    await sender.idle();
    await queue(2);
    await sender.idle();
    expect(transport.sent).toHaveLength(2);
    await sender.stop();
    expect(transport.closed).toBe(true);
  });

  it('retries with exponential backoff, then gives up with the last error', async () => {
    const transport = fakeTransport();
    transport.failing = true;
    const sender = new MailSender(outbox, transport, options, quietLog);
    await queue(1);
    sender.wake();
    await sender.idle();
    expect((await rows())[0]).toMatchObject({ status: 'pending', attempts: 1, nextAttemptAt: new Date(clock.getTime() + 60 * SECOND) });
    // Not due yet: nothing is tried.
    advance(60 * SECOND - 1);
    sender.wake();
    await sender.idle();
    expect((await rows())[0]?.attempts).toBe(1);
    advance(1);
    sender.wake();
    await sender.idle();
    expect((await rows())[0]).toMatchObject({ status: 'pending', attempts: 2, nextAttemptAt: new Date(clock.getTime() + 120 * SECOND) });
    advance(120 * SECOND);
    sender.wake();
    await sender.idle();
    expect((await rows())[0]).toMatchObject({ status: 'failed', attempts: 3, lastError: 'connect ECONNREFUSED 127.0.0.1:2525' });
    advance(3_600_000);
    sender.wake();
    await sender.idle();
    expect((await rows())[0]?.attempts).toBe(3);
    expect(transport.sent).toEqual([]);
  });

  it('delivers once the SMTP server is back', async () => {
    const transport = fakeTransport();
    transport.failing = true;
    const sender = new MailSender(outbox, transport, options, quietLog);
    await queue(3);
    sender.wake();
    await sender.idle();
    transport.failing = false;
    advance(60 * SECOND);
    sender.wake();
    await sender.idle();
    expect(transport.sent).toHaveLength(3);
    expect((await rows()).map((row) => row.status)).toEqual(['sent', 'sent', 'sent']);
  });

  it("fails an email at once on the SMTP server's permanent refusal (5xx)", async () => {
    const refusing: MailTransport = {
      sendMail: () => Promise.reject(Object.assign(new Error('550 5.1.1 No such user'), { responseCode: 550 })),
      close: () => undefined,
    };
    const sender = new MailSender(outbox, refusing, options, quietLog);
    await queue(1);
    sender.wake();
    await sender.idle();
    expect((await rows())[0]).toMatchObject({ status: 'failed', attempts: 1, lastError: '550 5.1.1 No such user' });
  });

  it('suppresses an address its server refused for good, and sends it nothing after, until the owner releases it', async () => {
    const suppressions = new MailSuppressionService(db.dataSource);
    let refuse = true;
    const transport = fakeTransport();
    const refusing: MailTransport = {
      sendMail: (message) =>
        refuse ? Promise.reject(Object.assign(new Error('550 5.1.1 No such user'), { responseCode: 550 })) : transport.sendMail(message),
      close: () => undefined,
    };
    const sender = new MailSender(outbox, refusing, options, quietLog, suppressions);
    await queue(1);
    sender.wake();
    await sender.idle();
    const [suppressed] = (await suppressions.page({ offset: 0, limit: 10 })).items;
    expect(suppressed).toMatchObject({ email: 'fan0@example.com', reason: 'bounce', detail: '550 5.1.1 No such user' });

    // A later email to the same address, in another case, is not handed to the server at all.
    refuse = false;
    await db.dataSource.transaction((manager) =>
      outbox.enqueue(manager, { kind: 'test', to: 'Fan0@Example.com', subject: 'Later', text: 'Hello' }),
    );
    sender.wake();
    await sender.idle();
    expect(transport.sent).toEqual([]);
    expect((await rows())[1]).toMatchObject({ status: 'failed', lastError: SUPPRESSED_MESSAGE });

    await suppressions.release(suppressed?.id ?? 0);
    await queue(1);
    sender.wake();
    await sender.idle();
    expect(transport.sent.map((message) => message.to)).toEqual(['fan0@example.com']);
  });

  it('doubles the wait after each failure, up to 6 hours', () => {
    expect([1, 2, 3, 4].map((attempts) => retryDelayMs(attempts, 1000))).toEqual([1000, 2000, 4000, 8000]);
    expect(retryDelayMs(30, 60_000)).toBe(6 * 60 * 60 * 1000);
  });
});

describe('Outbox.claimDue', () => {
  let db: Awaited<ReturnType<typeof createTestDataSource>>;
  let outbox: Outbox;
  let clock: Date;

  beforeEach(async () => {
    db = await createTestDataSource([OutboxEmail, MailSuppression]);
    clock = new Date('2026-11-23T12:00:00Z');
    outbox = new Outbox(db.dataSource, { siteUrl: 'https://bulldogs.example', now: () => clock });
    for (let index = 0; index < 30; index++) {
      await outbox.enqueue(db.dataSource.manager, { kind: 'test', to: `fan${index}@example.com`, subject: 'Hi', text: 'Hello' });
    }
  });
  afterEach(() => db.close());

  it('gives each due email to one claimer only, even when they claim at the same moment', async () => {
    const claims = await Promise.all(Array.from({ length: 6 }, () => outbox.claimDue(10, 60_000)));
    const ids = claims.flat().map((email) => email.id);
    expect(ids).toHaveLength(30);
    expect(new Set(ids).size).toBe(30);
  });

  it('takes back an email whose sender died mid-send once its lease has run out, with the same Message-ID', async () => {
    await outbox.claimDue(30, 60_000);
    const [claimed] = await outbox.claimDue(1, 60_000);
    expect(claimed).toBeUndefined();
    clock = new Date(clock.getTime() + 60_000);
    const reclaimed = await outbox.claimDue(30, 60_000);
    expect(reclaimed).toHaveLength(30);
    expect(reclaimed[0]).toMatchObject({ status: 'sending', attempts: 2 });
    const stored = await db.dataSource.getRepository(OutboxEmail).findOneByOrFail({ id: reclaimed[0]?.id });
    expect(stored.messageId).toBe(reclaimed[0]?.messageId);
  });
});
