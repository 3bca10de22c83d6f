// Screenshots of pages on a phone and a desktop viewport, for looking at what we built:
//   node tools/scripts/screenshots.mjs http://localhost:3000 / /collars /compare
// PNGs go to tmp/screenshots/. Uses Debian's Chromium (CHROMIUM_PATH), like the browser tests.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromium } from '@playwright/test';

const [base = 'http://localhost:3000', ...paths] = process.argv.slice(2);
const pages = paths.length ? paths : ['/', '/collars', '/compare', '/no-such-page'];
const viewports = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };
const out = path.resolve('tmp/screenshots');
fs.mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: createRequire(import.meta.url)('../chromium-flags.json').args,
});
for (const [name, viewport] of Object.entries(viewports)) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1, isMobile: name === 'phone', hasTouch: name === 'phone' });
  const page = await context.newPage();
  for (const pagePath of pages) {
    await page.goto(base + pagePath, { waitUntil: 'networkidle' });
    const file = path.join(out, `${name}${pagePath.replace(/[^a-z0-9]+/gi, '-').replace(/-$/, '') || '-home'}.png`);
    await page.screenshot({ path: file, fullPage: process.env.FULL_PAGE === '1' });
    console.log(file);
  }
  await context.close();
}
await browser.close();
