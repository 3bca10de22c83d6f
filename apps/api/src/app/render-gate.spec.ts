import { RenderGate, type ReleaseRender } from './render-gate';

/** Whether a promise has settled, after the microtasks queued so far have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

describe('RenderGate', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const gate = (queueLimit = 2) => new RenderGate({ concurrency: 1, queueLimit, timeShare: 0.5, now: () => Date.now() });

  it('lets renders wait in arrival order up to the queue limit and refuses the next one at once', async () => {
    const renders = gate(2);
    const first = renders.tryEnter();
    const second = renders.tryEnter();
    const third = renders.tryEnter();
    expect(first).toBeDefined();
    expect(second).toBeDefined();
    expect(third).toBeDefined();
    expect(renders.tryEnter()).toBeUndefined();
    expect(renders.stats()).toMatchObject({ running: 1, waiting: 2 });

    const releaseFirst = (await first) as ReleaseRender;
    expect(await settled(second as Promise<ReleaseRender>)).toBe(false);
    releaseFirst();
    releaseFirst(); // a second call gives nothing back twice
    jest.runOnlyPendingTimers();
    expect(await settled(second as Promise<ReleaseRender>)).toBe(true);
    expect(await settled(third as Promise<ReleaseRender>)).toBe(false);
    expect(renders.stats()).toMatchObject({ running: 1, waiting: 1 });
    // A place in the queue is free again: a client within the limit is taken, not refused.
    expect(renders.tryEnter()).toBeDefined();
  });

  it('refuses a client past its share of the queue while other clients still get a turn, and frees the share on release', async () => {
    const renders = new RenderGate({ concurrency: 1, queueLimit: 10, perClientLimit: 2, timeShare: 0.5, now: () => Date.now() });
    const first = renders.tryEnter('203.0.113.1');
    expect(renders.tryEnter('203.0.113.1')).toBeDefined();
    // The storming client holds its two; its third miss is refused although the queue has room.
    expect(renders.tryEnter('203.0.113.1')).toBeUndefined();
    expect(renders.tryEnter('198.51.100.7')).toBeDefined();
    expect(renders.stats()).toMatchObject({ running: 1, waiting: 2 });
    const release = (await first) as ReleaseRender;
    release();
    release(); // twice: its share is given back once
    expect(renders.tryEnter('203.0.113.1')).toBeDefined();
    expect(renders.tryEnter('203.0.113.1')).toBeUndefined();
  });

  it('takes a waiting render whose client left out of the queue at once, freeing its place and its share', async () => {
    const renders = new RenderGate({ concurrency: 1, queueLimit: 2, perClientLimit: 2, timeShare: 0.5, now: () => Date.now() });
    expect(renders.tryEnter('203.0.113.1')).toBeDefined();
    const left = new AbortController();
    const waiting = renders.tryEnter('203.0.113.1', left.signal);
    expect(renders.tryEnter('203.0.113.1')).toBeUndefined(); // its share of two is held
    expect(renders.tryEnter('198.51.100.7')).toBeDefined();
    expect(renders.tryEnter('198.51.100.8')).toBeUndefined(); // the queue of two is full
    left.abort();
    expect(await waiting).toBeUndefined();
    expect(renders.stats()).toMatchObject({ running: 1, waiting: 1 });
    // While the first render still runs, its place is free for another visitor and its client may wait again.
    expect(renders.tryEnter('203.0.113.1')).toBeDefined();
    expect(renders.tryEnter('198.51.100.8')).toBeUndefined();
  });

  it('starts the next render at once when nothing else was answered meanwhile', async () => {
    const renders = gate();
    const release = (await renders.tryEnter()) as ReleaseRender;
    jest.advanceTimersByTime(40);
    release();
    expect(await settled(renders.tryEnter() as Promise<ReleaseRender>)).toBe(true);
  });

  it('gives other answers their share of the time before the next render when they competed with the last one', async () => {
    const renders = gate();
    const release = (await renders.tryEnter()) as ReleaseRender;
    jest.advanceTimersByTime(40);
    renders.noteOtherAnswer();
    release();
    const next = renders.tryEnter() as Promise<ReleaseRender>;
    jest.advanceTimersByTime(39);
    expect(await settled(next)).toBe(false);
    jest.advanceTimersByTime(1);
    expect(await settled(next)).toBe(true);
  });
});
