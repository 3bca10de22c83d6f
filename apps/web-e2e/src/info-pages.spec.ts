import { expect, test } from '@playwright/test';
import { gotoReady, watchConsole } from './support/page-helpers';

const PAGES: Array<{ path: string; heading: string; texts: string[] }> = [
  {
    path: '/about',
    heading: 'About Bulldog Collar Guide',
    texts: ['Our mission', 'Our values', 'How a collar earns a place', 'By the numbers', 'Contact us'],
  },
  {
    path: '/methodology',
    heading: 'How We Test',
    texts: [
      '1. Research',
      '2. Review analysis',
      '3. Breed-specific evaluation',
      'Safety and durability',
      '25%',
      'Customer satisfaction',
      '20%',
      'Value',
      '15%',
    ],
  },
  {
    path: '/breed-guides',
    heading: 'Breed-Specific Collar Guides',
    texts: ['English Bulldog', 'French Bulldog', 'American Bulldog', 'Universal guidelines', 'How to measure your bulldog’s neck'],
  },
  {
    path: '/disclosure',
    heading: 'Affiliate Disclosure',
    texts: [
      'As an Amazon Associate I earn from qualifying purchases.',
      'Editorial independence',
      '1-4%',
      'FTC statement',
      'Product submissions',
    ],
  },
  {
    path: '/privacy',
    heading: 'Privacy Policy',
    texts: ['Last updated: November 26, 2026', 'Quick summary', 'never sell', 'Third parties', 'Your rights', 'Security', 'under 13'],
  },
  {
    path: '/terms',
    heading: 'Terms of Service',
    texts: [
      'Effective date: January 15, 2025',
      'at least 13 years old',
      '30+ days of testing',
      'Consult a veterinarian',
      'binding arbitration',
      'take effect immediately',
    ],
  },
  { path: '/contact', heading: 'Contact Us', texts: ['Frequently asked', 'hello@bulldogcollarguide.com'] },
];

for (const info of PAGES) {
  test(`${info.path} shows its spec sections`, async ({ page }) => {
    const problems = watchConsole(page);
    const response = await gotoReady(page, info.path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(info.heading);
    // The visible occurrence: a breed's name is also an option of the fit finder's (closed) breed select.
    for (const text of info.texts) await expect(page.getByText(text, { exact: false }).filter({ visible: true }).first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
    expect(problems).toEqual([]);
  });
}

test('/cookie-policy names the four cookie types and is dated today', async ({ page }) => {
  await gotoReady(page, '/cookie-policy');
  const types = page.getByTestId('cookie-type');
  await expect(types.getByRole('heading', { level: 3 })).toHaveText(['Essential', 'Analytics', 'Functional', 'Advertising/Tracking']);
  await expect(types.first()).toContainText('Required');
  for (const index of [1, 2, 3]) await expect(types.nth(index)).toContainText('Optional');
  const today = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date());
  await expect(page.getByText(`Last updated: ${today}`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'contact page' })).toHaveAttribute('href', '/contact');
});

test('the contact form needs name, email and message, thanks the visitor and clears', async ({ page }) => {
  await gotoReady(page, '/contact');
  const name = page.getByLabel('Name', { exact: true });
  const email = page.getByLabel('Email', { exact: true });
  const message = page.getByLabel('Message', { exact: true });
  await expect(name).toHaveAttribute('required', '');
  await expect(email).toHaveAttribute('required', '');
  await expect(message).toHaveAttribute('required', '');
  await expect(page.getByLabel('Subject (optional)')).not.toHaveAttribute('required', '');

  let alertText = '';
  page.on('dialog', (dialog) => {
    alertText = dialog.message();
    void dialog.accept();
  });
  await page.getByRole('button', { name: 'Send Message' }).click();
  expect(alertText).toBe('');
  await name.fill('Dana');
  await email.fill('dana@example.com');
  await message.fill('Which size for a 16 inch Frenchie neck?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect.poll(() => alertText).toBe("Thank you for your message! We'll get back to you soon.");
  await expect(name).toHaveValue('');
  await expect(message).toHaveValue('');
});
