import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { freshDirectory, OwnServer } from './support/own-server';
import { gotoReady } from './support/page-helpers';

// Catalogue export and import as the owner does them, at phone and desktop size, on a server of the test's own (the shared e2e
// server's content must not be wiped under the other tests): export from the dashboard, wipe the site through the
// API, import the file from the dashboard, and read the same pages back; then a cover upload seen on the post.
const PASSWORD = 'xss-admin-password';

/** What a reader sees of a page: the text of its main region. */
async function pageText(page: Page, url: string): Promise<string> {
  await gotoReady(page, url);
  return page.locator('main').innerText();
}

async function logIn(page: Page, origin: string) {
  await gotoReady(page, `${origin}/admin/login`);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

test('export, wipe, import: the same site comes back; a cover upload shows on the post', async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  const dir = freshDirectory(`transfer/${testInfo.project.name}`);
  const server = new OwnServer(path.join(dir, 'site.sqlite'));
  await server.start({ UPLOAD_DIR: path.join(dir, 'uploads'), LOG_LEVEL: 'warn' });
  try {
    const origin = server.url;
    const posts = (await (await page.request.get(`${origin}/api/articles`)).json()) as Array<{ id: number; slug: string; title: string }>;
    const post = posts[0] as { id: number; slug: string; title: string };
    const pages = [`${origin}/collars`, `${origin}/blog/${post.slug}`, `${origin}/`, `${origin}/blog`];
    const before = [];
    for (const url of pages) before.push(await pageText(page, url));
    expect(before[0]).toContain('Pawsome Basics Everyday Nylon Collar');

    // Export: the JSON file and the products CSV, as dated downloads.
    await logIn(page, origin);
    await page.getByRole('tab', { name: 'Products' }).click();
    const [json] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download catalogue (JSON)' }).click(),
    ]);
    expect(json.suggestedFilename()).toMatch(/^bulldog-collar-guide-catalogue-\d{4}-\d{2}-\d{2}\.json$/);
    const file = path.join(dir, json.suggestedFilename());
    await json.saveAs(file);
    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download products (CSV)' }).click()]);
    expect(csv.suggestedFilename()).toMatch(/^bulldog-collar-guide-products-\d{4}-\d{2}-\d{2}\.csv$/);

    // Wipe through the API: every product, article and FAQ deleted.
    const login = await page.request.post(`${origin}/api/admin/login`, { data: { password: PASSWORD } });
    const auth = { authorization: `Bearer ${(await login.json()).sessionId}` };
    const list = async (url: string) =>
      (await (await page.request.get(`${origin}${url}`, { headers: auth })).json()) as Array<{ id: number }>;
    for (const [listUrl, itemUrl] of [
      ['/api/admin/products?limit=100', '/api/admin/products/'],
      ['/api/admin/articles', '/api/admin/articles/'],
      ['/api/admin/faqs', '/api/admin/faqs/'],
    ] as const) {
      for (const { id } of await list(listUrl))
        expect((await page.request.delete(`${origin}${itemUrl}${id}`, { headers: auth })).status()).toBe(200);
    }
    expect(await pageText(page, `${origin}/collars`)).not.toContain('Pawsome Basics Everyday Nylon Collar');
    expect((await page.goto(`${origin}/blog/${post.slug}`))?.status()).toBe(404);

    // Import from the dashboard: the dry run's preview, then the import.
    await gotoReady(page, `${origin}/admin/dashboard`);
    await page.getByRole('tab', { name: 'Products' }).click();
    await page.getByLabel(/Import a catalogue file/).setInputFiles(file);
    const preview = page.getByTestId('import-preview');
    await expect(preview.getByTestId('import-products')).toContainText(/Products\s*\d+\s*0\s*0\s*0/);
    await preview.getByRole('button', { name: 'Import' }).click();
    await expect(page.getByText('Imported: the site shows the new catalogue now.')).toBeVisible();
    await expect(page.getByTestId('product-row').first()).toBeVisible();

    const after = [];
    for (const url of pages) after.push(await pageText(page, url));
    expect(after).toEqual(before);

    // A cover photo uploaded in the article editor shows on the post as a responsive picture, and in its JSON-LD.
    await gotoReady(page, `${origin}/admin/dashboard`);
    await page.getByRole('tab', { name: 'Articles' }).click();
    await page.getByRole('button', { name: `Edit ${post.title}`, exact: true }).click();
    const cover = await sharp({ create: { width: 1200, height: 630, channels: 3, background: '#2e4f7d' } })
      .jpeg()
      .toBuffer();
    await page.getByLabel('Upload a cover photo').setInputFiles({ name: 'cover.jpg', mimeType: 'image/jpeg', buffer: cover });
    await expect(page.getByText('Photo saved: the site shows it now.')).toBeVisible();

    await gotoReady(page, `${origin}/blog/${post.slug}`);
    const picture = page.locator('main figure picture');
    await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute(
      'srcset',
      /-320\.avif 320w, .*-640\.avif 640w, .*-960\.avif 960w$/,
    );
    const image = picture.locator('img');
    await expect(image).toHaveAttribute('width', '960');
    await expect(image).toHaveAttribute('height', '504');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const schema = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(schema.join('\n')).toMatch(/"image":"[^"]*\/uploads\/products\/[0-9a-f]{32}-960\.webp"/);
    await gotoReady(page, `${origin}/blog`);
    await expect(page.getByTestId('article-card').filter({ hasText: post.title }).locator('picture img')).toHaveAttribute('width', '960');
  } finally {
    await server.stop();
  }
});
