import { expect, test } from '@playwright/test';
import { logIn } from './support/desk-helpers';

// The editor checks with the server's own article rules, so what the API would refuse is refused before anything
// is sent, with the words the API would answer.
test('the article form refuses what the server refuses, in its words, without sending it', async ({ page }) => {
  const saves: string[] = [];
  page.on('request', (request) => {
    const body = request.postData() ?? '';
    if (request.url().endsWith('/graphql') && /CreateArticle|UpdateArticle/.test(body)) saves.push(body);
  });
  await logIn(page);
  await page.getByRole('tab', { name: 'Articles' }).click();
  await page.getByRole('button', { name: 'New article' }).click();
  const editor = page.getByTestId('article-editor');

  await editor.getByLabel('Title').fill('Night Walk Collars Checked');
  await editor.getByLabel('Slug').fill('Night Walks!');
  await editor.getByLabel('Cover image URL').fill('javascript:alert(1)');
  await editor.getByLabel('Excerpt').fill('   ');
  await editor.getByLabel('Meta description').fill('Reflective collars for bulldogs, checked on night walks.');
  await editor.getByLabel('Text (Markdown)').fill('## Seen at night\n\nThe reflective stitching is what a driver sees first.');
  await editor.getByRole('button', { name: 'Create draft' }).click();

  await expect(editor.getByText('slug must be lower-case words joined by hyphens')).toBeVisible();
  await expect(editor.getByText('imageUrl must be a path on this site or an https address')).toBeVisible();
  await expect(editor.getByText('excerpt is required')).toBeVisible();
  await expect(editor.getByLabel('Slug')).toHaveAttribute('aria-invalid', 'true');
  // Everything typed stays, and nothing went to the server.
  await expect(editor.getByLabel('Title')).toHaveValue('Night Walk Collars Checked');
  await expect(editor.getByRole('heading', { name: 'New article' })).toBeVisible();
  expect(saves).toEqual([]);
});
