import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** Set by Jest's global setup (tools/jest/global-setup.js): one directory of templates for the whole run. */
const TEMPLATE_DIR_VARIABLE = 'BCG_TEST_TEMPLATE_DIR';

/** How long a worker waits for another to finish a template before it builds one of its own. */
const WAIT_MS = 120_000;

let ownDirectory: string | undefined;
/** The run's directory, or (outside Jest's global setup) one for this process, removed when it exits. */
function templateDirectory(): string {
  const shared = process.env[TEMPLATE_DIR_VARIABLE];
  if (shared) return shared;
  if (!ownDirectory) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bcg-templates-'));
    process.on('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
    ownDirectory = dir;
  }
  return ownDirectory;
}

/**
 * The path of a SQLite file named `name`, built by `build(file)` the first time any test file of the run asks for it.
 * Jest runs test files in several worker processes: one builds while the others wait on its lock directory, and the
 * file appears under its name only once complete (a rename), so nobody copies a half-built template.
 */
export async function sqliteTemplate(name: string, build: (file: string) => Promise<void>): Promise<string> {
  const dir = templateDirectory();
  const file = path.join(dir, `${name}.sqlite`);
  const lock = `${file}.lock`;
  const deadline = Date.now() + WAIT_MS;
  while (!fs.existsSync(file)) {
    let locked = false;
    try {
      fs.mkdirSync(lock);
      locked = true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    if (locked) {
      try {
        if (fs.existsSync(file)) break;
        const building = path.join(dir, `${name}.${process.pid}.building`);
        await build(building);
        fs.renameSync(building, file);
      } finally {
        fs.rmSync(lock, { recursive: true, force: true });
      }
    } else if (Date.now() > deadline) {
      // The worker holding the lock died mid-build: its lock is taken over.
      fs.rmSync(lock, { recursive: true, force: true });
    } else {
      await sleep(50);
    }
  }
  return file;
}
