import { performance } from 'node:perf_hooks';
import { timerDelay } from '@bcg/server/core';

export interface RenderGateOptions {
  /** Renders running at once (RENDER_CONCURRENCY). */
  concurrency: number;
  /** Renders that may wait for their turn (RENDER_QUEUE_LIMIT); one more is refused. */
  queueLimit: number;
  /**
   * The share of the main thread renders may take while other answers compete for it (RENDER_TIME_SHARE_PERCENT,
   * as a fraction: 0.5 leaves the other half to cached pages, the API and GraphQL).
   */
  timeShare: number;
  /**
   * Renders one client (its address) may hold at once, running or waiting (RENDER_QUEUE_PER_CLIENT): one client's
   * storm of misses fills only its own share of the queue, so other visitors' misses (every page is one after a
   * content change) still get their turn. Default: no share (the whole queue).
   */
  perClientLimit?: number;
  /** Milliseconds on a monotonic clock; tests move it. */
  now?: () => number;
}

/** Lets a render's caller give its turn back (called once; later calls do nothing). */
export type ReleaseRender = () => void;

/**
 * Admission of server renders (cache misses), which run on the main thread with everything else: a render takes
 * tens of milliseconds of CPU where a cached answer takes tenths of one, so unbounded misses (any made-up search
 * word is one) would starve every cached reader. The gate
 * - lets `concurrency` renders run at once and `queueLimit` more wait, in arrival order, at most
 *   `perClientLimit` of them from one client; beyond that {@link tryEnter} refuses at once, and the caller answers 503 with Retry-After (load shedding: the client that
 *   misses is told to come back, nobody else waits for it);
 * - paces renders only while other answers compete: when other requests were answered while a render ran, the next
 *   render waits until they have had `1 - timeShare` of the time (the render's own duration scaled), so cached
 *   readers keep their pace during a miss storm. With nothing else to serve, renders follow each other at once.
 * Renders are a black box here (ssr.ts calls the web app's `render(url)`), so the gate measures their wall time.
 */
export class RenderGate {
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  /** Answers given by anything but a render; compared before and after each render to see competition. */
  private otherAnswers = 0;
  /** Earliest moment (on `now`) the next render may start. */
  private notBefore = 0;
  private wakeUp: NodeJS.Timeout | NodeJS.Immediate | undefined;
  /** Renders held (running or waiting) per client key. */
  private readonly held = new Map<string, number>();
  private readonly now: () => number;

  constructor(private readonly options: RenderGateOptions) {
    this.now = options.now ?? (() => performance.now());
  }

  /**
   * A turn to render: resolves (at once or once earlier renders are done and paced) with the function that gives it
   * back, which the caller must call when its render has finished or failed; `undefined`, synchronously, when
   * `queueLimit` renders are already waiting or `client` already holds its share (the caller refuses the request).
   * @param client the client's key (its address); renders of one client count against its share.
   * @param left aborted when the client has gone: a render still waiting leaves the queue at once (its place and its
   *   share are free for the next miss, instead of blocking them until its turn comes) and the promise resolves
   *   `undefined`; nothing is rendered for it.
   */
  tryEnter(client = '', left?: AbortSignal): Promise<ReleaseRender | undefined> | undefined {
    const held = this.held.get(client) ?? 0;
    if (held >= (this.options.perClientLimit ?? Infinity)) return undefined;
    const now = this.waiting.length === 0 && this.running < this.options.concurrency && this.now() >= this.notBefore;
    if (!now && this.waiting.length >= this.options.queueLimit) return undefined;
    this.held.set(client, held + 1);
    const giveBack = () => {
      const rest = (this.held.get(client) ?? 1) - 1;
      if (rest > 0) this.held.set(client, rest);
      else this.held.delete(client);
    };
    const own = (release: ReleaseRender): ReleaseRender => {
      let done = false;
      return () => {
        if (done) return;
        done = true;
        giveBack();
        release();
      };
    };
    if (now) return Promise.resolve(own(this.start()));
    return new Promise<ReleaseRender | undefined>((resolve) => {
      const turn = () => {
        left?.removeEventListener('abort', leave);
        resolve(own(this.start()));
      };
      const leave = () => {
        const index = this.waiting.indexOf(turn);
        if (index < 0) return;
        this.waiting.splice(index, 1);
        giveBack();
        resolve(undefined);
      };
      this.waiting.push(turn);
      if (left?.aborted) return leave();
      left?.addEventListener('abort', leave, { once: true });
      this.schedule();
    });
  }

  /**
   * Counts an answer that was not a page miss (a cached page, an API call...): the competition renders give way to.
   * A miss refused by the gate is not one: it is the storming client's own, and counting it would slow the renders
   * of everyone else's misses too.
   */
  noteOtherAnswer(): void {
    this.otherAnswers++;
  }

  /** Renders running and waiting now, and the other answers counted so far (for tests and metrics). */
  stats(): { running: number; waiting: number; otherAnswers: number } {
    return { running: this.running, waiting: this.waiting.length, otherAnswers: this.otherAnswers };
  }

  private start(): ReleaseRender {
    this.running++;
    const startedAt = this.now();
    const othersBefore = this.otherAnswers;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.running--;
      if (this.otherAnswers !== othersBefore) {
        // Others were served meanwhile, so they want the thread: the renders' next turn comes once they have had
        // their share of it, in proportion to what this render took.
        const finishedAt = this.now();
        const pause = ((finishedAt - startedAt) * (1 - this.options.timeShare)) / this.options.timeShare;
        this.notBefore = Math.max(this.notBefore, finishedAt) + pause;
      }
      this.schedule();
    };
  }

  /** Starts the next waiting render when a slot is free and its pause is over. */
  private schedule(): void {
    if (this.wakeUp || this.waiting.length === 0 || this.running >= this.options.concurrency) return;
    const wait = this.notBefore - this.now();
    const next = () => {
      this.wakeUp = undefined;
      if (this.now() < this.notBefore) return this.schedule();
      this.waiting.shift()?.();
      this.schedule();
    };
    // setImmediate even without a pause: sockets that became readable during the render are read first.
    // The pause grows with RENDER_TIME_SHARE_PERCENT (configuration): kept within what a timer holds.
    this.wakeUp = wait > 0 ? setTimeout(next, timerDelay(wait)) : setImmediate(next);
  }
}
