import 'reflect-metadata';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RenderRequest, RenderResult } from '@bcg/shared/pages';
import { builtWebApp, createSeededTestApp } from './testing';

/** A web entry whose renders wait until the test lets them finish, so renders can be held "in flight". */
function heldRenders() {
  const started: string[] = [];
  let holding = false;
  let finishAll: () => void = () => undefined;
  let held = new Promise<void>((resolve) => (finishAll = resolve));
  return {
    started,
    hold: () => {
      holding = true;
      held = new Promise<void>((resolve) => (finishAll = resolve));
    },
    finish: () => {
      holding = false;
      finishAll();
    },
    entry: {
      render: async ({ url }: RenderRequest): Promise<RenderResult> => {
        started.push(url);
        if (holding) await held;
        return { status: 200, head: `<title>${url}</title>`, html: `<p>${url}</p>`, state: {}, modules: [] };
      },
    },
  };
}

async function waitFor(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('Timed out waiting for the condition');
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('a storm of cache misses', () => {
  const renders = heldRenders();
  let testApp: Awaited<ReturnType<typeof createSeededTestApp>>;
  beforeAll(async () => {
    testApp = await createSeededTestApp(
      { RENDER_CONCURRENCY: '1', RENDER_QUEUE_LIMIT: '2' },
      { webDistDir: builtWebApp().webDistDir, webEntry: renders.entry, revisionCheckMs: 60_000 },
    );
  });
  afterAll(() => testApp.close());

  const get = (url: string) => testApp.app.inject({ method: 'GET', url, remoteAddress: '198.51.100.7' });

  it('is answered 503 with Retry-After past the queue, while a cached page is still served and the queued misses are rendered', async () => {
    const cached = await get('/about');
    expect(cached.statusCode).toBe(200);
    expect(cached.headers['x-cache']).toBe('miss');

    renders.hold();
    // One render running and two waiting: the whole allowance, every one of them rendered in the end.
    const within = ['/collars?q=storm1', '/collars?q=storm2', '/collars?q=storm3'].map(get);
    const gate = testApp.app.renderGate;
    if (!gate) throw new Error('the web app is not served');
    await waitFor(() => gate.stats().running === 1 && gate.stats().waiting === 2);

    const refused = await get('/collars?q=storm4');
    expect(refused.statusCode).toBe(503);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.headers['content-type']).toMatch(/^text\/html/);
    expect(refused.headers['content-security-policy']).toBeDefined();
    expect(renders.started).not.toContain('/collars?q=storm4');

    const hit = await get('/about?utm_source=storm');
    expect(hit.statusCode).toBe(200);
    expect(hit.headers['x-cache']).toBe('hit');
    expect(hit.body).toContain('<p>/about</p>');

    renders.finish();
    const answers = await Promise.all(within);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    answers.forEach((answer, n) => expect(answer.body).toContain(`<p>/collars?q=storm${n + 1}</p>`));
    expect(gate.stats()).toMatchObject({ running: 0, waiting: 0 });
  });

  it('never refuses misses that stay within the allowance (one running, two waiting), burst after burst', async () => {
    for (let burst = 0; burst < 5; burst++) {
      const answers = await Promise.all([1, 2, 3].map((n) => get(`/collars?q=calm${burst}x${n}`)));
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    }
  });

  it('keys pages on the parameters their route reads: a made-up one is a hit, a read one a miss', async () => {
    await get('/collars?q=keyed');
    expect((await get('/collars?q=keyed&utm_campaign=x&ref=y')).headers['x-cache']).toBe('hit');
    expect((await get('/collars?q=keyed2')).headers['x-cache']).toBe('miss');
  });
});

describe("one client's storm of misses", () => {
  const renders = heldRenders();
  let testApp: Awaited<ReturnType<typeof createSeededTestApp>>;
  beforeAll(async () => {
    testApp = await createSeededTestApp(
      { RENDER_CONCURRENCY: '1', RENDER_QUEUE_LIMIT: '8', RENDER_QUEUE_PER_CLIENT: '2' },
      { webDistDir: builtWebApp().webDistDir, webEntry: renders.entry, revisionCheckMs: 60_000 },
    );
  });
  afterAll(() => testApp.close());

  const get = (url: string, remoteAddress: string) => testApp.app.inject({ method: 'GET', url, remoteAddress });

  it("fills only its own share of the queue: its next miss is refused, another visitor's miss is still rendered", async () => {
    const gate = testApp.app.renderGate;
    if (!gate) throw new Error('the web app is not served');
    renders.hold();
    const otherAnswers = gate.stats().otherAnswers;
    const storm = ['/collars?q=mine1', '/collars?q=mine2'].map((url) => get(url, '203.0.113.66'));
    await waitFor(() => gate.stats().running + gate.stats().waiting === 2);
    const refused = await get('/collars?q=mine3', '203.0.113.66');
    expect(refused.statusCode).toBe(503);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const visitor = get('/collars?q=visitor', '198.51.100.23');
    await waitFor(() => gate.stats().waiting === 2);
    renders.finish();
    expect((await Promise.all(storm)).map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect((await visitor).statusCode).toBe(200);
    expect(renders.started).not.toContain('/collars?q=mine3');
    // Its refused miss is its own answer, not competition the renders of other visitors' misses must give way to.
    expect(gate.stats().otherAnswers).toBe(otherAnswers);
  });
});

describe('a client that leaves while its miss waits', () => {
  const renders = heldRenders();
  let testApp: Awaited<ReturnType<typeof createSeededTestApp>>;
  let origin = '';
  beforeAll(async () => {
    testApp = await createSeededTestApp(
      { RENDER_CONCURRENCY: '1', RENDER_QUEUE_LIMIT: '4' },
      { webDistDir: builtWebApp().webDistDir, webEntry: renders.entry },
    );
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => testApp.close());

  const openConnections = () =>
    new Promise<number>((resolve, reject) => testApp.app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))));
  async function waitUntil(condition: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!(await condition())) {
      if (Date.now() > deadline) throw new Error('Timed out waiting for the condition');
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  it('gives its turn back: it is never rendered and the misses after it are', async () => {
    const gate = testApp.app.renderGate;
    if (!gate) throw new Error('the web app is not served');
    renders.hold();
    const running = fetch(`${origin}/collars?q=leave1`);
    await waitFor(() => gate.stats().running === 1);
    const leaving = http.get(`${origin}/collars?q=leave2`);
    leaving.on('error', () => undefined);
    await waitFor(() => gate.stats().waiting === 1);
    leaving.destroy();
    // Its socket is seen closed by the server, and its place in the queue freed, before the render ahead of it ends.
    await waitUntil(async () => (await openConnections()) === 1);
    await waitFor(() => gate.stats().waiting === 0);
    renders.finish();
    expect((await running).status).toBe(200);
    const after = await fetch(`${origin}/collars?q=leave3`);
    expect(after.status).toBe(200);
    expect(renders.started).toEqual(['/collars?q=leave1', '/collars?q=leave3']);
    expect(gate.stats()).toMatchObject({ running: 0, waiting: 0 });
  });
});
