import { RoundRunner } from './round-runner';

it('runs one round at a time, one more for any wakes during it, and none after stop', async () => {
  let rounds = 0;
  let release: () => void = () => undefined;
  const runner = new RoundRunner(async () => {
    rounds += 1;
    await new Promise<void>((resolve) => (release = resolve));
  }, 3_600_000);
  runner.wake();
  runner.wake();
  runner.wake();
  expect(rounds).toBe(1);
  release();
  await new Promise((resolve) => setImmediate(resolve));
  expect(rounds).toBe(2);
  const stopped = runner.stop();
  expect(runner.isStopped).toBe(true);
  release();
  await stopped;
  runner.wake();
  expect(rounds).toBe(2);
});
