import { expect, test, type APIRequestContext } from '@playwright/test';
import { gotoReady, seriousAxeViolations, watchConsole } from './support/page-helpers';
import { FAKE_PERPLEXITY_URL } from './support/site';

const PASSWORD = 'e2e-admin-password';

async function upstream(
  request: APIRequestContext,
  mode?: 'ok' | 'unauthorized' | 'malformed',
): Promise<{ mode: string; completions: number }> {
  const response = mode
    ? await request.post(`${FAKE_PERPLEXITY_URL}/__control`, { data: { mode } })
    : await request.get(`${FAKE_PERPLEXITY_URL}/__control`);
  return response.json();
}

test.afterEach(async ({ request }) => {
  await upstream(request, 'ok');
});

test('/content-test shows Success with the sample response, the generated article and its token usage', async ({ page, request }) => {
  const problems = watchConsole(page);
  const response = await gotoReady(page, '/content-test');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/Content Generation Test/);
  expect(await page.locator('meta[name="robots"]').getAttribute('content')).toMatch(/noindex/);
  const status = page.getByTestId('system-status');
  await expect(status).toContainText('ConnectionNot tested');
  await expect(status).toContainText('GenerationNot tested');

  const before = (await upstream(request)).completions;
  await page.getByRole('button', { name: 'Test Connection' }).click();
  const connection = page.getByRole('region', { name: 'Connection' }).getByTestId('test-result');
  await expect(connection).toContainText('Success');
  await expect(connection).toContainText('Connected to Perplexity (model sonar)');
  await expect(connection).toContainText('Yes, I can help write practical advice about collars for bulldogs.');
  await expect(status).toContainText('ConnectionConnected');

  await page.getByRole('button', { name: 'Test Generation' }).click();
  const generation = page.getByRole('region', { name: 'Generation' });
  await expect(generation.getByTestId('test-result')).toContainText('Success');
  await expect(generation.getByRole('heading', { name: 'Reflective Collars for Night Walks With a Bulldog' })).toBeVisible();
  await expect(generation.getByRole('heading', { name: 'Why visibility matters' })).toBeVisible();
  await expect(generation.getByTestId('token-usage')).toHaveText('Total tokens: 1,522Prompt tokens: 318Completion tokens: 1,204');
  await expect(status).toContainText('GenerationWorking');
  expect((await upstream(request)).completions).toBe(before + 2);

  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(problems).toEqual([]);
});

test('/content-test shows Failed with the error when Perplexity refuses the key or sends nonsense', async ({ page, request }) => {
  await gotoReady(page, '/content-test');
  await upstream(request, 'unauthorized');
  await page.getByRole('button', { name: 'Test Connection' }).click();
  const connection = page.getByRole('region', { name: 'Connection' }).getByTestId('test-result');
  await expect(connection).toContainText('Failed');
  await expect(connection.getByRole('alert')).toHaveText('Perplexity rejected the API key (HTTP 401). Check PERPLEXITY_API_KEY.');
  await expect(page.getByTestId('system-status')).toContainText('ConnectionNot tested');

  await upstream(request, 'malformed');
  await page.getByRole('button', { name: 'Test Generation' }).click();
  const generation = page.getByRole('region', { name: 'Generation' }).getByTestId('test-result');
  await expect(generation).toContainText('Failed');
  await expect(generation.getByRole('alert')).toContainText('could not be read');
  await expect(page.getByTestId('token-usage')).toHaveCount(0);
  await expect(page.getByTestId('system-status')).toContainText('GenerationNot tested');
});

test('the administrator previews a generated draft, publishes it to /blog and unpublishes it', async ({ page, request }) => {
  const generated = await (await request.post('/api/content/test-generate')).json();
  expect(generated.success).toBe(true);
  const { slug, title } = generated.content as { slug: string; title: string };
  expect((await request.get(`/api/content/blog-posts/${slug}`)).status()).toBe(404);

  await gotoReady(page, '/admin/login');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.getByRole('tab', { name: 'Articles' }).click();
  const row = page.getByTestId('article-row').filter({ hasText: `/blog/${slug}` });
  await expect(row).toContainText('Draft');

  await row.getByRole('button', { name: `Preview ${title}` }).click();
  const preview = page.getByRole('dialog');
  await expect(preview.getByRole('heading', { name: title })).toBeVisible();
  await expect(preview.getByRole('heading', { name: 'Reflective stitching or LED?' })).toBeVisible();
  await preview.getByRole('button', { name: 'Close' }).click();
  await expect(preview).toHaveCount(0);

  await row.getByRole('button', { name: `Publish ${title}` }).click();
  await expect(page.getByTestId('toast')).toContainText('is now live on the blog.');
  await expect(row).toContainText('Published');

  await gotoReady(page, '/blog');
  await page.getByRole('link', { name: title }).first().click();
  await expect(page).toHaveURL(new RegExp(`/blog/${slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

  // Unpublishing takes it off the blog again (and leaves the other tests' data as they expect it).
  await gotoReady(page, '/admin/dashboard');
  await page.getByRole('tab', { name: 'Articles' }).click();
  await row.getByRole('button', { name: `Unpublish ${title}` }).click();
  await expect(row).toContainText('Draft');
  expect((await request.get(`/api/content/blog-posts/${slug}`)).status()).toBe(404);
});
