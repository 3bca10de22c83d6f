import { AsyncLocalStorage } from 'node:async_hooks';
import type { DataSource, EntityManager, QueryRunner } from 'typeorm';

interface OpenTransaction {
  readonly runner: QueryRunner;
  /** False once the transaction's work has returned (its commit or rollback runs on its own runner). */
  open: boolean;
}

const scope = new AsyncLocalStorage<OpenTransaction>();

/**
 * A statement or a second transaction started, while a transaction's work was running, on another connection than
 * the transaction's own: the work was handed an entity manager and did not use it. On SQLite (one writer) the
 * statement would wait for the transaction, which waits for the statement: every later request would hang.
 */
export class QueryOutsideTransactionError extends Error {
  constructor() {
    super('A query ran outside the transaction it was handed: inside a transaction, use its entity manager');
    this.name = 'QueryOutsideTransactionError';
  }
}

/**
 * Runs `work` outside any transaction's scope: for background work a transaction only wakes (a sender's next
 * round), which then runs on its own once that transaction has ended, and may wait for it.
 */
export function outsideTransaction<T>(work: () => T): T {
  return scope.exit(work);
}

type TransactionWork<T> = (manager: EntityManager) => Promise<T>;

/**
 * Makes the fault behind a hang an error at its source, on both engines: every `transaction()` of the data source
 * runs its work in a scope that names its query runner, and a query made in that scope on any other runner (the data
 * source's own repositories, a service holding the data source) or a transaction opened there anew is refused with
 * {@link QueryOutsideTransactionError} before it reaches the database. Background work a transaction wakes must
 * start through {@link outsideTransaction}.
 */
export function guardTransactionScope(dataSource: DataSource): void {
  const manager = dataSource.manager;
  const transaction = manager.transaction.bind(manager) as (...args: unknown[]) => Promise<unknown>;
  manager.transaction = ((...args: unknown[]) => {
    if (isOutsideQuery(undefined)) return Promise.reject(new QueryOutsideTransactionError());
    // (work) or (isolation level, work); DataSource.transaction passes both slots, one of them undefined.
    const [isolation, work] = (typeof args[0] === 'function' ? [undefined, args[0]] : args) as [unknown, TransactionWork<unknown>];
    const scoped = (transactional: EntityManager) => {
      const open: OpenTransaction = { runner: transactional.queryRunner as QueryRunner, open: true };
      return scope
        .run(open, () => work(transactional))
        .finally(() => {
          open.open = false;
        });
    };
    return isolation === undefined ? transaction(scoped) : transaction(isolation, scoped);
  }) as EntityManager['transaction'];

  const driver = dataSource.driver;
  const createQueryRunner = driver.createQueryRunner.bind(driver);
  driver.createQueryRunner = (mode) => {
    const runner = createQueryRunner(mode);
    const query = runner.query.bind(runner) as (...args: unknown[]) => Promise<unknown>;
    runner.query = ((...args: unknown[]) => {
      if (isOutsideQuery(runner)) return Promise.reject(new QueryOutsideTransactionError());
      return query(...args);
    }) as QueryRunner['query'];
    return runner;
  };
}

/** Whether a query on `runner` (undefined: a new transaction) would leave the open transaction of this scope. */
function isOutsideQuery(runner: QueryRunner | undefined): boolean {
  const open = scope.getStore();
  return open !== undefined && open.open && open.runner !== runner && open.runner.isTransactionActive;
}
