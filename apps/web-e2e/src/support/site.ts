/** Port of the server the browser tests start (E2E_PORT overrides), and the site URL it is told to use. */
export const E2E_PORT = Number(process.env['E2E_PORT'] ?? 3107);
export const E2E_SITE_URL = `http://localhost:${E2E_PORT}`;
/** The fake Perplexity server the app talks to during browser tests (fake-perplexity.mjs), two ports above the app. */
export const FAKE_PERPLEXITY_PORT = E2E_PORT + 2;
export const FAKE_PERPLEXITY_URL = `http://127.0.0.1:${FAKE_PERPLEXITY_PORT}`;
/** Not a real key: the fake server only checks that the app sends it. */
export const FAKE_PERPLEXITY_KEY = 'e2e-fake-key';
