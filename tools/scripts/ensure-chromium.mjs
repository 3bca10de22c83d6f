// Browser tests run on Debian's Chromium (never a browser a tool downloads), in its headless build when it can be had
// (tools/chromium-flags.json says why). Finds it, installs the package when this is a Debian machine where we may
// (root + apt-get), falls back to the full browser when it cannot, and otherwise stops with what to do.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';

const { browserTests } = createRequire(import.meta.url)('../chromium-flags.json');
const [preferred] = browserTests.executables;
const found = () => [process.env.CHROMIUM_PATH, ...browserTests.executables].filter(Boolean).find((file) => fs.existsSync(file));

let chromium = found();
if (!process.env.CHROMIUM_PATH && chromium !== preferred) {
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    console.log(`${preferred} is missing: installing Debian package "${browserTests.package}" with apt-get ...`);
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', browserTests.package], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    chromium = found();
  } else if (chromium) {
    console.log(`${preferred} is missing (sudo apt-get install -y ${browserTests.package} adds it); using ${chromium}, which is slower.`);
  }
}
if (!chromium) {
  console.error(
    'Browser tests need Chromium and it is missing.\n' +
      `  Debian/Ubuntu: sudo apt-get install -y ${browserTests.package}\n` +
      '  Or point CHROMIUM_PATH at a Chromium binary.\n' +
      'The browser tests were NOT run.',
  );
  process.exit(1);
}
console.log(`Browser tests use ${chromium}`);
