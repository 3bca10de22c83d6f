// Jest's order, with one correction for files that group suites. Jest starts the files that took longest last time
// first, and on a fresh clone (no timings yet) the largest files first, so that no long file is left running alone at
// the end. A file that groups suites (`describe(..., () => { require('./x.suite'); })`) is a few lines itself: it is
// weighed here with the suites it requires.
const fs = require('node:fs');
const path = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;

const REQUIRED_SUITE = /require\(\s*'(\.{1,2}\/[^']+\.suite)'\s*\)/g;

/** The size of a test file and of the suites it requires, in bytes. */
function sizeWithSuites(file) {
  const source = fs.readFileSync(file, 'utf8');
  let size = Buffer.byteLength(source);
  for (const [, suite] of source.matchAll(REQUIRED_SUITE)) {
    const base = path.resolve(path.dirname(file), suite);
    size += fs.statSync(fs.existsSync(`${base}.ts`) ? `${base}.ts` : `${base}.tsx`).size;
  }
  return size;
}

class GroupAwareSequencer extends Sequencer {
  sort(tests) {
    // Jest's own order first (it records each file's last time on the test as `duration`).
    const sorted = super.sort(tests);
    const sizes = new Map();
    const sizeOf = (test) => {
      if (!sizes.has(test.path)) sizes.set(test.path, sizeWithSuites(test.path));
      return sizes.get(test.path);
    };
    // The same rules as Jest's: failed last time first, then files without a time, longest time first, largest first.
    return sorted.sort((a, b) => {
      const failedA = this.hasFailed(a);
      if (failedA !== this.hasFailed(b)) return failedA ? -1 : 1;
      const timedA = a.duration != null;
      if (timedA !== (b.duration != null)) return timedA ? 1 : -1;
      if (timedA) return b.duration - a.duration;
      return sizeOf(b) - sizeOf(a);
    });
  }
}

module.exports = GroupAwareSequencer;
