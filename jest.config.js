// One Jest run over every project (unit and integration); each project keeps its own config.
module.exports = {
  projects: ['<rootDir>/libs/**/jest.config.js', '<rootDir>/apps/*/jest.config.js', '<rootDir>/tools/*/jest.config.js'],
  // Each test file loads the server's modules afresh, and about 25 MB of every file's heap is never freed; in one
  // process (Jest's default on 2 cores) the heap reached 1 GB after 30 files, and garbage collection then made late files
  // up to ten times slower than alone. A worker past this size after a file is replaced by a fresh one.
  workerIdleMemoryLimit: '512MB',
  // One worker per core (Jest's default leaves one core to itself, which does little but wait): most files spend
  // their time waiting on SQLite, child processes and timers, so two workers on two cores finish sooner.
  maxWorkers: '100%',
  // Longest files first, a file that groups suites weighed with them (the sequencer says why).
  testSequencer: '<rootDir>/tools/jest/sequencer.js',
};
