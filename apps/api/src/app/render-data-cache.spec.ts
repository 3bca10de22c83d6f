import { collectDisplayDeadline, DisplayDeadline, reportDisplayDeadline } from '@bcg/server/core';
import type { GraphQLOperation } from '@bcg/shared/pages';
import type { FormattedExecutionResult } from 'graphql';
import { RenderDataCache } from './render-data-cache';

/** An executor that counts its runs and answers with the run's number (or an error when asked). */
function countingExecutor(fail = false) {
  const runs: string[] = [];
  const execute = async (operation: GraphQLOperation): Promise<FormattedExecutionResult> => {
    runs.push(`${operation.operationName} ${JSON.stringify(operation.variables)}`);
    return fail ? { data: null, errors: [{ message: 'database unavailable' }] } : { data: { run: runs.length } };
  };
  return { runs, execute };
}

const collars = (page: number): GraphQLOperation => ({
  operationName: 'CollarsPage',
  query: 'query CollarsPage { x }',
  variables: { page },
});

describe('RenderDataCache', () => {
  it('runs an operation once per revision: the same operation and variables are answered from the kept result', async () => {
    const cache = new RenderDataCache();
    const { runs, execute } = countingExecutor();
    expect(await cache.executor(execute, 'r1')(collars(1))).toEqual({ data: { run: 1 } });
    expect(await cache.executor(execute, 'r1')(collars(1))).toEqual({ data: { run: 1 } });
    // Other variables are another result.
    expect(await cache.executor(execute, 'r1')(collars(2))).toEqual({ data: { run: 2 } });
    expect(runs).toEqual(['CollarsPage {"page":1}', 'CollarsPage {"page":2}']);
  });

  it('drops every kept result when the revision changes (content written, a post published)', async () => {
    const cache = new RenderDataCache();
    const { runs, execute } = countingExecutor();
    await cache.executor(execute, 'r1')(collars(1));
    expect(await cache.executor(execute, 'r2')(collars(1))).toEqual({ data: { run: 2 } });
    expect(cache.size).toBe(1);
    expect(runs).toHaveLength(2);
  });

  it('keeps nothing without a revision (the database cannot say whether content changed)', async () => {
    const cache = new RenderDataCache();
    const { runs, execute } = countingExecutor();
    await cache.executor(execute, undefined)(collars(1));
    await cache.executor(execute, undefined)(collars(1));
    expect(runs).toHaveLength(2);
    expect(cache.size).toBe(0);
  });

  it('never keeps a result with errors: the next render asks again', async () => {
    const cache = new RenderDataCache();
    const failing = countingExecutor(true);
    expect((await cache.executor(failing.execute, 'r1')(collars(1))).errors).toHaveLength(1);
    const working = countingExecutor();
    expect(await cache.executor(working.execute, 'r1')(collars(1))).toEqual({ data: { run: 1 } });
  });

  it('does not keep a result for a revision that began while its operation ran', async () => {
    const cache = new RenderDataCache();
    let finish: (result: FormattedExecutionResult) => void = () => undefined;
    const slow = cache.executor(() => new Promise((resolve) => (finish = resolve)), 'r1')(collars(1));
    const { runs, execute } = countingExecutor();
    await cache.executor(execute, 'r2')(collars(2));
    finish({ data: { stale: true } });
    await slow;
    expect(await cache.executor(execute, 'r2')(collars(1))).toEqual({ data: { run: 2 } });
    expect(runs).toHaveLength(2);
  });

  it('holds at most its limit of results, the least recently used out first', async () => {
    const cache = new RenderDataCache(2);
    const { runs, execute } = countingExecutor();
    const run = (page: number) => cache.executor(execute, 'r1')(collars(page));
    await run(1);
    await run(2);
    await run(1); // used again: page 2 is now the oldest
    await run(3);
    expect(cache.size).toBe(2);
    await run(1);
    await run(2);
    expect(runs).toEqual(['CollarsPage {"page":1}', 'CollarsPage {"page":2}', 'CollarsPage {"page":3}', 'CollarsPage {"page":2}']);
  });

  it('keeps a result that shows a price only until that price gets too old, and tells each render reusing it', async () => {
    let now = 1_000;
    const cache = new RenderDataCache(undefined, () => now);
    const runs: number[] = [];
    // The operation shows a price valid until 5,000 on the services' clock (they report it while it runs).
    const execute = async (): Promise<FormattedExecutionResult> => {
      runs.push(now);
      reportDisplayDeadline(5_000);
      return { data: { run: runs.length } };
    };
    const render = async () => {
      const page = new DisplayDeadline();
      const result = await collectDisplayDeadline(page, () => cache.executor(execute, 'r1')(collars(1)));
      return { result, until: page.until };
    };
    expect(await render()).toEqual({ result: { data: { run: 1 } }, until: 5_000 });
    now = 4_999;
    // Reused without running: the second page's cache entry must still end when the price does.
    expect(await render()).toEqual({ result: { data: { run: 1 } }, until: 5_000 });
    now = 5_000;
    expect((await render()).result).toEqual({ data: { run: 2 } });
    expect(runs).toEqual([1_000, 5_000]);
  });
});
