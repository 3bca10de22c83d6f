import { expect, type Page } from '@playwright/test';
import { catalogueOrder as readCatalogueOrder, setCatalogueOrder } from './catalogue-admin';
import { gotoReady } from './page-helpers';

/** The e2e server's administrator password (playwright.config.ts). */
const ADMIN_PASSWORD = 'e2e-admin-password';

/** Logs in through the form and lands on the dashboard. */
export async function logIn(page: Page): Promise<void> {
  await gotoReady(page, '/admin/login');
  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

/** Every product id (archived too) in catalogue order: what {@link putCatalogueOrder} puts back. */
export const catalogueOrder = (page: Page): Promise<number[]> => readCatalogueOrder(page.request);

/** Sets the catalogue order back, for the browser tests that run after on the same server. */
export async function putCatalogueOrder(page: Page, ids: number[]): Promise<void> {
  await setCatalogueOrder(page.request, ids);
}

/** The handle of a product's row in the Products tab, whatever its position. */
export const reorderHandle = (page: Page, name: string) =>
  page.getByRole('button', { name: new RegExp(`^Reorder ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, position \\d+ of`) });
