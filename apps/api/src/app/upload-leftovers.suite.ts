import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createEmptyTestApp } from './testing';

/** This machine's name as upload files carry it. */
const host = os.hostname().replace(/[^A-Za-z0-9.-]/g, '_');

/** The id of a process that ran and has ended. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', '0']);
  return child.pid ?? 0;
}

/** A file under `dir` last written `ageMinutes` ago. */
function write(dir: string, name: string, ageMinutes: number): string {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, name);
  fs.writeFileSync(file, 'bytes');
  const when = new Date(Date.now() - ageMinutes * 60_000);
  fs.utimesSync(file, when, when);
  return file;
}

it('removes at start the temporary files a killed upload left behind, and nothing else', async () => {
  const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bcg-leftovers-'));
  const incoming = path.join(uploadDir, '.incoming');
  const products = path.join(uploadDir, 'products');
  const staleUpload = write(incoming, 'x.upload', 60);
  const staleRendition = write(products, '.0a1b2c-640.webp.0123456789ab.tmp', 60);
  // Another server on the same UPLOAD_DIR may be receiving these right now: one on another machine, one on this
  // machine in a process that runs (this test's parent).
  const freshUpload = write(incoming, 'in-progress.upload', 0);
  const otherHost = write(incoming, `another-host~${process.pid}~0a1b.upload`, 0);
  const liveProcess = write(incoming, `${host}~${process.ppid}~0a1b.upload`, 0);
  // What a server on this machine was writing when it was killed a moment ago: its process no longer runs.
  const killedJustNow = write(incoming, `${host}~${deadPid()}~0a1b.upload`, 0);
  const photos = ['0a1b2c-640.webp', '0a1b2c-640.avif', 'old-photo.upload.webp'].map((name) => write(products, name, 60 * 24));
  const notOurs = write(incoming, 'notes.txt', 60);
  const testApp = await createEmptyTestApp({ UPLOAD_DIR: uploadDir });
  try {
    expect(fs.existsSync(staleUpload)).toBe(false);
    expect(fs.existsSync(staleRendition)).toBe(false);
    expect(fs.existsSync(killedJustNow)).toBe(false);
    for (const kept of [freshUpload, otherHost, liveProcess, notOurs, ...photos]) expect(fs.existsSync(kept)).toBe(true);
  } finally {
    await testApp.close();
    fs.rmSync(uploadDir, { recursive: true, force: true });
  }
});
