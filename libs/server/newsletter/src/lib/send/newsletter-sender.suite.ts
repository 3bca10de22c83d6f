import 'reflect-metadata';
import { EmailSubscriber } from '@bcg/server/leads';
import { MailSender, MailSuppression, OutboxEmail, type MailTransport, type Outbox } from '@bcg/server/mail';
import { NewsletterService } from '../newsletter.service';
import { addSubscribers, newsletterTestDatabase, testOutbox, testRenderer } from '../testing/newsletter-fixture';
import { LIST_CHANGED } from './recipients';
import { NewsletterSender, type NewsletterSenderOptions } from './newsletter-sender';

const MINUTE = 60_000;
const quietLog = { info: () => undefined, warn: () => undefined };

/** A transport that records each message, fails while `failure` is set, and runs `onSend` before accepting. */
function fakeTransport() {
  const transport = {
    sent: [] as { to: string; subject: string; messageId: string; headers: Record<string, string>; html?: string }[],
    failure: undefined as (Error & { responseCode?: number }) | undefined,
    refuse: new Map<string, Error & { responseCode?: number }>(),
    onSend: undefined as ((to: string) => Promise<void>) | undefined,
    async sendMail(message: { to: string; subject: string; messageId: string; headers: Record<string, string>; html?: string }) {
      await transport.onSend?.(message.to);
      if (transport.failure) throw transport.failure;
      const refusal = transport.refuse.get(message.to);
      if (refusal) throw refusal;
      transport.sent.push(message);
    },
    close: () => undefined,
  };
  return transport satisfies MailTransport;
}

