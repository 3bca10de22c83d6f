import { BREED_FIGURES, SIZE_CHART, formatRange } from '@bcg/shared/sizing';
import { expect, test, type Page } from '@playwright/test';
import { gotoReady, watchConsole } from './support/page-helpers';
import { laneRows } from './support/lane-rows';

// The sign-up as a French bulldog owner: the breed goes with it, the toast asks for the confirmation first, and the
// guide that arrives once confirmed is drawn for a Frenchie. The e2e server has no SMTP_URL, so the emails wait in the
// outbox of its database file, where the test reads them as the reader's inbox would show them.
const SUCCESS = 'Check your inbox and confirm your email address. Your sizing guide will be sent to your email shortly.';

const mails = (address: string, kind: string) =>
  laneRows<{ toAddress: string; subject: string; text: string; html: string }>(
    `SELECT toAddress, subject, text, html FROM outbox_email WHERE lower(toAddress) = lower(?) AND kind = ? ORDER BY id`,
    [address, kind],
  );

async function signUp(page: Page, email: string, breed?: string): Promise<void> {
  await gotoReady(page, '/');
  const form = page.locator('#sizing-guide-signup');
  if (breed) await form.getByLabel('Your bulldog (optional)').selectOption({ label: breed });
  await form.getByLabel('Email address').fill(email);
  await form.getByRole('button', { name: 'Send My Guide' }).click();
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText('Success!');
  await expect(toast).toContainText(SUCCESS);
  await expect(form.getByLabel('Email address')).toHaveValue('');
}

test("a French bulldog owner's guide gives the Frenchie's figures, after the toast asked to confirm first", async ({ page }, testInfo) => {
  const problems = watchConsole(page);
  const email = `frenchie-${testInfo.project.name}-${Date.now()}@example.com`;
  await signUp(page, email, 'French Bulldog');

  const [confirmation] = mails(email, 'subscribe-confirmation');
  const confirmPath = /\/subscribe\/confirm\?token=[\w-]+/.exec(confirmation?.text ?? '')?.[0];
  expect(confirmPath).toBeTruthy();
  await gotoReady(page, confirmPath!);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your email is confirmed');

  const [guide] = mails(email, 'sizing-guide');
  expect(guide?.subject).toBe('Your French Bulldog collar sizing guide');
  // The email as the reader's mail program shows it.
  await page.setContent(guide!.html);
  const french = BREED_FIGURES.french;
  const adultRow = page.getByRole('row', { name: /Adult French Bulldog/ });
  for (const cell of [formatRange(french.weightLbs, 'lbs'), formatRange(french.neckIn, 'in'), formatRange(french.collarIn, 'in')]) {
    await expect(adultRow.getByRole('cell', { name: cell, exact: true })).toBeVisible();
  }
  // The puppy rows stay; the general adult row, drawn for the big breeds, is gone.
  await expect(page.getByRole('rowheader', { name: '8-12 weeks' })).toBeVisible();
  const general = SIZE_CHART.find((row) => row.age === 'Adult')!;
  await expect(page.locator('body')).not.toContainText(formatRange(general.weightLbs, 'lbs'));
  await expect(page.locator('body')).not.toContainText(formatRange(general.neckIn, 'in'));
  if (testInfo.project.name === 'phone') {
    await page.screenshot({ path: testInfo.outputPath('guide-email-french.png'), fullPage: true });
  }
  expect(problems).toEqual([]);
});

test('one address typed in three letter cases is one subscriber with one confirmation email', async ({ page }, testInfo) => {
  const problems = watchConsole(page);
  const local = `case-${testInfo.project.name}-${Date.now()}`;
  for (const email of [`${local}@x.test`, `${local[0]!.toUpperCase()}${local.slice(1)}@x.test`, `${local.toUpperCase()}@X.TEST`]) {
    await signUp(page, email);
  }
  expect(mails(`${local}@x.test`, 'subscribe-confirmation').map((mail) => mail.toAddress)).toEqual([`${local}@x.test`]);

  await gotoReady(page, '/admin/login');
  await page.getByLabel('Password').fill('e2e-admin-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.getByRole('tab', { name: /Email Subscribers \(\d+\)/ }).click();
  await page.getByRole('searchbox', { name: 'Search addresses' }).fill(local);
  const rows = page.getByTestId('subscriber-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.locator('td[data-label="Email Address"]')).toHaveText(`${local}@x.test`);
  expect(problems).toEqual([]);
});
