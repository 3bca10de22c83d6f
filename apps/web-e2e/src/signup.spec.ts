import { expect, test } from '@playwright/test';
import { gotoReady, watchConsole } from './support/page-helpers';

test('the sizing-guide sign-up validates, sends and confirms with one toast at a time', async ({ page }, testInfo) => {
  const problems = watchConsole(page);
  await gotoReady(page, '/');
  const input = page.getByLabel('Email address');
  const submit = page.getByRole('button', { name: 'Send My Guide' });

  await input.focus();
  await input.blur();
  await expect(page.getByRole('alert')).toHaveText('Email address is required');
  await expect(submit).toBeDisabled();
  await input.fill('abc');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await input.blur();
  await expect(page.getByRole('alert')).toHaveText('Email must be at least 5 characters');
  await input.fill('owner@nowhere');
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('Please enter a valid email address');

  const email = `reader-${testInfo.project.name}@example.com`;
  await input.fill(`  ${email} `);
  await submit.click();
  const toasts = page.getByTestId('toast');
  await expect(toasts).toHaveCount(1);
  await expect(toasts).toContainText('Success!');
  await expect(toasts).toContainText('Your sizing guide will be sent to your email shortly.');
  await expect(input).toHaveValue('');

  // Subscribing again is not an error, and the new toast replaces the old one.
  await input.fill(email.toUpperCase().replace('@EXAMPLE.COM', '@example.com'));
  await submit.click();
  await expect(toasts).toHaveCount(1);
  await expect(toasts).toContainText('Success!');
  expect(problems).toEqual([]);
});

test('F8 moves focus to the notifications region', async ({ page }) => {
  await gotoReady(page, '/');
  await page.keyboard.press('F8');
  // The region's list of toasts takes focus, so screen-reader and keyboard users can reach a toast at once.
  await expect(page.getByRole('region', { name: 'Notifications (F8)' }).getByRole('list')).toBeFocused();
});
