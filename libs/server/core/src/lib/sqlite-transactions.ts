import type { DataSource, QueryRunner } from 'typeorm';

type Query = QueryRunner['query'];

/**
 * TypeORM's SQLite driver hands every caller one shared query runner over its one connection, so transactions of
 * concurrent requests nest: a second request's BEGIN becomes a SAVEPOINT inside the first one's transaction, and
 * statements of other requests run inside it too. A write is then "saved" before it is committed, and a rollback
 * of one request (a unique violation, a failed save) undoes the committed-looking writes of the others.
 *
 * This gives each caller a query runner of its own over the same connection and makes a transaction exclusive:
 * while one runner has a transaction open, other runners' statements and transactions wait until it commits or
 * rolls back. Transactions are short (a few statements), so the wait is short; SQLite could not run two writers
 * at once anyway.
 */
export function isolateSqliteTransactions(dataSource: DataSource): void {
  const driver = dataSource.driver;
  const shared = driver.createQueryRunner('master');
  const RunnerClass = shared.constructor as new (owner: typeof driver) => QueryRunner;
  let owner: QueryRunner | undefined;
  let waiting: Array<() => void> = [];

  const othersHoldIt = (runner: QueryRunner) => owner !== undefined && owner !== runner;
  const nextRelease = () => new Promise<void>((resolve) => waiting.push(resolve));
  const release = (runner: QueryRunner): void => {
    if (owner !== runner || runner.isTransactionActive) return;
    owner = undefined;
    const woken = waiting;
    waiting = [];
    for (const wake of woken) wake();
  };

  driver.createQueryRunner = () => {
    const runner = new RunnerClass(driver);
    const query = runner.query.bind(runner) as Query;
    runner.query = (async (...args: Parameters<Query>) => {
      while (othersHoldIt(runner)) await nextRelease();
      return query(...args);
    }) as Query;
    const start = runner.startTransaction.bind(runner);
    runner.startTransaction = async (isolationLevel) => {
      // Checked and taken with no await in between, so two runners never both see the connection free.
      while (othersHoldIt(runner)) await nextRelease();
      owner = runner;
      try {
        await start(isolationLevel);
      } finally {
        release(runner);
      }
    };
    for (const end of ['commitTransaction', 'rollbackTransaction'] as const) {
      const original = runner[end].bind(runner);
      runner[end] = async () => {
        try {
          await original();
        } finally {
          release(runner);
        }
      };
    }
    return runner;
  };
}
