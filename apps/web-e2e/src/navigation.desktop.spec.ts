import { expect, test } from '@playwright/test';
import { gotoReady } from './support/page-helpers';

test('on a desktop the navigation is inline and there is no menu button', async ({ page }) => {
  await gotoReady(page, '/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
});
