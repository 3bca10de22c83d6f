import { expect, type Page } from '@playwright/test';
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

async function adminGraphql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const token = (await (await page.request.post('/api/admin/login', { data: { password: ADMIN_PASSWORD } })).json()).sessionId;
  const body = await (
    await page.request.post('/graphql', { headers: { authorization: `Bearer ${token}` }, data: { query, variables } })
  ).json();
  expect(body.errors).toBeUndefined();
  return body.data as T;
}

/** Every product id (archived too) in catalogue order: what {@link putCatalogueOrder} puts back. */
export async function catalogueOrder(page: Page): Promise<number[]> {
  const data = await adminGraphql<{ adminProducts: { id: number }[] }>(page, '{ adminProducts(limit: 500) { id } }');
  return data.adminProducts.map((product) => product.id);
}

/** Sets the catalogue order back, for the browser tests that run after on the same server. */
export async function putCatalogueOrder(page: Page, ids: number[]): Promise<void> {
  await adminGraphql(page, 'mutation ($ids: [Int!]!) { reorderProducts(ids: $ids) { id } }', { ids });
}

/** The handle of a product's row in the Products tab, whatever its position. */
export const reorderHandle = (page: Page, name: string) =>
  page.getByRole('button', { name: new RegExp(`^Reorder ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, position \\d+ of`) });
