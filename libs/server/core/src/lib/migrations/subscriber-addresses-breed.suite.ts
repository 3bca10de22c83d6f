import 'reflect-metadata';
import { createTestDataSource } from '../testing/test-data-source';
import { undoMigrationsThrough } from '../testing/undo-migrations';

// Upgrading a database where one mailbox signed up several times in different letter case.
describe('migration SubscriberAddressesBreed', () => {
  let db: Awaited<ReturnType<typeof createTestDataSource>>;
  beforeEach(async () => {
    db = await createTestDataSource([]);
    await undoMigrationsThrough(db.dataSource, 'SubscriberAddressesBreed1764520000000');
  });
  afterEach(() => db.close());

  const postgres = () => db.kind === 'postgres';
  const at = (text: string) => (postgres() ? text : `${text}.000`);
  const iso = (value: Date | string | null) =>
    value === null ? null : value instanceof Date ? value.toISOString() : new Date(`${value.replace(' ', 'T')}Z`).toISOString();

  interface Seed {
    email: string;
    status: 'pending' | 'confirmed' | 'unsubscribed';
    subscribedAt: string;
    leadMagnet?: string | null;
    confirmedAt?: string | null;
    unsubscribedAt?: string | null;
    token: string;
  }
  const seed = async (rows: Seed[]) => {
    for (const row of rows) {
      const values = [
        row.email,
        row.leadMagnet ?? null,
        at(row.subscribedAt),
        row.status,
        at(row.subscribedAt),
        row.confirmedAt ? at(row.confirmedAt) : null,
        row.unsubscribedAt ? at(row.unsubscribedAt) : null,
        row.token,
        at(row.subscribedAt),
      ];
      const params = values.map((_, index) => (postgres() ? `$${index + 1}` : '?')).join(', ');
      await db.dataSource.query(
        `INSERT INTO "email_subscriber" ("email", "leadMagnet", "subscribedAt", "status", "signedUpAt", "confirmedAt", "unsubscribedAt", "unsubscribeToken", "confirmationSentAt") VALUES (${params})`,
        values,
      );
    }
  };
  interface StoredSubscriber {
    email: string;
    status: string;
    leadMagnet: string | null;
    subscribedAt: Date | string;
    confirmedAt: Date | string | null;
    unsubscribedAt: Date | string | null;
    unsubscribeToken: string | null;
  }
  const subscribers = async () =>
    (
      (await db.dataSource.query(
        `SELECT "email", "status", "leadMagnet", "subscribedAt", "confirmedAt", "unsubscribedAt", "unsubscribeToken" FROM "email_subscriber" ORDER BY "email"`,
      )) as Array<StoredSubscriber>
    ).map((row) => ({
      ...row,
      subscribedAt: iso(row.subscribedAt),
      confirmedAt: iso(row.confirmedAt),
      unsubscribedAt: iso(row.unsubscribedAt),
    }));

  it('merges the rows of one mailbox into one, keeping the confirmed state, its record and the earliest sign-up', async () => {
    await seed([
      { email: 'Victim@x.test', status: 'pending', subscribedAt: '2026-03-01 09:00:00', token: 'pending-token' },
      {
        email: 'victim@X.TEST',
        status: 'confirmed',
        subscribedAt: '2026-03-02 10:00:00',
        confirmedAt: '2026-03-02 10:05:00',
        leadMagnet: 'bulldog-sizing-guide',
        token: 'confirmed-token',
      },
      { email: 'VICTIM@X.TEST', status: 'pending', subscribedAt: '2026-03-03 11:00:00', token: 'late-token' },
      { email: 'Other.Person@example.com', status: 'pending', subscribedAt: '2026-03-04 12:00:00', token: 'other-token' },
    ]);

    await db.dataSource.runMigrations({ transaction: 'each' });

    expect(await subscribers()).toEqual([
      {
        email: 'other.person@example.com',
        status: 'pending',
        leadMagnet: null,
        subscribedAt: '2026-03-04T12:00:00.000Z',
        confirmedAt: null,
        unsubscribedAt: null,
        unsubscribeToken: 'other-token',
      },
      {
        email: 'victim@x.test',
        status: 'confirmed',
        leadMagnet: 'bulldog-sizing-guide',
        subscribedAt: '2026-03-01T09:00:00.000Z',
        confirmedAt: '2026-03-02T10:05:00.000Z',
        unsubscribedAt: null,
        unsubscribeToken: 'confirmed-token',
      },
    ]);
  });

  it("withdraws the queued emails of the rows merged away, and keeps the kept row's", async () => {
    await seed([
      { email: 'Bombed@x.test', status: 'pending', subscribedAt: '2026-05-01 09:00:00', token: 'first-token' },
      { email: 'BOMBED@X.TEST', status: 'pending', subscribedAt: '2026-05-01 09:00:01', token: 'second-token' },
    ]);
    const p = (index: number) => (postgres() ? `$${index}` : '?');
    for (const [messageId, to, token] of [
      ['<a@x>', 'Bombed@x.test', 'first-token'],
      ['<b@x>', 'BOMBED@X.TEST', 'second-token'],
    ]) {
      await db.dataSource.query(
        `INSERT INTO "outbox_email" ("messageId", "kind", "toAddress", "subject", "text", "headers", "status", "nextAttemptAt")
         VALUES (${p(1)}, 'subscribe-confirmation', ${p(2)}, 'Confirm', 'Confirm', ${p(3)}, 'pending', ${p(4)})`,
        [
          messageId,
          to,
          JSON.stringify({ 'List-Unsubscribe': `<https://x.test/api/unsubscribe?token=${token}>` }),
          at('2026-05-01 09:00:00'),
        ],
      );
    }

    await db.dataSource.runMigrations({ transaction: 'each' });

    expect((await subscribers()).map(({ email, unsubscribeToken }) => ({ email, unsubscribeToken }))).toEqual([
      { email: 'bombed@x.test', unsubscribeToken: 'second-token' },
    ]);
    expect(await db.dataSource.query(`SELECT "messageId", "toAddress", "status" FROM "outbox_email" ORDER BY "messageId"`)).toEqual([
      { messageId: '<a@x>', toAddress: 'bombed@x.test', status: 'failed' },
      { messageId: '<b@x>', toAddress: 'bombed@x.test', status: 'pending' },
    ]);
  });

  it('keeps an unsubscribe made after the confirmation, and a pending sign-up made after the unsubscribe', async () => {
    await seed([
      { email: 'Left@x.test', status: 'confirmed', subscribedAt: '2026-04-01 09:00:00', confirmedAt: '2026-04-01 09:10:00', token: 'a' },
      {
        email: 'LEFT@x.test',
        status: 'unsubscribed',
        subscribedAt: '2026-04-02 09:00:00',
        unsubscribedAt: '2026-04-05 09:00:00',
        token: 'b',
      },
      {
        email: 'back@x.test',
        status: 'unsubscribed',
        subscribedAt: '2026-04-01 09:00:00',
        unsubscribedAt: '2026-04-02 09:00:00',
        token: 'c',
      },
      { email: 'Back@x.test', status: 'pending', subscribedAt: '2026-04-03 09:00:00', leadMagnet: 'newsletter', token: 'd' },
    ]);

    await db.dataSource.runMigrations({ transaction: 'each' });

    expect(
      (await subscribers()).map(({ email, status, unsubscribeToken, subscribedAt }) => ({ email, status, unsubscribeToken, subscribedAt })),
    ).toEqual([
      { email: 'back@x.test', status: 'pending', unsubscribeToken: 'd', subscribedAt: '2026-04-01T09:00:00.000Z' },
      { email: 'left@x.test', status: 'unsubscribed', unsubscribeToken: 'b', subscribedAt: '2026-04-01T09:00:00.000Z' },
    ]);
  });

  it('stores the sender of contact messages and the recipient of queued emails case-folded', async () => {
    const p = (index: number) => (postgres() ? `$${index}` : '?');
    await db.dataSource.query(`INSERT INTO "contact_message" ("name", "email", "message") VALUES ('Dana', ${p(1)}, 'Which size?')`, [
      ' Dana@Example.COM',
    ]);
    await db.dataSource.query(
      `INSERT INTO "outbox_email" ("messageId", "kind", "toAddress", "subject", "text", "headers", "status", "nextAttemptAt")
       VALUES ('<m1@x>', 'subscribe-confirmation', ${p(1)}, 'Confirm', 'Confirm', '{}', 'pending', ${p(2)})`,
      ['Fan@example.com', at('2026-03-01 09:00:00')],
    );

    await db.dataSource.runMigrations({ transaction: 'each' });

    expect(await db.dataSource.query(`SELECT "email" FROM "contact_message"`)).toEqual([{ email: 'dana@example.com' }]);
    expect(await db.dataSource.query(`SELECT "toAddress" FROM "outbox_email"`)).toEqual([{ toAddress: 'fan@example.com' }]);
  });

  it('adds the nullable breed column, and takes it away again', async () => {
    const columns = async () =>
      (
        (postgres()
          ? await db.dataSource.query(`SELECT column_name AS name FROM information_schema.columns WHERE table_name = 'email_subscriber'`)
          : await db.dataSource.query(`PRAGMA table_info("email_subscriber")`)) as Array<{ name: string }>
      ).map((column) => column.name);
    expect(await columns()).not.toContain('breed');
    await seed([{ email: 'dog@x.test', status: 'pending', subscribedAt: '2026-03-01 09:00:00', token: 't' }]);
    await db.dataSource.runMigrations({ transaction: 'each' });
    expect(await columns()).toContain('breed');
    expect(await db.dataSource.query(`SELECT "breed" FROM "email_subscriber"`)).toEqual([{ breed: null }]);
    await undoMigrationsThrough(db.dataSource, 'SubscriberAddressesBreed1764520000000');
    expect(await columns()).not.toContain('breed');
  });
});
