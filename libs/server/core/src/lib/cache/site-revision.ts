import type {
  DataSource,
  EntitySubscriberInterface,
  InsertEvent,
  QueryRunner,
  RemoveEvent,
  TransactionCommitEvent,
  TransactionRollbackEvent,
  UpdateEvent,
} from 'typeorm';

/**
 * The tables whose rows the public pages and reads show, and which writes to them invalidate cached responses: every
 * write, or only one that sets a column a public page shows. A newsletter issue is public once its send has finished
 * (/newsletter, its own page, the sitemap): its status, texts and `indexable` change what they show; the sender's
 * progress (recipients queued) and a test copy change nothing public, so a send of 100,000 copies keeps the cache.
 */
const PUBLIC_CONTENT: Readonly<Record<string, 'every write' | readonly string[]>> = {
  product: 'every write',
  article: 'every write',
  faq: 'every write',
  // A collar's price history (its review page, GET /api/products/{slug}/price-history).
  price_observation: 'every write',
  newsletter: ['status', 'slug', 'subject', 'preheader', 'sentAt', 'indexable', 'sentHtml'],
};

/** How long a process trusts its last look at the shared revision before it asks the database again. */
const DEFAULT_REVISION_CHECK_MS = 1000;

/**
 * A number that changes whenever public content changes, shared through the database so that every server
 * behind a load balancer drops its cached responses: writes in this process count at once (after their
 * commit); writes by other processes are seen within `checkMs`.
 */
export class SiteRevision {
  private local = 0;
  private shared = 0;
  private checkedAt = Number.NEGATIVE_INFINITY;
  private checking: Promise<void> | undefined;

  constructor(
    private readonly dataSource: DataSource,
    private readonly checkMs = DEFAULT_REVISION_CHECK_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** The current revision; a cached response made under another revision is stale. */
  async current(): Promise<string> {
    if (this.now() - this.checkedAt >= this.checkMs) {
      this.checking ??= this.readShared().finally(() => (this.checking = undefined));
      await this.checking;
    }
    return `${this.shared}.${this.local}`;
  }

  /** The current revision without waiting, when the last look at the shared one is recent enough; else undefined. */
  peek(): string | undefined {
    return this.now() - this.checkedAt < this.checkMs ? `${this.shared}.${this.local}` : undefined;
  }

  /** Counts a committed change made by this process. */
  bumpLocal(): void {
    this.local += 1;
  }

  /** The statement that counts a change for every process (run inside the writing transaction). */
  static readonly INCREMENT_SQL = 'UPDATE "site_revision" SET "revision" = "revision" + 1 WHERE "id" = 1';

  private async readShared(): Promise<void> {
    const rows: Array<{ revision: number | string }> = await this.dataSource.query('SELECT "revision" FROM "site_revision" WHERE "id" = 1');
    this.shared = Number(rows[0]?.revision ?? 0);
    this.checkedAt = this.now();
  }
}

/**
 * The columns a write sets, as far as its event tells: a save names the changed ones, the query builder hands over
 * the values it sets (an insert's row, an update's SET). Undefined when the event does not say (a delete).
 */
function columnsWritten(event: InsertEvent<unknown> | UpdateEvent<unknown>): string[] | undefined {
  if ('updatedColumns' in event && event.updatedColumns.length > 0) return event.updatedColumns.map((column) => column.propertyName);
  const values = event.entity;
  return values && typeof values === 'object' ? Object.keys(values) : undefined;
}

/**
 * Bumps the site revision on every insert, update or delete of public content (`PUBLIC_CONTENT`), whether it comes
 * from a repository, the query builder or a transaction (raw SQL is not seen; the services do not write content
 * that way).
 */
class SiteRevisionSubscriber implements EntitySubscriberInterface {
  private readonly pending = new WeakSet<QueryRunner>();
  /** One increment per write: an insert of many rows raises one event per row, all at once, on one connection. */
  private readonly incrementing = new WeakMap<QueryRunner, Promise<unknown>>();

  constructor(private readonly revision: SiteRevision) {}

  afterInsert(event: InsertEvent<unknown>): Promise<void> {
    return this.changed(event.metadata.tableName, event.queryRunner, columnsWritten(event));
  }

  afterUpdate(event: UpdateEvent<unknown>): Promise<void> {
    return this.changed(event.metadata.tableName, event.queryRunner, columnsWritten(event));
  }

  afterRemove(event: RemoveEvent<unknown>): Promise<void> {
    return this.changed(event.metadata.tableName, event.queryRunner, undefined);
  }

  afterTransactionCommit(event: TransactionCommitEvent): void {
    if (this.pending.has(event.queryRunner)) {
      this.pending.delete(event.queryRunner);
      this.revision.bumpLocal();
    }
  }

  afterTransactionRollback(event: TransactionRollbackEvent): void {
    this.pending.delete(event.queryRunner);
  }

  private async changed(table: string, queryRunner: QueryRunner, columns: readonly string[] | undefined): Promise<void> {
    const shown = PUBLIC_CONTENT[table];
    if (!shown) return;
    // A write that does not say which columns it sets counts, to be safe.
    if (shown !== 'every write' && columns && !columns.some((column) => shown.includes(column))) return;
    // A transaction counts once, however many rows it writes (a publication of 500 prices is one change).
    if (queryRunner.isTransactionActive && this.pending.has(queryRunner)) return;
    // In the writer's transaction: other processes see the new revision exactly when they can see the new data.
    let increment = this.incrementing.get(queryRunner);
    if (!increment) {
      increment = queryRunner.query(SiteRevision.INCREMENT_SQL).finally(() => this.incrementing.delete(queryRunner));
      this.incrementing.set(queryRunner, increment);
    }
    await increment;
    // This process drops its cache only after the commit, so no reader can cache the old rows under the new number.
    if (queryRunner.isTransactionActive) this.pending.add(queryRunner);
    else this.revision.bumpLocal();
  }
}

/** Starts counting content changes of a connected data source. */
export function trackSiteRevision(dataSource: DataSource, checkMs?: number): SiteRevision {
  const revision = new SiteRevision(dataSource, checkMs);
  dataSource.subscribers.push(new SiteRevisionSubscriber(revision));
  return revision;
}
