import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { freshDirectory, OwnServer } from './support/own-server';
import { XSS_INIT_SCRIPT, XSS_PAYLOADS } from './support/xss-corpus';
import { gotoReady } from './support/page-helpers';

/** Opens a page with dialog and CSP listeners; `check()` fails if anything in the corpus ran or survived in the DOM. */
async function guard(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.addInitScript(XSS_INIT_SCRIPT);
  return async (where: string) => {
    await page.waitForLoadState('load');
    const state = await page.evaluate(() => {
      const w = window as unknown as { __xss?: unknown; __cspViolations: string[] };
      const dangerous = [...document.querySelectorAll('*')].flatMap((element) =>
        [...element.attributes]
          .filter(
            (attribute) =>
              /^on/i.test(attribute.name) ||
              (/^(href|src|action|formaction|xlink:href|data|srcdoc)$/i.test(attribute.name) &&
                /^\s*(javascript|data|vbscript):/i.test(attribute.value)) ||
              attribute.name === 'srcdoc',
          )
          .map((attribute) => `<${element.tagName.toLowerCase()} ${attribute.name}="${attribute.value}">`),
      );
      const inlineScripts = [...document.querySelectorAll('script')].filter(
        (script) => !script.src && !/^application\/(ld\+)?json$/.test(script.type),
      ).length;
      const embeds = document.querySelectorAll('iframe, object, embed, base, meta[http-equiv]').length;
      return { xss: w.__xss, csp: w.__cspViolations, dangerous, inlineScripts, embeds };
    });
    expect({ where, dialogs, ...state }).toEqual({
      where,
      dialogs: [],
      xss: undefined,
      csp: [],
      dangerous: [],
      inlineScripts: 0,
      embeds: 0,
    });
  };
}

test.describe('article bodies from the XSS corpus', () => {
  test.describe.configure({ timeout: 120_000 });
  const server = new OwnServer(path.join(freshDirectory('xss'), 'xss.sqlite'));
  const articles = XSS_PAYLOADS.map((payload, i) => ({
    slug: `xss-case-${i + 1}`,
    title: `Case ${i + 1}: ${payload}`.slice(0, 200),
    excerpt: payload,
    author: payload.slice(0, 120),
    metaDescription: payload.slice(0, 320),
    keywords: [payload.slice(0, 60), 'bulldog collar'],
    content: `<p>Case ${i + 1} begins.</p>${payload}<p>Case ${i + 1} ends.</p>`,
  }));

  test.beforeAll(async () => {
    // The server migrates and seeds its own database, stops, receives the corpus, then serves it.
    await server.start();
    await server.stop();
    server.insertArticles(articles);
    await server.start();
  });
  test.afterAll(() => server.stop());

  test('no script runs and no handler fires on any corpus article or on the blog list', async ({ page }) => {
    const check = await guard(page);
    // The list shows 12 posts a page: every page of it, followed by its rel=next link, until each case was listed.
    const listed = new Set<string>();
    for (let listPath: string | null = '/blog'; listPath;) {
      await gotoReady(page, `${server.url}${listPath}`);
      for (const text of await page.getByRole('link', { name: /Case \d+:/ }).allTextContents()) {
        const number = /Case (\d+):/.exec(text)?.[1];
        if (number) listed.add(number);
      }
      await check(listPath);
      const next = page.locator('head link[rel="next"]');
      const href = (await next.count()) > 0 ? await next.getAttribute('href') : null;
      listPath = href ? new URL(href, server.url).pathname + new URL(href, server.url).search : null;
    }
    expect([...listed].sort((a, b) => Number(a) - Number(b))).toEqual(articles.map((_, i) => String(i + 1)));
    for (const [i, article] of articles.entries()) {
      await gotoReady(page, `${server.url}/blog/${article.slug}`);
      await expect(page.getByText(`Case ${i + 1} begins.`, { exact: true })).toBeVisible();
      await expect(page.getByText(`Case ${i + 1} ends.`, { exact: true })).toBeVisible();
      await check(`/blog/${article.slug}`);
    }
  });
});

test('submission fields from the XSS corpus are shown as text in the admin dashboard, never run', async ({ page, request }) => {
  const payloads = XSS_PAYLOADS.filter((payload) => payload.length <= 120);
  for (const [i, payload] of payloads.entries()) {
    const created = await request.post('/api/product-submissions', {
      data: {
        productName: `XSS ${i} ${payload}`.slice(0, 200),
        amazonAsin: 'B0XSSTEST1',
        submitterName: payload,
        submitterEmail: `xss-${i}@example.com`,
      },
    });
    expect(created.status()).toBe(200);
  }
  const check = await guard(page);
  await gotoReady(page, '/admin/login');
  await page.getByLabel('Password').fill('e2e-admin-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  for (const [i, payload] of payloads.entries()) {
    await expect(
      page
        .getByTestId('submission-row')
        .filter({ hasText: `XSS ${i} ${payload}`.slice(0, 200) })
        .first(),
    ).toBeVisible();
  }
  await check('/admin/dashboard');
});
