import { expect, test } from '@playwright/test';
import { gotoReady } from './support/page-helpers';

test('on a phone the drawer opens from the menu button and closes when a link is chosen', async ({ page }) => {
  await gotoReady(page, '/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('link', { name: 'Compare' }).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/\/compare$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Compare Bulldog Collars' })).toBeVisible();

  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(drawer).toBeVisible();
  await page.getByRole('button', { name: 'Close menu' }).click();
  await expect(drawer).toBeHidden();
});
