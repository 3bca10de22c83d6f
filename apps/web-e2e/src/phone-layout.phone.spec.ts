import { expect, test, type Page } from '@playwright/test';
// The site's one route table, so a page added to it is checked here too.
import { SITE_ROUTES } from '@bcg/shared/pages';
import { gotoReady } from './support/page-helpers';

// The phone layout at 390 x 844 (the phone project's viewport): nothing wider than the screen, every column of the
// moderation list on screen, text kept off the screen edges.

const PASSWORD = 'e2e-admin-password';
const POST = 'how-to-measure-your-bulldog-for-a-collar';

/** Every path of the route table, its parameters filled with a real post, plus unknown pages and posts. */
const PATHS = SITE_ROUTES.map((route) => route.path.replace(':slug', POST)).concat('/no-such-page', '/blog/no-such-post');

/** How far the page is wider than the viewport (0 when it is not), and the widest culprits for the failure message. */
function horizontalOverflow(page: Page) {
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const excess = document.documentElement.scrollWidth - viewport;
    // Only when the page overflows: elements inside a sideways-scrolling region (the comparison) may reach past the edge.
    const culprits = [...document.querySelectorAll(excess > 0 ? 'body *' : ':not(*)')]
      .filter((element) => element.getBoundingClientRect().right > viewport + 0.5)
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className} right=${Math.round(element.getBoundingClientRect().right)}`);
    return { excess, culprits };
  });
}

async function logIn(page: Page) {
  await gotoReady(page, '/admin/login');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

test('the route table has the pages this test walks', () => {
  expect(PATHS).toEqual(expect.arrayContaining(['/', '/collars', '/compare', '/admin/dashboard', `/blog/${POST}`, '/no-such-page']));
});

// One page walks them all, as the sitemap test below does: a test each spent most of its second on a fresh browser
// context. Each path is its own soft check, so a failure names every page that overflows.
test('every page of the route table is no wider than the 390 px screen', async ({ page }) => {
  test.setTimeout(30_000 + PATHS.length * 5_000);
  for (const path of PATHS) {
    await gotoReady(page, path);
    expect.soft(await horizontalOverflow(page), path).toEqual({ excess: 0, culprits: [] });
  }
});

// Article bodies and product texts are free text: a long unbroken string in one post (a URL printed as text made
// /blog/english-bulldog-collar-size-guide 405 px wide) or on one collar's page widens only that page, so every page
// of the sitemap is walked (each published post, each collar's review page), besides the route table's above.
test('every page of the sitemap is no wider than the 390 px screen', async ({ page, request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => {
    const url = new URL(loc!.replace(/&amp;/g, '&'));
    return url.pathname + url.search;
  });
  expect(listed).toEqual(expect.arrayContaining(['/', `/blog/${POST}`, '/blog/english-bulldog-collar-size-guide']));
  const paths = listed.filter((path) => !PATHS.includes(path));
  // A few seconds a page: the time allowed grows with the sitemap rather than capping how many pages are walked.
  test.setTimeout(30_000 + paths.length * 5_000);
  for (const path of paths) {
    await gotoReady(page, path);
    expect(await horizontalOverflow(page), path).toEqual({ excess: 0, culprits: [] });
  }
});

test('the admin dashboard with data is no wider than the screen on any tab', async ({ page, request }) => {
  const created = await request.post('/api/product-submissions', {
    data: {
      productName: 'Phone Layout Extra Wide Padded Leather Collar With Brass Buckle',
      amazonAsin: 'B0PHONE001',
      submitterName: 'Width Tester',
      submitterEmail: 'width-tester@example.com',
    },
  });
  expect(created.ok()).toBe(true);
  await request.post('/api/subscribe', { data: { email: 'a-rather-long-subscriber-address-for-the-phone@example.com' } });
  await request.post('/api/contact', {
    data: {
      name: 'Width Tester',
      email: 'a-rather-long-contact-address-for-the-phone@example.com',
      subject: 'A subject long enough to wrap on a phone screen',
      message: 'Averyveryverylongwordwithoutanyspacesthatcouldwidenthepageifitwerenotwrapped and more text.',
    },
  });
  await logIn(page);
  await expect(page.getByTestId('submission-row').first()).toBeVisible();
  for (const tab of [/Product Submissions/, /Email Subscribers/, /Messages/, /^Products$/, /Articles/, /Outbox/]) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tabpanel')).toBeVisible();
    await expect(page.getByRole('tabpanel').getByRole('row').nth(1)).toBeVisible();
    expect(await horizontalOverflow(page), `tab ${tab}`).toEqual({ excess: 0, culprits: [] });
  }
});

test('every column of a submission is on screen, labelled, and still a table cell for screen readers', async ({ page, request }) => {
  const name = 'Phone Card Collar';
  expect(
    (
      await request.post('/api/product-submissions', {
        data: { productName: name, amazonAsin: 'B0PHONE002', submitterEmail: 'card@example.com' },
      })
    ).ok(),
  ).toBe(true);
  await logIn(page);
  const row = page.getByTestId('submission-row').filter({ hasText: name });
  await expect(row).toBeVisible();
  // Screen readers keep the table: six cells per row under six column headers.
  await expect(row.getByRole('cell')).toHaveCount(6);
  await expect(page.getByRole('columnheader')).toHaveText(['Product Name', 'Amazon ASIN', 'Submitter', 'Status', 'Submitted', 'Actions']);
  const cells = await row.getByRole('cell').evaluateAll((tds) =>
    tds.map((td) => {
      const box = td.getBoundingClientRect();
      return {
        label: getComputedStyle(td, '::before').content,
        left: box.left >= 0,
        right: box.right <= document.documentElement.clientWidth,
      };
    }),
  );
  expect(cells).toEqual(
    ['Product Name', 'Amazon ASIN', 'Submitter', 'Status', 'Submitted', 'Actions'].map((label) => ({
      label: expect.stringContaining(label),
      left: true,
      right: true,
    })),
  );
  for (const control of [
    row.getByText('Pending'),
    row.getByRole('button', { name: 'Approve', exact: true }),
    row.getByRole('button', { name: `Delete ${name}` }),
  ]) {
    await control.scrollIntoViewIfNeeded();
    await expect(control).toBeInViewport({ ratio: 1 });
  }
});

test('"Post Not Found" keeps its text off the screen edges', async ({ page }) => {
  const response = await gotoReady(page, '/blog/no-such-post');
  expect(response?.status()).toBe(404);
  for (const element of [
    page.getByRole('heading', { level: 1, name: 'Post Not Found' }),
    page.getByText("The blog post you're looking for"),
  ]) {
    const box = (await element.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(16);
    expect(box.x + box.width).toBeLessThanOrEqual(390 - 16);
  }
});
