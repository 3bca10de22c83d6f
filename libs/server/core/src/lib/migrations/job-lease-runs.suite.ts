import 'reflect-metadata';
import { createTestDataSource } from '../testing/test-data-source';
import { undoMigrationsThrough } from '../testing/undo-migrations';

// A leased job's last run and wait: four nullable columns, empty on a lease taken before them.
describe('migration JobLeaseRuns', () => {
  let db: Awaited<ReturnType<typeof createTestDataSource>>;
  beforeEach(async () => {
    db = await createTestDataSource([]);
  });
  afterEach(() => db.close());

  const columns = async () =>
    (
      (await db.dataSource.query(
        db.kind === 'postgres'
          ? `SELECT column_name AS name FROM information_schema.columns WHERE table_name = 'job_lease'`
          : `SELECT name FROM pragma_table_info('job_lease')`,
      )) as Array<{ name: string }>
    ).map((row) => row.name);

  it('adds the last run and wait of a job, empty on a lease stored before them, and takes them away again', async () => {
    const added = ['lastStartedAt', 'lastFinishedAt', 'waitUntil', 'waitReason'];
    expect(await columns()).toEqual(expect.arrayContaining(added));
    await undoMigrationsThrough(db.dataSource, 'JobLeaseRuns1764620000000');
    expect((await columns()).sort()).toEqual(['expiresAt', 'holder', 'name']);
    await db.dataSource.query(
      `INSERT INTO "job_lease" ("name", "holder", "expiresAt") VALUES ('retailer-sync', 'a', '2026-11-26 12:00:00')`,
    );
    await db.dataSource.runMigrations();
    const rows = (await db.dataSource.query(`SELECT "lastStartedAt", "waitReason" FROM "job_lease"`)) as Array<Record<string, unknown>>;
    expect(rows).toEqual([{ lastStartedAt: null, waitReason: null }]);
  });
});
