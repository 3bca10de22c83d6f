import 'reflect-metadata';
import { NotFoundError } from '@bcg/server/core';
import { createTestDataSource } from '@bcg/server/core/testing';
import { MailSender, type MailTransport } from './mail-sender';
import { MailSuppression } from './mail-suppression.entity';
import { MailSuppressionService } from './mail-suppression.service';
import { OutboxEmail } from './outbox-email.entity';
import { Outbox } from './outbox.service';

const quietLog = { info: () => undefined, warn: () => undefined };

describe('MailSuppressionService', () => {
  let db: Awaited<ReturnType<typeof createTestDataSource>>;
  let suppressions: MailSuppressionService;

  beforeEach(async () => {
    db = await createTestDataSource([OutboxEmail, MailSuppression]);
    suppressions = new MailSuppressionService(db.dataSource);
  });
  afterEach(() => db.close());

  it('stores addresses normalised and finds them whatever their case', async () => {
    expect(await suppressions.record('  Gone@Example.COM ', 'bounce', '550 No such user')).toBe(true);
    expect(await suppressions.suppressedAmong(['gone@example.com', 'GONE@example.com', 'here@example.com'])).toEqual(
      new Set(['gone@example.com']),
    );
  });

  it('keeps the first reason when an address is suppressed again', async () => {
    await suppressions.suppress('fan@example.com', 'bounce', '550 No such user');
    expect(await suppressions.record('FAN@example.com', 'complaint', 'spam report')).toBe(false);
    const rows = await db.dataSource.getRepository(MailSuppression).find();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: 'fan@example.com', reason: 'bounce', detail: '550 No such user' });
  });

  it('pages newest first, searches the address, and releases one so it is no longer suppressed', async () => {
    await suppressions.suppress('a@example.com', 'bounce', null);
    await suppressions.suppress('b@example.org', 'complaint', null);
    await suppressions.suppress('c@example.com', 'bounce', null);
    const all = await suppressions.page({ offset: 0, limit: 2 });
    expect(all.totalCount).toBe(3);
    expect(all.items.map((row) => row.email)).toEqual(['c@example.com', 'b@example.org']);
    const found = await suppressions.page({ q: 'EXAMPLE.ORG', offset: 0, limit: 10 });
    expect(found.items.map((row) => row.email)).toEqual(['b@example.org']);

    await suppressions.release(found.items[0]!.id);
    expect(await suppressions.suppressedAmong(['b@example.org'])).toEqual(new Set());
    await expect(suppressions.release(found.items[0]!.id)).rejects.toBeInstanceOf(NotFoundError);
  });

  describe('with the MailSender', () => {
    const options = { from: 'Guide <guide@example.com>', maxAttempts: 3, retryBaseMs: 60_000, leaseMs: 120_000, pollMs: 3_600_000 };
    const queue = (...addresses: string[]) =>
      db.dataSource.transaction(async (manager) => {
        const outbox = new Outbox(db.dataSource, { siteUrl: 'https://bulldogs.example' });
        for (const to of addresses) await outbox.enqueue(manager, { kind: 'test', to, subject: 'Hello', text: 'Hello' });
      });
    const rows = () => db.dataSource.getRepository(OutboxEmail).find({ order: { id: 'ASC' } });

    it('sends nothing to a suppressed address and marks its email failed with the reason', async () => {
      const sent: string[] = [];
      const transport: MailTransport = { sendMail: async ({ to }) => sent.push(to), close: () => undefined };
      await suppressions.suppress('gone@example.com', 'bounce', '550 No such user');
      await queue('Gone@example.com', 'fan@example.com');
      const sender = new MailSender(
        new Outbox(db.dataSource, { siteUrl: 'https://bulldogs.example' }),
        transport,
        { ...options, suppressions },
        quietLog,
      );
      sender.wake();
      await sender.idle();
      expect(sent).toEqual(['fan@example.com']);
      expect((await rows()).map(({ status, lastError }) => ({ status, lastError }))).toEqual([
        { status: 'failed', lastError: 'Not sent: the address is suppressed (bounce)' },
        { status: 'sent', lastError: null },
      ]);
    });

    it('suppresses an address its server refused for good (5xx), so the next email to it is not tried', async () => {
      let tries = 0;
      const refusing: MailTransport = {
        sendMail: () => {
          tries++;
          return Promise.reject(Object.assign(new Error('550 5.1.1 No such user'), { responseCode: 550 }));
        },
        close: () => undefined,
      };
      const sender = new MailSender(
        new Outbox(db.dataSource, { siteUrl: 'https://bulldogs.example' }),
        refusing,
        { ...options, suppressions },
        quietLog,
      );
      await queue('gone@example.com');
      sender.wake();
      await sender.idle();
      expect(await db.dataSource.getRepository(MailSuppression).findOneBy({ email: 'gone@example.com' })).toMatchObject({
        reason: 'bounce',
        detail: '550 5.1.1 No such user',
      });
      await queue('gone@example.com');
      sender.wake();
      await sender.idle();
      expect(tries).toBe(1);
      expect((await rows())[1]).toMatchObject({ status: 'failed', lastError: 'Not sent: the address is suppressed (bounce)' });
    });

    it('does not suppress an address on a temporary failure (4xx)', async () => {
      const busy: MailTransport = {
        sendMail: () => Promise.reject(Object.assign(new Error('451 Try again later'), { responseCode: 451 })),
        close: () => undefined,
      };
      const sender = new MailSender(
        new Outbox(db.dataSource, { siteUrl: 'https://bulldogs.example' }),
        busy,
        { ...options, suppressions },
        quietLog,
      );
      await queue('busy@example.com');
      sender.wake();
      await sender.idle();
      expect(await db.dataSource.getRepository(MailSuppression).count()).toBe(0);
      expect((await rows())[0]).toMatchObject({ status: 'pending' });
    });
  });
});
