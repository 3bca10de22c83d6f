import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import {
  E2E_LANES,
  E2E_MAIL_EVENTS_SECRET,
  E2E_PORT,
  FAKE_PERPLEXITY_KEY,
  FAKE_PERPLEXITY_PORT,
  fakePerplexityUrl,
  laneDatabaseFile,
  lanePort,
} from './src/support/site';

/** This worker's lane server (site.ts): the runner loads this file as lane 0, each worker again as its own lane. */
const baseURL = `http://127.0.0.1:${E2E_PORT}`;

/** The built server of one lane on a fresh SQLite file of its own, migrated and seeded at start. */
function laneServer(lane: number) {
  const port = lanePort(lane);
  const dir = path.dirname(laneDatabaseFile(lane));
  // The directory is under the system's temporary one, whatever TMPDIR names: quoted for the shell, as one word.
  const quoted = `'${dir.replaceAll("'", `'\\''`)}'`;
  return {
    command: `rm -rf ${quoted} && mkdir -p ${quoted} && node dist/apps/api/main.js`,
    cwd: '../..',
    url: `http://127.0.0.1:${port}/api/products`,
    reuseExistingServer: false,
    timeout: 90_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: `http://localhost:${port}`,
      DATABASE_URL: laneDatabaseFile(lane),
      UPLOAD_DIR: `${dir}/uploads`,
      AFFILIATE_TAG: 'e2etag-20',
      ADMIN_PASSWORD: 'e2e-admin-password',
      LOG_LEVEL: 'warn',
      PERPLEXITY_API_KEY: FAKE_PERPLEXITY_KEY,
      PERPLEXITY_BASE_URL: fakePerplexityUrl(lane),
      // Every browser test comes from 127.0.0.1: room for the whole run (both viewports), still a finite cap.
      CONTENT_GENERATION_DAILY_LIMIT: '500',
      CONTENT_GENERATION_ADDRESS_HOURLY_LIMIT: '500',
      // Likewise for the per-client sign-up and submission limits (tested in apps/api and apps/api-e2e).
      SUBSCRIBE_RATE_LIMIT: '1000/3600',
      SUBMISSION_RATE_LIMIT: '1000/3600',
      // Each page of the run sends its page view from 127.0.0.1.
      ANALYTICS_RATE_LIMIT: '100000/60',
      CONTACT_RATE_LIMIT: '1000/3600',
      // Each contact message also queues a notification, so the admin's Outbox tab has one to show.
      CONTACT_NOTIFY_EMAIL: 'owner@bulldogcollar.example',
      // The mail provider's bounce and complaint notices (POST /api/mail/events) are accepted with this token.
      MAIL_EVENTS_SECRET: E2E_MAIL_EVENTS_SECRET,
    },
  };
}

/**
 * Debian's Chromium, its headless build first (tools/scripts/ensure-chromium.mjs has made sure one is there), with the
 * flags this network needs (tools/chromium-flags.json); Playwright never downloads a browser.
 */
const chromiumFlags = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../tools/chromium-flags.json'), 'utf8')) as {
  browserTests: { executables: string[] };
  args: string[];
};
const chromium = {
  executablePath: process.env['CHROMIUM_PATH'] ?? chromiumFlags.browserTests.executables.find((file) => fs.existsSync(file)),
  args: chromiumFlags.args,
};

export default defineConfig({
  testDir: './src',
  fullyParallel: false,
  // One worker per lane: a test file runs in one worker, against that worker's own server and database.
  workers: E2E_LANES,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  timeout: 30_000,
  use: { baseURL, launchOptions: chromium, trace: 'off' },
  // Every test runs on the phone, the layout most readers have; the desktop runs only what its layout changes: a
  // test tagged @layout in its title (its assertions differ by viewport, or check what is laid out: axe, Tab order),
  // and *.desktop.spec.ts. *.phone.spec.ts runs on the phone alone.
  projects: [
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, browserName: 'chromium' },
      testIgnore: /\.desktop\.spec\.ts$/,
    },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      testIgnore: /\.phone\.spec\.ts$/,
      // Playwright matches this against the file name and the title (with its tags).
      grep: [/@layout/, /\.desktop\.spec\.ts/],
    },
  ],
  webServer: [
    {
      // A local stand-in for Perplexity, so /content-test runs without the internet or a real key.
      command: 'node apps/web-e2e/src/support/fake-perplexity.mjs',
      cwd: '../..',
      url: `${fakePerplexityUrl(0)}/__control`,
      reuseExistingServer: false,
      timeout: 10_000,
      env: { FAKE_PERPLEXITY_PORT: String(FAKE_PERPLEXITY_PORT), FAKE_PERPLEXITY_KEY },
    },
    ...Array.from({ length: E2E_LANES }, (_, lane) => laneServer(lane)),
  ],
});
