import { randomUUID } from 'node:crypto';
import os from 'node:os';
import {
  ConflictError,
  errorLogSummary,
  NotFoundError,
  ServiceUnavailableError,
  timerDelay,
  TooManyRequestsError,
  ValidationError,
} from '@bcg/server/core';
import type { Outbox } from '@bcg/server/mail';
import type { DataSource } from 'typeorm';
import { RetailerApiError, type RetailerClient, type RetailerItemsResult } from '../retailer-client';
import type { RetailerSyncPause, RetailerSyncControls, RetailerSyncStatus } from '../retailer-sync.types';
import {
  checkOutcome,
  DEFAULT_PRICE_CEILING,
  type CheckedProduct,
  type CheckOutcome,
  type CheckResult,
  type StateValues,
} from './check-outcome';
import { JobLeaseStore } from './job-lease-store';
import { LinkHealthDigest } from './link-health-digest';
import { Pacer, REAL_CLOCK, type SyncClock } from './sync-clock';
import { SyncStore, type PricesStoredListener, type StoredCheck } from './sync-store';
import type { RetailerSyncState } from '../retailer-sync-state.entity';

/** The sync's log lines (Fastify's logger fits). */
export interface RetailerSyncLog {
  info(message: string): void;
  warn(details: object, message: string): void;
}

/**
 * The pace of requests to the retailer: its limit is one a second, counted where the requests arrive, so requests
 * spaced exactly a second apart here arrive some milliseconds closer now and then, are throttled, and the back-off
 * stretches a cycle of 10,000 products from 17 minutes to an hour. A tenth of a second of margin keeps every
 * request under the limit.
 */
export const RETAILER_REQUEST_INTERVAL_MS = 1100;

export interface RetailerSyncOptions {
  /** The retailer's API; null without credentials: the sync does not run and the status says what to set. */
  client: RetailerClient | null;
  /** RETAILER_SYNC_INTERVAL_MINUTES: how long a checked product waits for its next check. */
  intervalMinutes: number;
  /** RETAILER_PRICE_CEILING: the highest price stored, in whole units of the client's currency (default 1000, as its default). */
  priceCeiling?: number;
  /** The sentence the status shows while `client` is null (default: the one the configuration gives without credentials). */
  setupHint?: string;
  /** At least this long between two requests of this process (default {@link RETAILER_REQUEST_INTERVAL_MS}). */
  minRequestIntervalMs?: number;
  clock?: SyncClock;
  log: RetailerSyncLog;
  /** Where the owner's link-health digest goes (CONTACT_NOTIFY_EMAIL); without it or an outbox, none is sent. */
  outbox?: Pick<Outbox, 'enqueue'>;
  ownerEmail?: string;
  siteUrl: string;
  /** This process's name in the lease (default: host, process id and a random part). */
  holder?: string;
  /** How long the lease lasts unless renewed (default 2 minutes). */
  leaseMs?: number;
  /** How often the job looks for due products besides being woken (default 15 s). */
  pollMs?: number;
  /** Displayed changes are written at most this often during a cycle (default 1 minute), and at its end. */
  flushMs?: number;
  /** How long a claimed product is reserved: a server that dies holding it leaves it due again then (default 10 min). */
  claimMs?: number;
  /**
   * Hears the retailer prices the sync stores, inside the transaction that stores them (price alerts fire there, so
   * each fires once per stored drop or not at all). An owner's typed price never passes through it.
   */
  onPricesStored?: PricesStoredListener;
}

const RETAILER_SYNC_JOB = 'retailer-sync';
/**
 * The row of the waits the retailer asked for (throttling, failures), apart from the job's own row, whose wait is the
 * pause after a refused account or credentials: "Refresh all" ends that one, never these.
 */
const RETAILER_HOLD_JOB = 'retailer-sync-hold';
const LINK_HEALTH_DIGEST_JOB = 'retailer-link-health-digest';

export const DEFAULT_SETUP_HINT =
  'Set AMAZON_CREDENTIAL_ID, AMAZON_CREDENTIAL_SECRET and AMAZON_CREDENTIAL_VERSION to keep prices and availability in sync with Amazon.';

const MINUTE_MS = 60 * 1000;
const MAX_JOB_BACKOFF_MS = 15 * MINUTE_MS;
/**
 * The longest wait a retailer's Retry-After may impose: a longer one (a 10-year Retry-After once paused the sync until
 * 2058) is cut to this, and the status says so.
 */
export const MAX_RETRY_AFTER_MS = 60 * MINUTE_MS;

