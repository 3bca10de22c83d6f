// Renders the 1200x630 social-sharing image (Open Graph / Twitter, JPEG) and the 512x512 raster logo (the favicon's
// mark; search engines want a raster publisher logo in the JSON-LD) with Debian's Chromium:
//   node tools/scripts/og-image.mjs   -> apps/web/public/og/bulldog-collar-guide.jpg, apps/web/public/logo.png
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const collar = fs.readFileSync('apps/web/public/images/collars/ironbark-heritage-leather.svg', 'utf8');
const html = `<!doctype html><html><body style="margin:0">
<div style="width:1200px;height:630px;display:flex;align-items:center;gap:40px;padding:0 72px;box-sizing:border-box;
  background:linear-gradient(135deg,#1f2a44 0%,#2c3b5e 100%);color:#fff;font-family:Georgia,'DejaVu Serif',serif">
  <div style="flex:1">
    <div style="font:700 28px system-ui,'DejaVu Sans',sans-serif;color:#f59e0b;letter-spacing:2px">BULLDOG COLLAR GUIDE</div>
    <div style="font-size:64px;line-height:1.1;margin:20px 0 24px;font-weight:700">Collars that fit English, French &amp; American bulldogs</div>
    <div style="font:28px system-ui,'DejaVu Sans',sans-serif;color:#dbe2f0">Tested for 30+ days on real bulldogs · sizing guides · honest reviews</div>
  </div>
  <div style="width:380px;height:380px;border-radius:32px;overflow:hidden;flex:none">${collar.replace('width="480" height="480"', 'width="380" height="380"')}</div>
</div></body></html>`;

const out = path.resolve('apps/web/public/og/bulldog-collar-guide.jpg');
fs.mkdirSync(path.dirname(out), { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html);
await page.screenshot({ path: out, type: 'jpeg', quality: 85 });

const logoOut = path.resolve('apps/web/public/logo.png');
const favicon = fs.readFileSync('apps/web/public/favicon.svg', 'utf8').replace('width="32" height="32"', 'width="512" height="512"');
await page.setViewportSize({ width: 512, height: 512 });
await page.setContent(`<!doctype html><html><body style="margin:0;background:transparent">${favicon}</body></html>`);
await page.screenshot({ path: logoOut, type: 'png', omitBackground: true, clip: { x: 0, y: 0, width: 512, height: 512 } });
console.log(`${logoOut} (${fs.statSync(logoOut).size} bytes)`);
await browser.close();
console.log(`${out} (${fs.statSync(out).size} bytes)`);
