import 'reflect-metadata';
import { Column, Entity, PrimaryGeneratedColumn, type DataSource } from 'typeorm';
import { createTestDataSource } from './testing/test-data-source';
import { outsideTransaction, QueryOutsideTransactionError } from './transaction-scope';

@Entity({ name: 'scope_note' })
class ScopeNote {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar' })
  text!: string;
}

/** The promise's outcome, or 'hung' when it has not settled within two seconds (SQLite's deadlock never does). */
async function settled<T>(promise: Promise<T>): Promise<{ value: T } | { error: unknown } | 'hung'> {
  let timer: NodeJS.Timeout | undefined;
  const hung = new Promise<'hung'>((resolve) => (timer = setTimeout(() => resolve('hung'), 2000)));
  try {
    return await Promise.race([
      promise.then(
        (value) => ({ value }),
        (error: unknown) => ({ error }),
      ),
      hung,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

// On the engine of the run (SQLite by default, PostgreSQL under npm run test:pg): the rule holds on both.
describe('a transaction keeps its work to its own connection', () => {
  let dataSource: DataSource;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ dataSource, close } = await createTestDataSource([ScopeNote]));
    const id = dataSource.options.type === 'postgres' ? 'serial PRIMARY KEY' : 'integer PRIMARY KEY';
    await dataSource.query(`CREATE TABLE "scope_note" ("id" ${id}, "text" varchar NOT NULL)`);
  });
  afterAll(() => close());

  it('refuses a query made through the data source inside a transaction, instead of hanging, and rolls back', async () => {
    const outcome = await settled(
      dataSource.transaction(async (manager) => {
        await manager.insert(ScopeNote, { text: 'inside' });
        await dataSource.getRepository(ScopeNote).count();
      }),
    );
    expect(outcome).toEqual({ error: expect.any(QueryOutsideTransactionError) });
    // The database answers at once afterwards, and the transaction's own write was rolled back.
    expect(await settled(dataSource.getRepository(ScopeNote).countBy({ text: 'inside' }))).toEqual({ value: 0 });
  });

  it('refuses a second transaction opened inside a transaction', async () => {
    const outcome = await settled(dataSource.transaction(() => dataSource.transaction(async () => 'nested')));
    expect(outcome).toEqual({ error: expect.any(QueryOutsideTransactionError) });
  });

  it("lets the work use the transaction's manager, and nest through it", async () => {
    const outcome = await settled(
      dataSource.transaction(async (manager) => {
        await manager.insert(ScopeNote, { text: 'through the manager' });
        return manager.transaction((inner) => inner.countBy(ScopeNote, { text: 'through the manager' }));
      }),
    );
    expect(outcome).toEqual({ value: 1 });
  });

  it('lets background work a transaction wakes run once it has ended', async () => {
    let background: Promise<number> | undefined;
    await dataSource.transaction(async (manager) => {
      await manager.insert(ScopeNote, { text: 'woken' });
      background = outsideTransaction(() => dataSource.getRepository(ScopeNote).countBy({ text: 'woken' }));
    });
    expect(await settled(background as Promise<number>)).toEqual({ value: 1 });
  });

  it('lets a query that starts after the transaction ended run, though it was scheduled inside it', async () => {
    let later: Promise<number> | undefined;
    await dataSource.transaction(async (manager) => {
      await manager.insert(ScopeNote, { text: 'scheduled' });
      later = new Promise((resolve, reject) =>
        setTimeout(() => dataSource.getRepository(ScopeNote).countBy({ text: 'scheduled' }).then(resolve, reject), 50),
      );
    });
    expect(await settled(later as Promise<number>)).toEqual({ value: 1 });
  });
});