const utc = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** A failure of a whole request, as the sync records and logs it. */
interface Failure {
  kind: string;
  code: string | null;
  message: string;
  retryAfterMs: number | null;
}

function failureOf(error: unknown): Failure {
  if (error instanceof RetailerApiError)
    return { kind: error.kind, code: error.code, message: error.message, retryAfterMs: error.retryAfterMs };
  return { kind: 'network', code: null, message: (error as Error)?.message || String(error), retryAfterMs: null };
}

/**
 * The retailer sync (see the library's README): keeps every public product with an ASIN checked at the retailer every
 * interval, 10 at a time within the rate limit, on the one server holding the job's lease. What readers see changes
 * only when the retailer's answer changes it, written at most once a minute; the sync's own records change on every
 * check. Failures back off per product and for the job, are logged once each, and never blank a price.
 */
export class RetailerSyncService implements RetailerSyncControls {
  private readonly store: SyncStore;
  private readonly lease: JobLeaseStore;
  private readonly hold: JobLeaseStore;
  private readonly digest: LinkHealthDigest | null;
  private readonly pacer: Pacer;
  private readonly clock: SyncClock;
  private readonly intervalMs: number;
  private readonly leaseMs: number;
  private readonly flushMs: number;
  private readonly claimMs: number;
  /** Checks whose displayed change waits for the next write (at most `flushMs`), by product. */
  private buffer = new Map<number, StoredCheck[]>();
  private writes: Promise<unknown> = Promise.resolve();
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;
  private timer: NodeJS.Timeout | undefined;
  private abort = new AbortController();
  private jobFailures = 0;
  private loggedFailure: string | null = null;
  private leaseRenewedAt = Number.NEGATIVE_INFINITY;
  /** The "Refresh now" checks in progress, by product id. */
  private readonly refreshing = new Map<number, Promise<void>>();

