import { timerDelay } from './timer-delay';
import { outsideTransaction } from './transaction-scope';

/**
 * Runs a background job's rounds: one now, one whenever it is woken, and one every `pollMs`, never two at once (a wake
 * during a round asks for one more right after it). The mail sender and the newsletter sender run on it.
 */
export class RoundRunner {
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly round: () => Promise<void>,
    private readonly pollMs: number,
  ) {}

  /** Whether {@link stop} was called: a round in progress checks it to end early. */
  get isStopped(): boolean {
    return this.stopped;
  }

  /** Runs a round now, then one every `pollMs` (the timer never keeps the process alive). */
  start(): void {
    // pollMs comes from the configuration (MAIL_POLL_MS): kept within what a timer holds.
    this.timer = setInterval(() => this.wake(), timerDelay(this.pollMs));
    this.timer.unref();
    this.wake();
  }

  /** Runs a round now, or right after the one in progress. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    // A wake from inside a transaction (an email queued) starts a round of its own, which waits for that transaction.
    this.running = outsideTransaction(() => this.round()).finally(() => {
      this.running = undefined;
      if (this.again) {
        this.again = false;
        this.wake();
      }
    });
  }

  /** Resolves when no round is running. */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  /** Takes no more rounds and waits for the one in progress. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.idle();
  }
}
