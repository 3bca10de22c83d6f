import { expect, test, type Page } from '@playwright/test';
import { logIn } from './support/desk-helpers';
import { gotoReady, watchConsole } from './support/page-helpers';

// Restoring a product's revision: the owner sees what changes, field by field, and is asked first; the review keeps
// its address unless the owner ticks the old one; a save that changes nothing adds no revision. Each viewport edits
// its own product and the test leaves it as it found it (the other browser tests use the same server).

interface ApiProduct {
  id: number;
  name: string;
  slug: string;
  bestFor: string;
}

/** Opens a product's editor and waits for its revisions to be listed. */
async function openEditor(page: Page, name: string): Promise<void> {
  await gotoReady(page, '/admin/dashboard');
  await page.getByRole('tab', { name: 'Products' }).click();
  const listed = page.waitForResponse((response) => /ProductRevisions/.test(response.request().postData() ?? ''));
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  await listed;
  await expect(page.getByRole('form', { name: 'Product' }).getByLabel('Name')).toHaveValue(name);
}

test('restoring shows each change and asks first, keeps the address unless asked, and an unchanged save adds no revision', async ({
  page,
}, testInfo) => {
  const problems = watchConsole(page);
  const products: ApiProduct[] = await (await page.request.get('/api/products')).json();
  const product = products[testInfo.project.name === 'phone' ? 5 : 6]!;
  const newSlug = `${product.slug}-renamed`;
  const newBestFor = 'Frenchies with 14-16 in necks who pull hard on walks';
  await logIn(page);
  await openEditor(page, product.name);
  const form = page.getByRole('form', { name: 'Product' });
  const rows = page.getByTestId('revision-row');

  // Saving what is already there records nothing.
  const before = await rows.count();
  await form.getByRole('button', { name: 'Save product' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Product saved' })).toBeVisible();
  await openEditor(page, product.name);
  await expect(rows).toHaveCount(before);

  await form.getByLabel('Best for').fill(newBestFor);
  await form.getByLabel('Slug').fill(newSlug);
  await form.getByRole('button', { name: 'Save product' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Product saved' })).toBeVisible();
  await openEditor(page, product.name);
  // The first save through the desk also keeps the state before it (the seed's) as revision 1.
  const saved = before === 0 ? 2 : before + 1;
  await expect(rows).toHaveCount(saved);
  const previous = Number(await rows.nth(1).locator('td').first().textContent());

  // The question lists what changes, from now to the revision's value; Cancel leaves everything as it is.
  await page.getByRole('button', { name: `Restore revision ${previous}` }).click();
  const dialog = page.getByRole('alertdialog', { name: `Restore revision ${previous}?` });
  const bestFor = dialog.locator('[data-field="bestFor"]');
  await expect(bestFor).toContainText('Best for');
  await expect(bestFor).toContainText(`Now: ${newBestFor}`);
  await expect(bestFor).toContainText(`After restoring: ${product.bestFor}`);
  await expect(dialog.locator('[data-field="slug"]')).toContainText(`Stays as it is (the revision had: ${product.slug})`);
  const oldAddress = dialog.getByRole('checkbox', { name: /Also go back to the old address/ });
  await expect(oldAddress).not.toBeChecked();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(rows).toHaveCount(saved);

  // Restored: the old text, at the current address.
  await page.getByRole('button', { name: `Restore revision ${previous}` }).click();
  await dialog.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Revision restored' })).toBeVisible();
  const review = await gotoReady(page, `/collars/${newSlug}`);
  expect(review?.status()).toBe(200);
  await expect(page.getByText(`Best for: ${product.bestFor}.`, { exact: false })).toBeVisible();

  // And the old address too, when the owner asks for it.
  await openEditor(page, product.name);
  await page.getByRole('button', { name: `Restore revision ${previous}` }).click();
  await expect(dialog.locator('[data-field="slug"]')).toBeVisible();
  await dialog.getByRole('checkbox', { name: /Also go back to the old address/ }).check();
  await expect(dialog.locator('[data-field="slug"]')).toContainText(`After restoring: ${product.slug}`);
  await dialog.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Revision restored' })).toBeVisible();
  expect((await gotoReady(page, `/collars/${product.slug}`))?.status()).toBe(200);
  expect(problems).toEqual([]);
});
