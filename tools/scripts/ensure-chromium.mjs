// Browser tests run on Debian's Chromium (never a browser a tool downloads). Finds it, installs it when
// this is a Debian machine where we may (root + apt-get), and otherwise stops with what to do.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
const found = () => candidates.find((file) => fs.existsSync(file));

let chromium = found();
if (!chromium) {
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    console.log('Chromium is missing: installing Debian package "chromium" with apt-get ...');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    chromium = found();
  }
}
if (!chromium) {
  console.error(
    'Browser tests need Chromium and it is missing.\n' +
      '  Debian/Ubuntu: sudo apt-get install -y chromium\n' +
      '  Or point CHROMIUM_PATH at a Chromium binary.\n' +
      'The browser tests were NOT run.',
  );
  process.exit(1);
}
console.log(`Browser tests use ${chromium}`);
