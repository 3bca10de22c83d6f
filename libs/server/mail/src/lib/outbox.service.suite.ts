import 'reflect-metadata';
import { ValidationError } from '@bcg/server/core';
import { createTestDataSource } from '@bcg/server/core/testing';
import { OutboxEmail } from './outbox-email.entity';
import { Outbox } from './outbox.service';

describe('Outbox', () => {
  let db: Awaited<ReturnType<typeof createTestDataSource>>;
  let outbox: Outbox;
  let wakes: number;
  const mail = { kind: 'sizing-guide', to: 'fan@example.com', subject: 'Your guide', text: 'Hello' };

  beforeEach(async () => {
    db = await createTestDataSource([OutboxEmail]);
    outbox = new Outbox(db.dataSource, { siteUrl: 'https://www.bulldog.example' });
    wakes = 0;
    outbox.onEnqueued(() => wakes++);
  });
  afterEach(() => db.close());

  it('queues a pending row with a Message-ID on the site host, and wakes the sender only after the commit', async () => {
    await db.dataSource.transaction(async (manager) => {
      await outbox.enqueue(manager, { ...mail, headers: { 'Reply-To': 'owner@example.com' } });
      expect(wakes).toBe(0);
    });
    expect(wakes).toBe(1);
    const [row] = await outbox.list();
    expect(row).toMatchObject({ kind: 'sizing-guide', toAddress: 'fan@example.com', status: 'pending', attempts: 0, html: null });
    expect(row?.headers).toEqual({ 'Reply-To': 'owner@example.com' });
    expect(row?.messageId).toMatch(/^<[0-9a-f-]{36}@www\.bulldog\.example>$/);
  });

  it('keeps no row and wakes nobody when the transaction rolls back', async () => {
    await expect(
      db.dataSource.transaction(async (manager) => {
        await outbox.enqueue(manager, mail);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await db.dataSource.getRepository(OutboxEmail).count()).toBe(0);
    expect(wakes).toBe(0);
  });

  it('lists newest first, filtered by status, paged', async () => {
    for (const to of ['a@example.com', 'b@example.com', 'c@example.com']) await outbox.enqueue(db.dataSource.manager, { ...mail, to });
    await db.dataSource.getRepository(OutboxEmail).update({ toAddress: 'b@example.com' }, { status: 'sent' });
    expect((await outbox.list()).map((row) => row.toAddress)).toEqual(['c@example.com', 'b@example.com', 'a@example.com']);
    expect((await outbox.list({ status: 'pending', limit: 1, offset: 1 })).map((row) => row.toAddress)).toEqual(['a@example.com']);
    expect(wakes).toBe(3);
    await expect(outbox.list({ status: 'lost' as never })).rejects.toThrow('status must be one of pending, sending, sent, failed');
  });

  it("leaves newsletter copies out of the owner's list and page: each issue's report counts them", async () => {
    await outbox.enqueue(db.dataSource.manager, { ...mail, to: 'one@example.com' });
    await db.dataSource.getRepository(OutboxEmail).insert({
      ...mail,
      messageId: '<copy@x>',
      toAddress: 'reader@example.com',
      text: '',
      html: null,
      headers: {},
      status: 'pending',
      attempts: 0,
      nextAttemptAt: new Date(),
      lastError: null,
      sentAt: null,
      newsletterId: 7,
    });
    expect((await outbox.list()).map((row) => row.toAddress)).toEqual(['one@example.com']);
    const page = await outbox.page({ offset: 0, limit: 10 });
    expect([page.totalCount, page.items.map((row) => row.toAddress)]).toEqual([1, ['one@example.com']]);
  });

  it.each([
    [{ ...mail, subject: 'Hi\r\nBcc: everyone@example.com' }],
    [{ ...mail, to: 'a@example.com\nBcc: x@example.com' }],
    [{ ...mail, headers: { 'X-Evil': 'a\r\nBcc: x@example.com' } }],
    [{ ...mail, kind: '' }],
  ])('refuses header injection and empty kinds: %j', async (bad) => {
    await expect(outbox.enqueue(db.dataSource.manager, bad)).rejects.toBeInstanceOf(ValidationError);
    expect(await outbox.list()).toEqual([]);
  });
});