describe('NewsletterSender', () => {
  let db: Awaited<ReturnType<typeof newsletterTestDatabase>>;
  let clock: Date;
  let outbox: Outbox;
  let service: NewsletterService;
  let transport: ReturnType<typeof fakeTransport>;
  let slept: number[];
  const now = () => clock;
  const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));
  const options: NewsletterSenderOptions = {
    from: 'Guide <guide@bulldogs.example>',
    ratePerMinute: 1_000_000,
    maxAttempts: 8,
    retryBaseMs: MINUTE,
    leaseMs: 2 * MINUTE,
    pollMs: 3_600_000,
    chunkSize: 7,
    holder: 'server-a',
    now,
    // The rate's waits move the test's clock instead of taking time.
    sleep: async (ms) => {
      slept.push(ms);
      advance(ms);
    },
  };
  const senderWith = (overrides: Partial<NewsletterSenderOptions> = {}) =>
    new NewsletterSender(db.dataSource, outbox, transport, testRenderer(db.dataSource), { ...options, ...overrides }, quietLog);
  const round = async (sender: NewsletterSender) => {
    sender.wake();
    await sender.idle();
  };
  const issueNow = async () => service.send((await service.create({ subject: 'Dry collars', markdown: 'Hello **fans**' })).id);
  const recipientsOf = () => transport.sent.map((message) => message.to).sort();
  const fans = (count: number) => Array.from({ length: count }, (_, n) => `fan${n}@example.com`).sort();

  beforeEach(async () => {
    db = await newsletterTestDatabase();
    clock = new Date('2026-11-23T12:00:00Z');
    slept = [];
    outbox = testOutbox(db.dataSource, now);
    service = new NewsletterService(db.dataSource, outbox, testRenderer(db.dataSource), { now });
    transport = fakeTransport();
  });
  afterEach(() => db.close());

  it('sends one copy to each confirmed subscriber who wants the newsletter and is not suppressed, then marks the issue sent', async () => {
    await addSubscribers(db.dataSource, 20);
    await addSubscribers(db.dataSource, 1, 20, { status: 'pending', confirmedAt: null });
    await addSubscribers(db.dataSource, 1, 21, { newsletter: false });
    await addSubscribers(db.dataSource, 1, 22);
    await db.dataSource.getRepository(MailSuppression).insert({ email: 'fan22@example.com', reason: 'complaint', detail: null });
    const issue = await issueNow();
    await round(senderWith());
    expect(recipientsOf()).toEqual(fans(20));
    const [copy] = transport.sent;
    expect(copy).toMatchObject({ subject: 'Dry collars' });
    expect(copy?.html).toContain('<strong>fans</strong>');
    expect(copy?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const sent = await service.get(issue.id);
    expect(sent).toMatchObject({ status: 'sent', sentAt: clock, recipientCount: 20 });
    expect(await service.delivery(sent)).toEqual({ recipientCount: 20, sentCount: 20, failedCount: 0, pendingCount: 0 });
  });

  it('queues every copy without an SMTP server, where they wait in the outbox', async () => {
    await addSubscribers(db.dataSource, 9);
    const issue = await issueNow();
    const sender = new NewsletterSender(db.dataSource, outbox, undefined, testRenderer(db.dataSource), options, quietLog);
    await round(sender);
    const queued = await service.get(issue.id);
    expect(queued).toMatchObject({ status: 'sending', recipientCount: 9 });
    expect(await service.delivery(queued)).toEqual({ recipientCount: 9, sentCount: 0, failedCount: 0, pendingCount: 9 });
    expect(
      await db.dataSource.getRepository(OutboxEmail).countBy({ newsletterId: issue.id, kind: 'newsletter', subject: 'Dry collars' }),
    ).toBe(9);
  });

  it('keeps to the rate per minute', async () => {
    await addSubscribers(db.dataSource, 5);
    await issueNow();
    await round(senderWith({ ratePerMinute: 60, batchSize: 1 }));
    expect(transport.sent).toHaveLength(5);
    // One a second: the first at once, each later one a second after the one before.
    expect(slept).toEqual([1000, 1000, 1000, 1000]);
  });

  it('rests after each batch while the event loop is busy serving pages, and not while it is quiet', async () => {
    await addSubscribers(db.dataSource, 4);
    await issueNow();
    let busy = 0.95;
    // Each batch takes 300 ms of the test's clock (its SMTP answers).
    transport.onSend = async () => void advance(150);
    const sender = senderWith({ batchSize: 2, restWhenBusierThan: 0.8, loopBusy: () => () => busy });
    await round(sender);
    expect(slept).toEqual([300, 300]);
    busy = 0.3;
    slept = [];
    await issueNow();
    await round(sender);
    expect(slept).toEqual([]);
  });

  it('never lets the transactional sender take a copy of an issue, nor the issue sender a transactional email', async () => {
    await addSubscribers(db.dataSource, 3);
    await issueNow();
    await db.dataSource.transaction((manager) =>
      outbox.enqueue(manager, { kind: 'guide', to: 'reader@example.com', subject: 'Your guide', text: 'Hi' }),
    );
    const newsletterSender = senderWith();
    // Queue the issue's copies without delivering them: the SMTP server refuses for now.
    transport.failure = Object.assign(new Error('connect ECONNREFUSED'), {});
    await round(newsletterSender);
    // The copies are due again; only their own sender may take them.
    advance(10 * MINUTE);
    const mailTransport = fakeTransport();
    const mailSender = new MailSender(outbox, mailTransport, { ...options, maxAttempts: 3 }, quietLog);
    mailSender.wake();
    await mailSender.idle();
    expect(mailTransport.sent.map((message) => message.to)).toEqual(['reader@example.com']);
    expect(transport.sent).toEqual([]);
  });

  it('retries with back-off while the SMTP server is away and then sends everyone exactly once', async () => {
    await addSubscribers(db.dataSource, 12);
    const issue = await issueNow();
    const sender = senderWith();
    transport.failure = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:25'), {});
    for (let minute = 0; minute < 10; minute++) {
      await round(sender);
      advance(MINUTE);
    }
    expect(transport.sent).toEqual([]);
    expect(await service.get(issue.id)).toMatchObject({ status: 'sending' });
    expect(await service.delivery(issue)).toMatchObject({ sentCount: 0, failedCount: 0, pendingCount: 12 });
    transport.failure = undefined;
    // Back after ten minutes: the next attempt of each copy comes due within its back-off (at most 8 minutes here).
    advance(8 * MINUTE);
    await round(sender);
    expect(recipientsOf()).toEqual(fans(12));
    expect(await service.get(issue.id)).toMatchObject({ status: 'sent' });
  });

  it('does not send to readers who unsubscribed, turned the newsletter off or were suppressed during the send', async () => {
    await addSubscribers(db.dataSource, 10);
    const issue = await issueNow();
    const subscribers = db.dataSource.getRepository(EmailSubscriber);
    let changed = false;
    transport.onSend = async () => {
      if (changed) return;
      changed = true;
      await subscribers.update({ email: 'fan7@example.com' }, { status: 'unsubscribed', unsubscribedAt: clock });
      await subscribers.update({ email: 'fan8@example.com' }, { newsletter: false });
      await db.dataSource.getRepository(MailSuppression).insert({ email: 'fan9@example.com', reason: 'bounce', detail: null });
    };
    // Every copy is queued before the first is sent; the list changes while the first batch goes out.
    await round(senderWith({ batchSize: 2, chunkSize: 100 }));
    expect(recipientsOf()).toEqual(fans(7));
    const failed = await db.dataSource.getRepository(OutboxEmail).find({ where: { status: 'failed' }, order: { toAddress: 'ASC' } });
    expect(failed.map((row) => [row.toAddress, row.lastError])).toEqual([
      ['fan7@example.com', LIST_CHANGED.unsubscribed],
      ['fan8@example.com', LIST_CHANGED.newsletterOff],
      ['fan9@example.com', LIST_CHANGED.suppressed('bounce')],
    ]);
    expect(await service.delivery(await service.get(issue.id))).toEqual({
      recipientCount: 10,
      sentCount: 7,
      failedCount: 3,
      pendingCount: 0,
    });
  });

  it('suppresses an address its server refuses for good (5xx) and fails only that copy', async () => {
    await addSubscribers(db.dataSource, 3);
    await issueNow();
    transport.refuse.set('fan1@example.com', Object.assign(new Error('550 5.1.1 No such user'), { responseCode: 550 }));
    await round(senderWith());
    expect(recipientsOf()).toEqual(['fan0@example.com', 'fan2@example.com']);
    expect(await db.dataSource.getRepository(MailSuppression).find()).toMatchObject([
      { email: 'fan1@example.com', reason: 'bounce', detail: '550 5.1.1 No such user' },
    ]);
  });

  it('starts a scheduled issue when its time comes, not before', async () => {
    await addSubscribers(db.dataSource, 2);
    const issue = await service.create({ subject: 'Later', markdown: 'Soon' });
    await service.send(issue.id, new Date(clock.getTime() + 60 * MINUTE));
    const sender = senderWith();
    await round(sender);
    expect(transport.sent).toEqual([]);
    expect((await service.get(issue.id)).status).toBe('scheduled');
    advance(60 * MINUTE);
    await round(sender);
    expect(recipientsOf()).toEqual(fans(2));
    expect(await service.get(issue.id)).toMatchObject({ status: 'sent', sentHtml: expect.stringContaining('Soon') });
  });

  it('sends from one server only: another waits while the lease is held', async () => {
    await addSubscribers(db.dataSource, 2);
    await issueNow();
    const first = senderWith({ holder: 'server-a' });
    const second = senderWith({ holder: 'server-b' });
    transport.failure = new Error('connect ECONNREFUSED');
    await round(first);
    transport.failure = undefined;
    advance(MINUTE + 1);
    await round(second);
    expect(transport.sent).toEqual([]);
  });
});
