import { expect, test, type Page } from '@playwright/test';
import { logIn } from './support/desk-helpers';
import { watchConsole } from './support/page-helpers';

// The owner never loses typing: what is typed in an editor is kept through a reload, leaving it asks first, and the
// address holds the tab and the editor, so a reload and Back land where the owner was. Nothing here is saved: the
// catalogue stays as the other tests expect it.

// A different collar for each viewport, so the two runs never meet.
const collarOf = (project: string) => (project === 'phone' ? 'Pawsome Basics Everyday Nylon Collar' : 'Harbor Everyday Waterproof Collar');

/** Opens a collar in the editor from the Products tab; returns its id as the address holds it. */
async function openCollar(page: Page, name: string): Promise<string> {
  await page.getByRole('tab', { name: 'Products' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard\?tab=products$/);
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  await expect(page.getByRole('heading', { name: `Edit ${name}` })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/dashboard\?tab=products&edit=\d+$/);
  return /edit=(\d+)/.exec(page.url())?.[1] ?? '';
}

test('a product being edited comes back after a reload, with a note, until the owner discards it', async ({ page }, testInfo) => {
  const problems = watchConsole(page);
  const collar = collarOf(testInfo.project.name);
  const unloadWarnings: string[] = [];
  page.on('dialog', (dialog) => {
    unloadWarnings.push(dialog.type());
    void dialog.accept();
  });
  await logIn(page);
  const id = await openCollar(page, collar);
  const form = page.getByRole('form', { name: 'Product' });
  const bestFor = form.getByLabel('Best for');
  const stored = await bestFor.inputValue();
  const typed = `${stored} (and French bulldogs that pull)`;
  await bestFor.fill(typed);

  // The browser asks before a reload drops unsaved typing; accepted, the reload lands on the same editor, restored.
  await page.reload();
  expect(unloadWarnings).toEqual(['beforeunload']);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await expect(page).toHaveURL(new RegExp(`\\?tab=products&edit=${id}$`));
  await expect(page.getByRole('tab', { name: 'Products' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('draft-note')).toContainText(/Restored your unsaved changes from \d{1,2}:\d{2}/);
  await expect(form.getByLabel('Best for')).toHaveValue(typed);

  await page.getByRole('button', { name: 'Discard changes' }).click();
  await expect(form.getByLabel('Best for')).toHaveValue(stored);
  await expect(page.getByTestId('draft-note')).toHaveCount(0);
  // Discarded means gone: the next reload shows the stored product, with no note and no warning.
  await page.reload();
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await expect(form.getByLabel('Best for')).toHaveValue(stored);
  await expect(page.getByTestId('draft-note')).toHaveCount(0);
  expect(unloadWarnings).toEqual(['beforeunload']);
  expect(problems).toEqual([]);
});

test('switching tab or closing the editor with unsaved changes asks first: Stay keeps them, leaving drops them', async ({
  page,
}, testInfo) => {
  const collar = collarOf(testInfo.project.name);
  await logIn(page);
  await openCollar(page, collar);
  const form = page.getByRole('form', { name: 'Product' });
  const material = form.getByLabel('Material');
  const stored = await material.inputValue();
  await material.fill('Hand-stitched biothane');

  await page.getByRole('tab', { name: 'FAQ' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Stay' }).click();
  await expect(ask).toBeHidden();
  await expect(material).toHaveValue('Hand-stitched biothane');
  await expect(page).toHaveURL(/\?tab=products&edit=\d+$/);

  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Discard changes and leave' }).click();
  await expect(page).toHaveURL(/\?tab=products$/);
  await page.getByRole('button', { name: `Edit ${collar}` }).click();
  await expect(form.getByLabel('Material')).toHaveValue(stored);
  await expect(page.getByTestId('draft-note')).toHaveCount(0);
});

test('Back and Forward go through the tabs and editors the owner opened, and Back asks before dropping typing', async ({
  page,
}, testInfo) => {
  const collar = collarOf(testInfo.project.name);
  await logIn(page);
  const id = await openCollar(page, collar);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\?tab=products$/);

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`\\?tab=products&edit=${id}$`));
  await expect(page.getByRole('heading', { name: `Edit ${collar}` })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('tab', { name: 'Products' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: `Edit ${collar}` })).toBeVisible();
  await page.goForward();
  await expect(page.getByRole('heading', { name: `Edit ${collar}` })).toBeVisible();

  const badge = page.getByRole('form', { name: 'Product' }).getByLabel('Badge');
  await badge.fill('Best for pullers');
  await page.goBack();
  const ask = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Stay' }).click();
  await expect(badge).toHaveValue('Best for pullers');
  await expect(page).toHaveURL(new RegExp(`\\?tab=products&edit=${id}$`));
});

test('a new article being written comes back after a reload, in the editor the address names', async ({ page }) => {
  page.on('dialog', (dialog) => void dialog.accept());
  await logIn(page);
  await page.getByRole('tab', { name: 'Articles' }).click();
  await page.getByRole('button', { name: 'New article' }).click();
  await expect(page).toHaveURL(/\?tab=articles&new=1$/);
  const title = page.getByTestId('article-editor').getByLabel('Title');
  await title.fill('Measuring a French bulldog puppy every two weeks');

  await page.reload();
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await expect(page.getByTestId('draft-note')).toContainText('Restored your unsaved changes from');
  await expect(title).toHaveValue('Measuring a French bulldog puppy every two weeks');
  await page.getByRole('button', { name: 'Discard changes' }).click();
  await expect(title).toHaveValue('');
  await page.getByRole('button', { name: 'Back to articles' }).click();
  await expect(page).toHaveURL(/\?tab=articles$/);
});

test('a question being edited in the FAQ tab opens again after a reload, with what was typed', async ({ page }) => {
  page.on('dialog', (dialog) => void dialog.accept());
  await logIn(page);
  await page.getByRole('tab', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\?tab=faqs$/);
  const first = page.getByTestId('faq-row').first();
  await first.getByRole('button', { name: /^Edit / }).click();
  const answer = page.getByRole('form', { name: 'Edit question' }).getByLabel('Answer');
  const stored = await answer.inputValue();
  await answer.fill(`${stored} Check the fit again after every growth spurt.`);

  await page.reload();
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await expect(page.getByTestId('draft-note')).toContainText('Restored your unsaved changes from');
  await expect(answer).toHaveValue(`${stored} Check the fit again after every growth spurt.`);
  await page.getByRole('form', { name: 'Edit question' }).getByRole('button', { name: 'Cancel' }).click();
  await page.reload();
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await expect(page.getByRole('form', { name: 'Edit question' })).toHaveCount(0);
});
