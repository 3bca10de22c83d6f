import { expect, test, type APIRequestContext } from '@playwright/test';
import { logIn } from './support/desk-helpers';
import { E2E_MAIL_EVENTS_SECRET } from './support/site';

// The owner's list of addresses no email goes to: a bounce notice from the mail provider puts an address there, and
// the owner releases it from the Subscribers tab after a confirmation.

const notify = (request: APIRequestContext, email: string) =>
  request.post('/api/mail/events', {
    headers: { authorization: `Bearer ${E2E_MAIL_EVENTS_SECRET}` },
    data: { events: [{ type: 'bounce', email, permanent: true, detail: '550 5.1.1 Mailbox does not exist' }] },
  });

test('a bounced address is listed with why, and the owner releases it after confirming', async ({ page }, testInfo) => {
  const address = `bounced-${testInfo.project.name}-${Date.now()}@example.com`;
  expect((await (await notify(page.request, address)).json()).results).toEqual([{ email: address, outcome: 'suppressed' }]);

  await logIn(page);
  await page.getByRole('tab', { name: /^Email Subscribers/ }).click();
  const section = page.getByRole('region', { name: 'Suppressed addresses' });
  await section.getByLabel('Search suppressed addresses').fill(address);
  const row = section.getByTestId('suppression-row').filter({ hasText: address });
  await expect(row).toContainText('Bounced');
  await expect(row).toContainText('550 5.1.1 Mailbox does not exist');

  // Cancel keeps it; Release (confirmed) takes it off the list.
  await row.getByRole('button', { name: `Release ${address}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Release this address?' });
  await expect(dialog).toContainText(`Email will be sent to ${address} again`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `Release ${address}` }).click();
  await dialog.getByRole('button', { name: 'Release' }).click();
  await expect(page.getByTestId('toast')).toContainText(`Email will be sent to ${address} again.`);
  await expect(section.getByRole('status')).toHaveText(`No suppressed addresses match "${address}".`);

  // Released for real: the next notice about it suppresses it anew instead of finding it there.
  expect((await (await notify(page.request, address)).json()).results).toEqual([{ email: address, outcome: 'suppressed' }]);
});
