/** Port of the server the browser tests start (E2E_PORT overrides), and the site URL it is told to use. */
export const E2E_PORT = Number(process.env['E2E_PORT'] ?? 3107);
export const E2E_SITE_URL = `http://localhost:${E2E_PORT}`;
