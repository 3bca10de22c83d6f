import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { gotoReady, watchConsole } from './support/page-helpers';
import { laneRows } from './support/lane-rows';

// The pages the emails link to, on a phone. The e2e server has no SMTP_URL, so its emails wait in the outbox of
// its database file, where the test reads the links a reader would find in the inbox.

async function signUp(request: APIRequestContext, email: string): Promise<{ confirmPath: string; unsubscribePath: string }> {
  expect((await request.post('/api/subscribe', { data: { email, leadMagnet: 'bulldog-sizing-guide' } })).status()).toBe(200);
  const [email_] = laneRows<{ text: string; headers: string }>(
    `SELECT text, headers FROM outbox_email WHERE toAddress = ? AND kind = 'subscribe-confirmation'`,
    [email],
  );
  const confirmPath = /\/subscribe\/confirm\?token=[\w-]+/.exec(email_?.text ?? '')?.[0] ?? '';
  const token = /unsubscribe\?token=([\w-]+)>/.exec(JSON.parse(email_?.headers ?? '{}')['List-Unsubscribe'] ?? '')?.[1] ?? '';
  expect(confirmPath).not.toBe('');
  return { confirmPath, unsubscribePath: `/unsubscribe?token=${token}` };
}

const statusOf = async (email: string) =>
  laneRows<{ status: string }>('SELECT status FROM email_subscriber WHERE email = ?', [email])[0]?.status;

/** Nothing wider than the phone's screen. */
async function expectNoSideways(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

test('the confirmation link says what it did: confirmed, already confirmed, or unknown with the way to a new one', async ({
  page,
  request,
}) => {
  const problems = watchConsole(page);
  const email = `confirm-page-${Date.now()}@example.com`;
  const { confirmPath } = await signUp(request, email);

  await gotoReady(page, confirmPath);
  // The test server has no SMTP_URL: the page says the guide waits in the outbox, and promises no inbox.
  await expect(page).toHaveURL(/\/subscribe\/confirmed\?outcome=confirmed&mail=queued$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your email is confirmed');
  await expect(page.getByRole('main')).toContainText('your bulldog collar sizing guide waits in our outbox');
  await expect(page.getByRole('main')).not.toContainText('within a few minutes');
  await expect(page.getByRole('link', { name: 'printable sizing guide' })).toHaveAttribute('href', '/sizing-guide');
  await expectNoSideways(page);
  expect(await statusOf(email)).toBe('confirmed');

  await gotoReady(page, confirmPath);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Already confirmed');

  await gotoReady(page, '/subscribe/confirm?token=made-up');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We do not recognise this link');
  await page.getByRole('link', { name: 'Sign up again on the home page' }).click();
  await expect(page.getByRole('heading', { name: 'Get the Free Bulldog Sizing Guide' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('the unsubscribe link asks first, and the button unsubscribes', async ({ page, request }) => {
  const problems = watchConsole(page);
  const email = `unsubscribe-page-${Date.now()}@example.com`;
  const { unsubscribePath } = await signUp(request, email);

  await gotoReady(page, unsubscribePath);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unsubscribe');
  await expectNoSideways(page);
  // Opening the link changed nothing: link scanners open links too.
  expect(await statusOf(email)).toBe('pending');
  const button = page.getByRole('button', { name: 'Unsubscribe me' });
  const box = await button.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(44);
  await button.click();
  await expect(page.getByRole('status')).toContainText('You are unsubscribed.');
  expect(await statusOf(email)).toBe('unsubscribed');

  await gotoReady(page, '/unsubscribe?token=made-up-token');
  await page.getByRole('button', { name: 'Unsubscribe me' }).click();
  await expect(page.getByRole('alert')).toContainText('We do not recognise this unsubscribe link');
  // The refused token is a 404 of the API, which the browser reports in the console; nothing else may appear.
  expect(problems.filter((problem) => !/404/.test(problem))).toEqual([]);
});

test('the printable sizing guide fits the phone and prints without the site around it', async ({ page }) => {
  await gotoReady(page, '/sizing-guide');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bulldog Collar Sizing Guide');
  await expect(page.getByRole('table')).toContainText('20-26 in');
  await expectNoSideways(page);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print this guide' })).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('table')).toBeVisible();
});
