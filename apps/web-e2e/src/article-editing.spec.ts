import { expect, test } from '@playwright/test';
import { gotoReady, watchConsole } from './support/page-helpers';

const PASSWORD = 'e2e-admin-password';

// The server's clock cannot be moved in a browser run (it is the built server, started once): the post is scheduled an
// hour ahead and shown NOT to appear, then published now. Its appearing by itself at the scheduled moment is proven
// with an injected clock in apps/api/src/app/article-editing.spec.ts.
test('the owner writes an article with a live preview, schedules and publishes it, renames its slug and restores a revision', async ({
  page,
  request,
}, testInfo) => {
  const problems = watchConsole(page);
  const tag = testInfo.project.name;
  const title = `Editor Walks ${tag}`;
  const slug = `editor-walks-${tag}`;
  const { sessionId } = await (await request.post('/api/admin/login', { data: { password: PASSWORD } })).json();
  await page.addInitScript((id) => localStorage.setItem('adminSessionId', id), sessionId as string);

  await gotoReady(page, '/admin/dashboard');
  await page.getByRole('tab', { name: 'Articles' }).click();
  await page.getByRole('button', { name: 'New article' }).click();
  const editor = page.getByTestId('article-editor');
  await expect(editor.getByRole('heading', { name: 'New article' })).toBeVisible();

  // A field the server refuses says so under the field.
  await editor.getByLabel('Title').fill(title);
  await editor.getByRole('button', { name: 'Create draft' }).click();
  await expect(editor.getByText('excerpt is required')).toBeVisible();

  await editor.getByLabel('Excerpt').fill('Which collars are seen at night.');
  await editor.getByLabel('Meta description').fill('Reflective bulldog collars tested on night walks.');
  await expect(editor.getByTestId('meta-hint')).toHaveText('49 / 160 characters');
  await editor.getByLabel('Text (Markdown)').fill('## First version\n\nBuy it at https://www.amazon.com/dp/B0EDITOR01 today.');
  const preview = editor.getByTestId('markdown-preview');
  await expect(preview.getByRole('heading', { name: 'First version' })).toBeVisible();
  await expect(preview.getByRole('link', { name: /amazon\.com/ })).toHaveAttribute(
    'href',
    'https://www.amazon.com/dp/B0EDITOR01?tag=e2etag-20',
  );
  await editor.getByRole('button', { name: 'Create draft' }).click();
  await expect(editor.getByRole('heading', { name: `Edit: ${title}` })).toBeVisible();
  await expect(editor.getByTestId('article-status')).toContainText('Draft');
  await expect(editor.getByLabel('Slug')).toHaveValue(slug);

  // Scheduled an hour ahead: not on the blog yet.
  const inAnHour = new Date(Date.now() + 3_600_000);
  const local = new Date(inAnHour.getTime() - inAnHour.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
  await editor.getByLabel('Publish at').fill(local);
  await editor.getByRole('button', { name: 'Schedule' }).click();
  // The time in the owner's zone, the zone named (the server stores UTC).
  await expect(editor.getByTestId('article-status')).toContainText(
    /Scheduled: publishes [A-Z][a-z]{2} \d{1,2}, \d{4}, .* \(UTC[+-]\d\d:\d\d, [\w/]+\)/,
  );
  expect(await (await request.get('/blog')).text()).not.toContain(title);
  expect((await request.get(`/blog/${slug}`)).status()).toBe(404);

  await editor.getByRole('button', { name: 'Publish now' }).click();
  await expect(editor.getByTestId('article-status')).toContainText('Published');
  await gotoReady(page, '/blog');
  await expect(page.getByRole('link', { name: title }).first()).toBeVisible();

  // A second version, then a new slug: the old address answers 301 and the browser lands on the new one.
  await gotoReady(page, '/admin/dashboard');
  await page.getByRole('tab', { name: 'Articles' }).click();
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  await editor.getByLabel('Text (Markdown)').fill('## Second version\n\nRewritten.');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor.getByTestId('article-revisions').getByRole('listitem')).toHaveCount(4);
  await editor.getByLabel('Slug').fill(`${slug}-renamed`);
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor.getByTestId('article-revisions').getByRole('listitem')).toHaveCount(5);
  const moved = await request.get(`/blog/${slug}`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers()['location']).toBe(`/blog/${slug}-renamed`);
  await gotoReady(page, `/blog/${slug}`);
  await expect(page).toHaveURL(new RegExp(`/blog/${slug}-renamed$`));
  await expect(page.getByRole('heading', { name: 'Second version' })).toBeVisible();

  // Restoring the first revision shows what changes and asks; with the old address ticked, its text and slug come
  // back as a new save, and the page shows it.
  await gotoReady(page, '/admin/dashboard');
  await page.getByRole('tab', { name: 'Articles' }).click();
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  await editor.getByRole('button', { name: 'Restore revision 1' }).click();
  const restore = page.getByRole('alertdialog', { name: 'Restore revision 1?' });
  await expect(restore.locator('[data-field="body"]')).toContainText('Now: ## Second version');
  await expect(restore.locator('[data-field="slug"]')).toContainText('Stays as it is');
  await restore.getByRole('checkbox', { name: /Also go back to the old address/ }).check();
  await restore.getByRole('button', { name: 'Restore' }).click();
  await expect(editor.getByLabel('Text (Markdown)')).toHaveValue(/First version/);
  await expect(editor.getByTestId('article-revisions').getByRole('listitem')).toHaveCount(6);
  await gotoReady(page, `/blog/${slug}-renamed`);
  await expect(page).toHaveURL(new RegExp(`/blog/${slug}$`));
  await expect(page.getByRole('heading', { name: 'First version' })).toBeVisible();
  expect(problems).toEqual([]);
});