  constructor(
    dataSource: DataSource,
    private readonly options: RetailerSyncOptions,
  ) {
    this.clock = options.clock ?? REAL_CLOCK;
    const now = () => this.clock.now();
    const holder = options.holder ?? `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
    this.store = new SyncStore(dataSource, options.onPricesStored, (productId, error) =>
      options.log.warn(
        { productId, error: errorLogSummary(error) },
        "What the retailer sync found for one collar could not be stored; the other collars' checks were",
      ),
    );
    this.lease = new JobLeaseStore(dataSource, RETAILER_SYNC_JOB, holder.slice(0, 120), now);
    this.hold = new JobLeaseStore(dataSource, RETAILER_HOLD_JOB, '', now);
    this.digest =
      options.outbox && options.ownerEmail
        ? new LinkHealthDigest(dataSource, options.outbox, new JobLeaseStore(dataSource, LINK_HEALTH_DIGEST_JOB, '', now), {
            to: options.ownerEmail,
            siteUrl: options.siteUrl,
          })
        : null;
    this.pacer = new Pacer(this.clock, options.minRequestIntervalMs ?? RETAILER_REQUEST_INTERVAL_MS);
    this.intervalMs = options.intervalMinutes * MINUTE_MS;
    this.leaseMs = options.leaseMs ?? 2 * MINUTE_MS;
    this.flushMs = options.flushMs ?? MINUTE_MS;
    this.claimMs = options.claimMs ?? 10 * MINUTE_MS;
  }

  /** Whether the sync can run here (credentials are set). */
  get enabled(): boolean {
    return this.options.client !== null;
  }

  /**
   * Starts the job in this process: it tries for the lease at once and every `pollMs`, and while it holds it checks
   * what is due. Without credentials it logs the setup sentence once and does nothing.
   */
  start(): void {
    if (!this.options.client) {
      this.options.log.info(`Retailer sync off: ${this.options.setupHint ?? DEFAULT_SETUP_HINT}`);
      return;
    }
    this.timer = setInterval(() => this.wake(), timerDelay(this.options.pollMs ?? 15_000));
    this.timer.unref();
    this.wake();
  }

  /** Runs the job now, or right after the run in progress, once {@link start} has started it. */
  wake(): void {
    if (this.stopped || !this.timer) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.runOnce()
      .then(() => undefined)
      .catch((error: unknown) =>
        this.options.log.warn({ error: (error as Error).message }, 'The retailer sync could not run; it tries again at its next turn'),
      )
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  /** Resolves when no turn of the job is running (tests wait for it; so does {@link stop}). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  /**
   * One turn of the job: takes (or renews) the lease and, unless the retailer asked it to wait, checks every due
   * product until none is left. Answers whether this process held the lease. The timer calls it; tests and the bench
   * call it directly with their own clock.
   */
  async runOnce(): Promise<boolean> {
    const client = this.options.client;
    if (!client || this.stopped) return false;
    if (!(await this.renewLease(true))) return false;
    const [run, hold] = await Promise.all([this.lease.run(), this.hold.run()]);
    const now = this.clock.now();
    // A wait in the job's own row without a reason was written before the retailer's waits had their row and their
    // cap (a 10-year Retry-After among them): it ends now.
    if (run.waitUntil && !run.waitReason) await this.lease.record({ waitUntil: null });
    if (run.waitUntil && run.waitReason && run.waitUntil > now) return true;
    if (hold.waitUntil && hold.waitUntil > now) {
      this.pacer.holdUntil(hold.waitUntil);
      return true;
    }
    await this.store.reconcile(this.clock.now());
    await this.cycle(client);
    return true;
  }

  /**
   * Stops the job: the request in flight is abandoned (its products are checked again after their claim), what was
   * checked is written, and the lease is given up so another server takes over at once.
   */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    this.abort.abort();
    await this.idle();
    await this.flush();
    // Only a server that held the lease gives it up; one that never ran the job writes nothing on its way out (its
    // database may be the reason it stops). A release that fails is logged: the lease runs out by itself.
    if (this.leaseRenewedAt === Number.NEGATIVE_INFINITY) return;
    await this.lease
      .release()
      .catch((error: unknown) =>
        this.options.log.warn({ error: (error as Error).message }, 'The retailer sync could not give up its lease; it runs out by itself'),
      );
  }

  /** {@inheritDoc RetailerSyncControls.status} */
  async status(): Promise<RetailerSyncStatus> {
    const now = this.clock.now();
    const run = await this.lease.run();
    const pause = this.enabled ? await this.pause(now) : null;
    const waiting = pause?.until ?? null;
    const figures = await this.store.figures(now);
    const nextSyncAt = !this.enabled || !figures.nextSyncAt ? null : waiting && waiting > figures.nextSyncAt ? waiting : figures.nextSyncAt;
    return {
      configured: this.enabled,
      setupHint: !this.enabled ? (this.options.setupHint ?? DEFAULT_SETUP_HINT) : (pause?.reason ?? null),
      intervalMinutes: this.options.intervalMinutes,
      lastCycleStartedAt: run.lastStartedAt,
      lastCycleFinishedAt: run.lastFinishedAt,
      nextSyncAt,
      productsDue: figures.due,
      linkProblems: figures.problems,
      pause,
    };
  }

  /**
   * Why and until when the sync waits now, on whichever server asks: after a refused account or credentials (the job's
   * row; "Refresh all" ends it), else as the retailer asked (the hold's row); null while it may run.
   */
  private async pause(now: Date): Promise<RetailerSyncPause | null> {
    const [run, hold] = await Promise.all([this.lease.run(), this.hold.run()]);
    if (run.waitUntil && run.waitReason && run.waitUntil > now)
      return { until: run.waitUntil, reason: run.waitReason, endsOnRefresh: true };
    if (hold.waitUntil && hold.waitUntil > now) {
      return { until: hold.waitUntil, reason: hold.waitReason ?? 'Amazon asked the sync to wait.', endsOnRefresh: false };
    }
    return null;
  }

  /** Refuses a refresh while the sync waits as the retailer asked: a request now would only be refused again. */
  private async refuseWhileHeld(): Promise<void> {
    const now = this.clock.now();
    const pause = await this.pause(now);
    if (!pause || pause.endsOnRefresh) return;
    const seconds = Math.max(1, Math.ceil((pause.until.getTime() - now.getTime()) / 1000));
    throw new TooManyRequestsError(`The retailer sync is paused until ${utc(pause.until)}: ${pause.reason}`, seconds);
  }

  /** {@inheritDoc RetailerSyncControls.refreshProduct} */
  refreshProduct(productId: number): Promise<void> {
    // Presses of "Refresh now" for one product while its check runs share that check: one request to the retailer.
    let running = this.refreshing.get(productId);
    if (!running) {
      running = this.refreshOne(productId).finally(() => this.refreshing.delete(productId));
      this.refreshing.set(productId, running);
    }
    return running;
  }

  private async refreshOne(productId: number): Promise<void> {
    const client = this.requireClient();
    await this.write(() => this.store.store(this.takeBuffered(productId), this.clock.now()));
    const [product] = await this.store.products([productId]);
    if (!product) throw new NotFoundError('Product not found');
    if (!product.amazonAsin) throw new ValidationError('This collar has no ASIN to check at Amazon');
    const state = await this.store.stateOf(productId, this.clock.now());
    await this.refuseWhileHeld();
    await this.pacer.turn();
    let results: Map<number, CheckResult>;
    let failure: Failure | null = null;
    try {
      results = matchAnswer([product], await client.getItems([product.amazonAsin]));
      this.answered();
    } catch (error) {
      failure = failureOf(error);
      this.noteFailure(failure);
      results = failedAll([product], failure);
    }
    const checks = await this.outcomes([product], [state], results, client.currency, true);
    await this.write(() => this.store.store(checks, this.clock.now()));
    if (failure) throw userFacing(failure);
  }

  /** {@inheritDoc RetailerSyncControls.refreshAll} A pause after a refusal ends: the owner may have fixed the account. */
  async refreshAll(): Promise<{ queued: number }> {
    this.requireClient();
    await this.refuseWhileHeld();
    const now = this.clock.now();
    await this.store.reconcile(now);
    const queued = await this.store.makeAllDue(now);
    const run = await this.lease.run();
    if (run.waitReason || run.waitUntil) {
      await this.lease.record({ waitUntil: null, waitReason: null });
      this.pacer.endHold();
    }
    this.wake();
    return { queued };
  }

  private requireClient(): RetailerClient {
    // Nothing is wrong with the request: the server is not set up for it (409, the sentence saying what to set).
    if (!this.options.client) throw new ConflictError(this.options.setupHint ?? DEFAULT_SETUP_HINT);
    return this.options.client;
  }

  private async renewLease(force = false): Promise<boolean> {
    const now = this.clock.now().getTime();
    if (!force && now - this.leaseRenewedAt < this.leaseMs / 4) return true;
    const held = await this.lease.acquire(this.leaseMs);
    if (held) this.leaseRenewedAt = now;
    return held;
  }

  /** Checks due products, a batch at a time, until none is due, the retailer asks to wait, or the job stops. */
  private async cycle(client: RetailerClient): Promise<void> {
    let started = false;
    let finished = false;
    let flushedAt = this.clock.now().getTime();
    try {
      while (!this.stopped) {
        if (!(await this.renewLease())) break;
        const now = this.clock.now();
        const claimed = await this.store.claimDue(client.maxItemsPerRequest, now, new Date(now.getTime() + this.claimMs));
        if (claimed.length === 0) {
          finished = true;
          break;
        }
        if (!started) {
          started = true;
          await this.lease.record({ lastStartedAt: now });
        }
        const goOn = await this.checkBatch(client, claimed);
        if (this.clock.now().getTime() - flushedAt >= this.flushMs) {
          await this.flush();
          flushedAt = this.clock.now().getTime();
        }
        if (!goOn) break;
      }
    } finally {
      await this.flush();
    }
    if (started && finished) {
      const now = this.clock.now();
      await this.lease.record({ lastFinishedAt: now });
      await this.digest?.sendIfDue(now);
    }
  }

  /** One request for up to 10 claimed products; answers whether the cycle goes on. */
  private async checkBatch(client: RetailerClient, claimed: RetailerSyncState[]): Promise<boolean> {
    const products = await this.store.products(claimed.map((state) => state.productId));
    if (products.length === 0) return true;
    const signal = this.abort.signal;
    let results: Map<number, CheckResult>;
    let goOn = true;
    try {
      await this.pacer.turn(signal);
      results = matchAnswer(
        products,
        await client.getItems(
          products.map((product) => product.amazonAsin),
          signal,
        ),
      );
      this.answered();
    } catch (error) {
      // Stopping: the claimed products come back after their claim, nothing recorded against them.
      if (signal.aborted) return false;
      const failure = failureOf(error);
      results = failedAll(products, failure);
      goOn = await this.backOff(failure);
    }
    const checks = await this.outcomes(products, claimed, results, client.currency, false);
    const quiet = checks.filter(
      (check) => Object.keys(check.outcome.product).length === 0 && !check.outcome.observation && !this.buffer.has(check.productId),
    );
    for (const check of checks)
      if (!quiet.includes(check)) this.buffer.set(check.productId, [...(this.buffer.get(check.productId) ?? []), check]);
    await this.write(() => this.store.store(quiet, this.clock.now()));
    return goOn;
  }

  private async outcomes(
    products: readonly CheckedProduct[],
    states: readonly RetailerSyncState[],
    results: Map<number, CheckResult>,
    currency: string,
    byOwner: boolean,
  ): Promise<StoredCheck[]> {
    const now = this.clock.now();
    const stored = await this.store.lastObservations(products.map((product) => product.id));
    const stateOf = new Map(states.map((state) => [state.productId, state]));
    return products.flatMap((product) => {
      const state = stateOf.get(product.id);
      const result = results.get(product.id);
      if (!state || !result) return [];
      const buffered = (this.buffer.get(product.id) ?? []).flatMap((check) => check.outcome.observation ?? []);
      const { productId: _, ...values } = state;
      const outcome = checkOutcome({
        product,
        state: values,
        lastObservation: buffered.at(-1) ?? stored.get(product.id) ?? null,
        result,
        currency,
        priceCeiling: this.options.priceCeiling ?? DEFAULT_PRICE_CEILING,
        now,
        intervalMs: this.intervalMs,
        byOwner,
      });
      this.noteDoubtedPrice(product, values, outcome);
      return [{ productId: product.id, outcome }];
    });
  }

  /** Logs a price the check did not believe, once while the same doubt repeats (the link-health report keeps it). */
  private noteDoubtedPrice(product: CheckedProduct, before: StateValues, outcome: CheckOutcome): void {
    const offer = outcome.doubtedOffer;
    if (!offer || (before.problem === outcome.state.problem && before.problemCode === outcome.state.problemCode)) return;
    this.options.log.warn(
      {
        productId: product.id,
        asin: product.amazonAsin,
        code: outcome.state.problemCode,
        amountCents: offer.amountCents,
        currency: offer.currency,
        displayAmount: offer.displayAmount.slice(0, 40),
      },
      `The retailer sync doubts Amazon's price of a collar: ${outcome.state.problemMessage}`,
    );
  }

  /** Writes the buffered displayed changes in one transaction (with their products' records). */
  private async flush(): Promise<void> {
    const checks = [...this.buffer.values()].flat();
    this.buffer = new Map();
    if (checks.length === 0) return;
    try {
      await this.write(() => this.store.store(checks, this.clock.now()));
    } catch (error) {
      // The products stay claimed and are checked again once their claim runs out: nothing is lost.
      this.options.log.warn({ error: (error as Error).message, products: checks.length }, 'The retailer sync could not store its results');
    }
  }

  private takeBuffered(productId: number): StoredCheck[] {
    const checks = this.buffer.get(productId) ?? [];
    this.buffer.delete(productId);
    return checks;
  }

  /** Database writes one after another, so a flush and an owner's refresh never interleave. */
  private write<T>(task: () => Promise<T>): Promise<T> {
    const run = this.writes.then(task);
    this.writes = run.catch(() => undefined);
    return run;
  }

  private answered(): void {
    this.jobFailures = 0;
    if (this.loggedFailure) this.options.log.info('Amazon answers the retailer sync again');
    this.loggedFailure = null;
  }

  /** Logs a failure once while it repeats (not once per product or per retry). */
  private noteFailure(failure: Failure): void {
    const key = `${failure.kind}:${failure.code ?? ''}`;
    if (key === this.loggedFailure) return;
    this.loggedFailure = key;
    this.options.log.warn(
      { kind: failure.kind, code: failure.code, error: failure.message },
      'Amazon refused a request of the retailer sync; it backs off and tries again',
    );
  }

  /**
   * The job's answer to a failed request: a refused account or credentials pause it (the status says why); anything
   * else waits, as long as a 429's Retry-After asks (at most {@link MAX_RETRY_AFTER_MS}) or doubling from 1 s. A wait
   * longer than a poll ends the cycle and is recorded with its reason, for the status on any server.
   */
  private async backOff(failure: Failure): Promise<boolean> {
    this.noteFailure(failure);
    this.jobFailures += 1;
    const now = this.clock.now();
    if (failure.kind === 'ineligible' || failure.kind === 'unauthorized') {
      const until = new Date(now.getTime() + Math.max(this.intervalMs, 15 * MINUTE_MS));
      await this.lease.record({ waitUntil: until, waitReason: pauseReason(failure, until) });
      return false;
    }
    const asked = failure.kind === 'throttled' ? failure.retryAfterMs : null;
    const waitMs = asked !== null ? retryAfterWait(asked) : Math.min(1000 * 2 ** (this.jobFailures - 1), MAX_JOB_BACKOFF_MS);
    const until = new Date(now.getTime() + waitMs);
    this.pacer.holdUntil(until);
    if (waitMs <= (this.options.pollMs ?? 15_000)) return true;
    await this.hold.record({ waitUntil: until, waitReason: holdReason(failure, this.jobFailures, asked) });
    return false;
  }
}

