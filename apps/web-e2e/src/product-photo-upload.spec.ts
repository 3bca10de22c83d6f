import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { gotoReady } from './support/page-helpers';

const PASSWORD = 'e2e-admin-password';
const COLLAR = 'Pawsome Basics Everyday Nylon Collar';

test('the owner uploads a photo in the product editor and /collars shows it as a responsive picture', async ({ page }, testInfo) => {
  // A different photo for each viewport, so each run makes renditions of its own.
  const shade = testInfo.project.name === 'phone' ? '#2e7d4f' : '#7d2e4f';
  const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: shade } })
    .jpeg()
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
    .toBuffer();

  await gotoReady(page, '/admin/login');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.getByRole('tab', { name: 'Products' }).click();
  await page.getByRole('button', { name: `Edit ${COLLAR}` }).click();

  const input = page.getByLabel(`Upload a photo of ${COLLAR}`);
  await input.focus();
  await expect(input).toBeFocused();
  await input.setInputFiles({ name: 'IMG_2041.JPG', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByText('Photo saved: the site shows it now.')).toBeVisible();
  await expect(page.getByRole('img', { name: COLLAR })).toHaveAttribute('src', /^\/uploads\/products\/[0-9a-f]{32}-960\.webp$/);

  await gotoReady(page, '/collars');
  const card = page.getByTestId('product-card').filter({ hasText: COLLAR });
  const avif = card.locator('picture source[type="image/avif"]');
  await expect(avif).toHaveAttribute('srcset', /\/uploads\/products\/[0-9a-f]{32}-320\.avif 320w, .*-640\.avif 640w, .*-960\.avif 960w$/);
  await expect(avif).toHaveAttribute('sizes', /100vw$/);
  const image = card.getByRole('img', { name: COLLAR });
  await expect(image).toHaveAttribute('width', '960');
  await expect(image).toHaveAttribute('height', '720');
  await image.scrollIntoViewIfNeeded();
  // The browser picked an AVIF rendition and decoded it.
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.currentSrc))
    .toMatch(/\.avif$/);
});
