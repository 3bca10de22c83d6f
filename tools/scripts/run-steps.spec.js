// `npm test`'s runner on a throwaway package whose scripts are small node programs: scripts joined by `+` run at the
// same time, each one's output in one piece, and the run stops with the status of the first script that failed.
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { afterEach, expect, it } = require('@jest/globals');

const RUNNER = path.join(__dirname, 'run-steps.mjs');
let dir;

afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Runs the runner in a package with these scripts; its output and exit status. */
function runSteps(scripts, steps) {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bcg-run-steps-'));
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'steps', private: true, scripts }));
  const result = spawnSync(process.execPath, [RUNNER, ...steps], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, npm_config_loglevel: 'silent' },
  });
  return { output: result.stdout + result.stderr, status: result.status };
}

/** A script that prints `name`, and with `waitFor` only ends once that file exists. */
const script = (name, { waitFor, exit = 0, touch } = {}) =>
  `node -e "console.log('${name} begins');` +
  (touch ? `require('fs').writeFileSync('${touch}', '');` : '') +
  (waitFor
    ? `const t = setInterval(() => { if (require('fs').existsSync('${waitFor}')) { clearInterval(t); console.log('${name} ends'); process.exit(${exit}); } }, 5);"`
    : `console.log('${name} ends'); process.exit(${exit});"`);

it('runs joined scripts at the same time and prints each one whole, then a table with every script', () => {
  // `slow` can only end once `quick` has run, so they ran side by side; `last` runs after both.
  const { output, status } = runSteps(
    { slow: script('slow', { waitFor: 'quick-ran' }), quick: script('quick', { touch: 'quick-ran' }), last: script('last') },
    ['slow+quick', 'last'],
  );
  expect(status).toBe(0);
  const lines = output.split('\n');
  const at = (text) => lines.findIndex((line) => line.includes(text));
  expect(at('slow ends') - at('slow begins')).toBe(1);
  expect(at('quick ends') - at('quick begins')).toBe(1);
  expect(at('last begins')).toBeGreaterThan(Math.max(at('slow ends'), at('quick ends')));
  expect(output).toMatch(/^ {2}slow +\d+ s {2}ok, beside quick$/m);
  expect(output).toMatch(/^ {2}quick +\d+ s {2}ok, beside slow$/m);
  expect(output).toMatch(/^ {2}last +\d+ s {2}ok$/m);
  expect(output).toMatch(/^ {2}total +\d+ s$/m);
});

it('lets the scripts beside a failure end, then stops with its status and shows what did not run', () => {
  const { output, status } = runSteps({ broken: script('broken', { exit: 3 }), other: script('other'), never: script('never') }, [
    'broken+other',
    'never',
  ]);
  expect(status).toBe(3);
  expect(output).toContain('other ends');
  expect(output).not.toContain('never begins');
  expect(output).toMatch(/^ {2}broken +\d+ s {2}failed \(exit 3\), beside other$/m);
  expect(output).toMatch(/^ {2}never +- {2}not run$/m);
});