/** The wait a Retry-After imposes: what it asks, at most {@link MAX_RETRY_AFTER_MS}. */
function retryAfterWait(askedMs: number): number {
  return Math.min(Math.max(askedMs, 0), MAX_RETRY_AFTER_MS);
}

const DURATION_UNITS: ReadonlyArray<[string, number]> = [
  ['year', 365 * 24 * 60 * MINUTE_MS],
  ['day', 24 * 60 * MINUTE_MS],
  ['hour', 60 * MINUTE_MS],
  ['minute', MINUTE_MS],
  ['second', 1000],
];

/** A duration in its largest whole unit: "10 years", "1 hour", "90 seconds" ("no end" for an endless one). */
function durationWords(ms: number): string {
  if (!Number.isFinite(ms)) return 'no end';
  const [unit, size] = DURATION_UNITS.find(([, size]) => ms >= size) ?? ['second', 1000];
  const count = Math.floor(ms / size);
  return `${count.toLocaleString('en-US')} ${unit}${count === 1 ? '' : 's'}`;
}

/** Why the sync waits as the retailer asked, for the status (the pause's end is shown beside it). */
function holdReason(failure: Failure, failures: number, askedMs: number | null): string {
  const said = `${failure.message}${failure.code ? ` (${failure.code})` : ''}`.slice(0, 300);
  if (failure.kind !== 'throttled') return `Amazon failed ${failures} requests in a row; the last: ${said}`;
  if (askedMs === null || askedMs <= MAX_RETRY_AFTER_MS) return `Amazon asked the sync to slow down: ${said}`;
  return `Amazon asked the sync to wait ${durationWords(askedMs)}: ${said} The sync waits ${durationWords(MAX_RETRY_AFTER_MS)}, the longest it accepts.`;
}

