import { expect, test } from '@playwright/test';
import { gotoReady, watchConsole } from './support/page-helpers';
import { laneRows } from './support/lane-rows';

// The preferences page, opened from the footer link of an email in the e2e server's outbox, as a reader would.

const subscriberOf = (email: string) =>
  laneRows<{ status: string; newsletter: number | boolean }>('SELECT status, newsletter FROM email_subscriber WHERE email = ?', [email])[0];

test('the preferences link of an email switches the newsletter off, then unsubscribes from everything', async ({ page, request }) => {
  const problems = watchConsole(page);
  const email = `preferences-${Date.now()}@example.com`;
  expect((await request.post('/api/subscribe', { data: { email, leadMagnet: 'bulldog-sizing-guide' } })).status()).toBe(200);
  const [confirmation] = laneRows<{ text: string }>(
    `SELECT text FROM outbox_email WHERE toAddress = ? AND kind = 'subscribe-confirmation'`,
    [email],
  );
  await gotoReady(page, /\/subscribe\/confirm\?token=[\w-]+/.exec(confirmation?.text ?? '')?.[0] ?? '');
  const preferencesPath = /\/preferences\?token=[\w.-]+/.exec(confirmation?.text ?? '')?.[0] ?? '';
  expect(preferencesPath).not.toBe('');

  await gotoReady(page, preferencesPath);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Email preferences');
  await expect(page.getByRole('main')).toContainText(`Preferences for ${email}.`);
  await expect(page.getByRole('main')).toContainText('This address has no price alerts.');
  const newsletter = page.getByRole('checkbox', { name: 'Send me the newsletter issues' });
  await expect(newsletter).toBeChecked();

  // The switch shows the stored choice: it turns once the server has kept the change.
  await newsletter.click();
  await expect(page.getByRole('status')).toHaveText('The newsletter is off: you will get no more issues.');
  await expect(newsletter).not.toBeChecked();
  expect(subscriberOf(email)).toMatchObject({ status: 'confirmed' });
  expect(Boolean(subscriberOf(email)?.newsletter)).toBe(false);

  await page.getByRole('button', { name: 'Unsubscribe from everything' }).click();
  await expect(page.getByRole('status')).toHaveText('You are unsubscribed from everything: this address will get no more emails from us.');
  await expect(page.getByRole('main')).toContainText('This address is not subscribed to the newsletter.');
  expect(subscriberOf(email)?.status).toBe('unsubscribed');
  expect(problems).toEqual([]);
});

test('a guessed preferences link opens nothing', async ({ page }) => {
  const forged = `${Buffer.from('someone@example.com').toString('base64url')}.zzzzzz.${'A'.repeat(43)}`;
  await gotoReady(page, `/preferences?token=${forged}`);
  await expect(page.getByRole('alert')).toContainText('We do not recognise this preferences link.');
  await expect(page.getByRole('checkbox')).toHaveCount(0);
});
