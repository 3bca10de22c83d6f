import { expect, test } from '@playwright/test';
import { gotoReady, watchConsole } from './support/page-helpers';

const PASSWORD = 'e2e-admin-password';

test('the administrator logs in, moderates submissions, sees subscribers and logs out', async ({ page, request }, testInfo) => {
  const problems = watchConsole(page);
  const tag = testInfo.project.name;
  const names = ['Approve', 'Reject', 'Delete'].map((action) => `${action} Me ${tag}`);
  for (const name of names) {
    const created = await request.post('/api/product-submissions', {
      data: { productName: name, amazonAsin: 'B0ADMINE2E', submitterEmail: `${tag}@example.com` },
    });
    expect(created.ok()).toBe(true);
  }
  await request.post('/api/subscribe', { data: { email: `plain-${tag}@example.com` } });

  await gotoReady(page, '/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/login$/);

  const password = page.getByLabel('Password');
  await password.fill('not the password');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Hide' }).click();
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid password');

  await password.fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  expect(await page.evaluate(() => localStorage.getItem('adminSessionId'))).toMatch(/^[A-Za-z0-9_-]{43}$/);

  const row = (name: string) => page.getByTestId('submission-row').filter({ hasText: name });
  await expect(row(names[0]!)).toContainText('Anonymous');
  await expect(row(names[0]!)).toContainText('Pending');
  await row(names[0]!).getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(page.getByTestId('toast')).toContainText('Product submission status has been updated successfully.');
  await expect(row(names[0]!)).toContainText('Approved');
  await expect(row(names[0]!).getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0);

  await row(names[1]!).getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(row(names[1]!)).toContainText('Rejected');

  // Delete asks first: Cancel keeps the row and gives the focus back to the button that asked.
  const deleteButton = row(names[2]!).getByRole('button', { name: `Delete ${names[2]}` });
  await deleteButton.click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this submission?' });
  await expect(confirm).toContainText(names[2]!);
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(deleteButton).toBeFocused();
  await expect(row(names[2]!)).toHaveCount(1);
  // Escape is a Cancel too.
  await page.keyboard.press('Enter');
  await expect(confirm).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(row(names[2]!)).toHaveCount(1);
  // Delete in the dialog deletes, with its toast; the focus goes to the table the row left.
  await deleteButton.click();
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByTestId('toast')).toContainText('Product submission has been deleted successfully.');
  await expect(row(names[2]!)).toHaveCount(0);
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('table', { name: 'Product submissions' })).toBeFocused();

  await page.getByRole('tab', { name: /Email Subscribers \(\d+\)/ }).click();
  await expect(page.getByTestId('subscriber-row').filter({ hasText: `plain-${tag}@example.com` })).toContainText('General subscription');

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('adminSessionId'))).toBeNull();
  expect(problems.filter((problem) => !/401/.test(problem))).toEqual([]);
});

test('a stale session sends the dashboard back to the login page and clears it', async ({ page }) => {
  await gotoReady(page, '/admin/login');
  await page.evaluate(() => localStorage.setItem('adminSessionId', 'expired-or-forged-session'));
  await gotoReady(page, '/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('adminSessionId'))).toBeNull();
});