function pauseReason(failure: Failure, until: Date): string {
  const said = `${failure.message}${failure.code ? ` (${failure.code})` : ''}`.slice(0, 300);
  return failure.kind === 'unauthorized'
    ? `Amazon did not accept the credentials: ${said}. Check AMAZON_CREDENTIAL_ID, AMAZON_CREDENTIAL_SECRET and AMAZON_CREDENTIAL_VERSION; the sync tries again at ${utc(until)}.`
    : `Amazon refused the account: ${said}. The sync tries again at ${utc(until)}.`;
}

/** Each product's part of the retailer's answer: its item, an error naming its ASIN, or a failure (left out). */
function matchAnswer(products: readonly CheckedProduct[], answer: RetailerItemsResult): Map<number, CheckResult> {
  const items = new Map(answer.items.map((item) => [item.asin.toUpperCase(), item]));
  const errors = new Map(answer.errors.flatMap((error) => (error.asin ? [[error.asin.toUpperCase(), error] as const] : [])));
  const general = answer.errors.find((error) => !error.asin);
  return new Map(
    products.map((product) => {
      const asin = product.amazonAsin.toUpperCase();
      const item = items.get(asin);
      const error = errors.get(asin);
      const result: CheckResult = item
        ? { kind: 'item', item }
        : error
          ? { kind: 'unknown', error }
          : { kind: 'failed', code: general?.code ?? null, message: general?.message ?? "Amazon's answer left this ASIN out" };
      return [product.id, result];
    }),
  );
}

function failedAll(products: readonly CheckedProduct[], failure: Failure): Map<number, CheckResult> {
  return new Map(products.map((product) => [product.id, { kind: 'failed', code: failure.code ?? failure.kind, message: failure.message }]));
}

function userFacing(failure: Failure): Error {
  if (failure.kind === 'throttled') {
    const waitMs = retryAfterWait(failure.retryAfterMs ?? 60_000);
    return new TooManyRequestsError(
      `Amazon asked us to slow down; try again in ${durationWords(waitMs)}`,
      Math.max(1, Math.ceil(waitMs / 1000)),
    );
  }
  const refused = failure.kind === 'ineligible' || failure.kind === 'unauthorized';
  const opening = refused
    ? 'Amazon refused the check'
    : failure.kind === 'malformed'
      ? "Amazon's answer to the check could not be used"
      : 'Amazon did not answer the check';
  return new ServiceUnavailableError(`${opening}: ${failure.message}`, 60);
}
