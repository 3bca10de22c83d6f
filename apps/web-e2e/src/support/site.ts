import os from 'node:os';
import path from 'node:path';

/**
 * The browser tests run in lanes, one per Playwright worker (E2E_WORKERS, 2 by default): each lane has a server and a
 * SQLite database of its own (playwright.config.ts starts them), so tests that change data in one lane never meet the
 * other's. A worker finds its lane in TEST_PARALLEL_INDEX, which Playwright sets before it loads the config and the
 * tests; the runner itself, which starts the servers, is lane 0.
 */
export const E2E_LANES = Math.max(1, Number(process.env['E2E_WORKERS'] ?? 2));
const E2E_BASE_PORT = Number(process.env['E2E_PORT'] ?? 3107);
const LANE = Number(process.env['TEST_PARALLEL_INDEX'] ?? 0);

/** The port of a lane's server: the lanes take E2E_PORT (3107 unless set) and the ports after it. */
export const lanePort = (lane: number) => E2E_BASE_PORT + lane;
/**
 * Where the browser tests keep their files (lane and own-server databases, exported catalogues): the system's
 * temporary directory, which `npm test` puts in memory where it can (tools/scripts/run-steps.mjs).
 */
export const E2E_SCRATCH_DIR = path.join(os.tmpdir(), 'bcg-e2e');
/** A lane's database file (tests read its outbox through lane-rows.ts). */
export const laneDatabaseFile = (lane: number) => path.join(E2E_SCRATCH_DIR, `lane-${lane}`, 'e2e.sqlite');

/** This worker's server: its port, the site URL it is told to use, and its database file. */
export const E2E_PORT = lanePort(LANE);
export const E2E_SITE_URL = `http://localhost:${E2E_PORT}`;
export const E2E_DATABASE_FILE = laneDatabaseFile(LANE);

/**
 * The fake Perplexity server the apps talk to (fake-perplexity.mjs), on the port after the lanes' servers. Each lane
 * has its own path on it, with a failure mode and a count of its own.
 */
export const FAKE_PERPLEXITY_PORT = E2E_BASE_PORT + E2E_LANES;
export const fakePerplexityUrl = (lane: number) => `http://127.0.0.1:${FAKE_PERPLEXITY_PORT}/lane-${lane}`;
export const FAKE_PERPLEXITY_URL = fakePerplexityUrl(LANE);
/** Not a real key: the fake server only checks that the app sends it. */
export const FAKE_PERPLEXITY_KEY = 'e2e-fake-key';

/** MAIL_EVENTS_SECRET of the lanes' servers: the token of the mail provider's notices. */
export const E2E_MAIL_EVENTS_SECRET = 'e2e-mail-events-secret-0123456789';
