import 'reflect-metadata';
import { NotFoundError } from '@bcg/server/core';
import { createTestDataSource } from '@bcg/server/core/testing';
import { MailSuppression } from './mail-suppression.entity';
import { MailSuppressionService } from './mail-suppression.service';

describe('MailSuppressionService', () => {
  let db: Awaited<ReturnType<typeof createTestDataSource>>;
  let suppressions: MailSuppressionService;

  beforeEach(async () => {
    db = await createTestDataSource([MailSuppression]);
    suppressions = new MailSuppressionService(db.dataSource);
  });
  afterEach(() => db.close());

  it('suppresses an address once, in its normalised form, keeping the first reason', async () => {
    await suppressions.suppress(' Fan@Example.com ', 'bounce', '550 5.1.1 No such user');
    await suppressions.suppress('fan@example.com', 'complaint', null);
    const { items, totalCount } = await suppressions.page({ offset: 0, limit: 10 });
    expect(totalCount).toBe(1);
    expect(items[0]).toMatchObject({ email: 'fan@example.com', reason: 'bounce', detail: '550 5.1.1 No such user' });
    expect(await suppressions.suppressedAmong(['FAN@example.com', 'other@example.com'])).toEqual(new Set(['fan@example.com']));
  });

  it("records the provider's notices: a permanent bounce or a complaint suppresses, a soft bounce does not", async () => {
    expect(await suppressions.record({ type: 'bounce', email: 'soft@example.com', permanent: false, detail: '452 mailbox full' })).toBe(
      'ignored-soft-bounce',
    );
    expect(await suppressions.record({ type: 'bounce', email: 'gone@example.com', detail: '550 no such user' })).toBe('suppressed');
    expect(await suppressions.record({ type: 'complaint', email: 'angry@example.com' })).toBe('suppressed');
    expect(await suppressions.record({ type: 'complaint', email: 'Gone@example.com' })).toBe('already-suppressed');
    expect([...(await suppressions.suppressedAmong(['soft@example.com', 'gone@example.com', 'angry@example.com']))].sort()).toEqual([
      'angry@example.com',
      'gone@example.com',
    ]);
  });

  it('pages the newest first, searches the address, and releases by id (404 for one released already)', async () => {
    for (const name of ['one', 'two', 'three']) await suppressions.suppress(`${name}@example.com`, 'bounce', null);
    const page = await suppressions.page({ offset: 0, limit: 2, q: 'T' });
    expect(page.totalCount).toBe(2);
    expect(page.items.map((row) => row.email).sort()).toEqual(['three@example.com', 'two@example.com']);
    const id = page.items[0]?.id ?? 0;
    await suppressions.release(id);
    await expect(suppressions.release(id)).rejects.toBeInstanceOf(NotFoundError);
    expect((await suppressions.page({ offset: 0, limit: 10 })).totalCount).toBe(2);
  });

  it('answers "suppressed" to exactly one of many identical notices at once, "already-suppressed" to the rest', async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, () => suppressions.record({ type: 'bounce', email: 'Twice@Example.com', detail: '550 gone' })),
    );
    expect(outcomes.filter((outcome) => outcome === 'suppressed')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'already-suppressed')).toHaveLength(49);
    const { items } = await suppressions.page({ offset: 0, limit: 10 });
    expect(items).toEqual([expect.objectContaining({ email: 'twice@example.com', reason: 'bounce', createdAt: expect.any(Date) })]);
  });
});
