import 'reflect-metadata';
import { createTestDataSource } from '../testing/test-data-source';
import { SubscriberOptIn1764300100000 } from './1764300100000-subscriber-opt-in';
import { MIGRATIONS } from './index';

// Upgrading a database whose subscribers signed up under the old single opt-in.
describe('migration SubscriberOptIn', () => {
  let db: Awaited<ReturnType<typeof createTestDataSource>>;
  beforeEach(async () => {
    db = await createTestDataSource([]);
  });
  afterEach(() => db.close());

  const postgres = () => db.kind === 'postgres';
  const iso = (value: Date | string | null) =>
    value === null ? null : value instanceof Date ? value.toISOString() : new Date(`${value.replace(' ', 'T')}Z`).toISOString();

  it('makes the existing subscribers confirmed, with their first sign-up as the consent date and nothing made up', async () => {
    const undos = MIGRATIONS.length - MIGRATIONS.indexOf(SubscriberOptIn1764300100000);
    for (let undo = 0; undo < undos; undo++) await db.dataSource.undoLastMigration({ transaction: 'each' });
    const signedUp = postgres() ? '2026-03-01 10:00:00' : '2026-03-01 10:00:00.000';
    await db.dataSource.query(
      `INSERT INTO "email_subscriber" ("email", "leadMagnet", "subscribedAt") VALUES ('old@example.com', 'bulldog-sizing-guide', ${postgres() ? '$1' : '?'})`,
      [signedUp],
    );

    await db.dataSource.runMigrations({ transaction: 'each' });
    const [row] = await db.dataSource.query(
      `SELECT "status", "signedUpAt", "signupPage", "consentWording", "confirmedAt", "unsubscribedAt", "confirmTokenHash", "unsubscribeToken" FROM "email_subscriber"`,
    );
    expect({ ...row, signedUpAt: iso(row.signedUpAt) }).toEqual({
      status: 'confirmed',
      signedUpAt: '2026-03-01T10:00:00.000Z',
      signupPage: null,
      consentWording: null,
      confirmedAt: null,
      unsubscribedAt: null,
      confirmTokenHash: null,
      unsubscribeToken: null,
    });
  });

  it('can be undone', async () => {
    const undos = MIGRATIONS.length - MIGRATIONS.indexOf(SubscriberOptIn1764300100000);
    for (let undo = 0; undo < undos; undo++) await db.dataSource.undoLastMigration({ transaction: 'each' });
    const columns = postgres()
      ? await db.dataSource.query(`SELECT column_name AS name FROM information_schema.columns WHERE table_name = 'email_subscriber'`)
      : await db.dataSource.query(`PRAGMA table_info("email_subscriber")`);
    expect(columns.map((column: { name: string }) => column.name).sort()).toEqual(['email', 'id', 'leadMagnet', 'subscribedAt']);
  });
});
