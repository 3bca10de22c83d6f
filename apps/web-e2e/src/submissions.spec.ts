import { expect, test } from '@playwright/test';
import { gotoReady, watchConsole } from './support/page-helpers';

test('a visitor suggests a collar from /disclosure: messages per field, then a thank-you', async ({ page }, testInfo) => {
  const problems = watchConsole(page);
  await gotoReady(page, '/disclosure');
  const form = page.getByRole('form', { name: 'Suggest a collar for review' });
  await form.getByRole('button', { name: 'Suggest This Collar' }).click();
  await expect(form.getByText('Product name is required')).toBeVisible();
  await expect(form.getByText('Enter the Amazon ASIN or the product’s Amazon link')).toBeVisible();
  await expect(form.getByText('Email address is required')).toBeVisible();

  await form.getByLabel('Product name').fill('Oakline Padded Collar');
  await expect(form.getByText('Product name is required')).toHaveCount(0);
  await form.getByLabel('Amazon ASIN or product link').fill('https://www.amazon.com/s?k=collar');
  await form.getByLabel('Your email').focus();
  await expect(form.getByText(/10-character Amazon ASIN/)).toBeVisible();
  await form
    .getByLabel('Amazon ASIN or product link')
    .fill(`https://www.amazon.com/dp/B0E2E${testInfo.project.name === 'phone' ? 'PHONE' : 'DESKT'}`);
  await form.getByLabel('Your email').fill('owner@example.com');
  await form.getByRole('button', { name: 'Suggest This Collar' }).click();
  await expect(page.getByTestId('toast')).toContainText('Thank you! We will look at this collar');
  await expect(form.getByLabel('Product name')).toHaveValue('');
  expect(problems).toEqual([]);
});

test('the contact page offers the same suggestion form', async ({ page }) => {
  await gotoReady(page, '/contact');
  await expect(page.getByRole('heading', { name: 'Suggest a collar for review' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Suggest a collar for review' })).toBeVisible();
});
