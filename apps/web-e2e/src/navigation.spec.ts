import { expect, test } from '@playwright/test';
import { gotoReady } from './support/page-helpers';

test('the header highlights the current section @layout', async ({ page, isMobile }) => {
  await gotoReady(page, '/collars');
  if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
  const nav = page.getByRole('navigation', { name: isMobile ? 'Mobile' : 'Main' });
  await expect(nav.getByRole('link', { name: 'Best Collars' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Compare' })).not.toHaveAttribute('aria-current', 'page');
});

test('the footer carries every footer link, the disclosure line and the copyright', async ({ page }) => {
  await gotoReady(page, '/');
  const footer = page.getByRole('contentinfo');
  for (const [label, href] of [
    ['Best Collars', '/collars'],
    ['Sizing Guides', '/guides'],
    ['Compare Products', '/compare'],
    ['About Us', '/about'],
    ['Contact', '/contact'],
    ['How We Test', '/methodology'],
    ['Breed-Specific Guides', '/breed-guides'],
    ['Affiliate Disclosure', '/disclosure'],
    ['Privacy Policy', '/privacy'],
    ['Terms of Service', '/terms'],
    ['Cookie Policy', '/cookie-policy'],
  ] as const) {
    await expect(footer.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
  }
  await expect(footer.getByRole('link', { name: 'affiliate disclosure', exact: true })).toHaveAttribute('href', '/disclosure');
  await expect(footer).toContainText('© 2025 Bulldog Collar Guide');
  const social = footer.getByRole('list', { name: 'Social media' }).getByRole('link');
  await expect(social).toHaveCount(3);
  for (const link of await social.all()) expect(await link.getAttribute('target')).toBeNull();
});
