import { expect, test, type Page } from '@playwright/test';
import { gotoReady, seriousAxeViolations } from './support/page-helpers';

// The longest file of the run, and every test in it stands alone (the admin check adds a submission of its own): its
// tests are shared out between the lanes instead of all running in one while the other waits at the end of the run.
test.describe.configure({ mode: 'parallel' });

const ROUTES = [
  '/',
  '/collars',
  '/collars/ironbark-heritage-leather-collar',
  '/compare',
  '/guides',
  '/blog',
  '/blog/how-to-measure-your-bulldog-for-a-collar',
  '/contact',
  '/about',
  '/content-test',
  '/no-such-page',
  '/admin/login',
];

// These pages are the same prose template as /about (libs/web/info ProsePage, which has no viewport rule of its own),
// so on a desktop they differ from /about only in their text, which the phone run checks: they run on the phone only.
const PROSE_ROUTES = ['/methodology', '/breed-guides', '/disclosure', '/privacy', '/terms', '/cookie-policy'];

async function seriousViolations(page: Page, route: string) {
  await gotoReady(page, route);
  await page.waitForLoadState('networkidle');
  return seriousAxeViolations(page);
}

for (const route of ROUTES) {
  test(`axe finds no serious or critical violation on ${route} @layout`, async ({ page }) => {
    expect(await seriousViolations(page, route)).toEqual([]);
  });
}

for (const route of PROSE_ROUTES) {
  test(`axe finds no serious or critical violation on ${route}`, async ({ page }) => {
    expect(await seriousViolations(page, route)).toEqual([]);
  });
}

test('axe finds no serious or critical violation on the admin dashboard with data, nor in its delete confirmation @layout', async ({
  page,
  request,
}, testInfo) => {
  const name = `Axe Check Collar ${testInfo.project.name}`;
  expect(
    (
      await request.post('/api/product-submissions', {
        data: { productName: name, amazonAsin: 'B0AXECHECK', submitterEmail: 'axe@example.com' },
      })
    ).ok(),
  ).toBe(true);
  await gotoReady(page, '/admin/login');
  await page.getByLabel('Password').fill('e2e-admin-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByTestId('submission-row').filter({ hasText: name })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
});

// Both evaluations name a control the same way: tag, accessible text, link target (page.evaluate cannot share a
// helper, and the site's CSP rightly forbids eval).

/** What the keyboard should reach, in document order (the site uses no positive tabindex). */
function tabbableControls(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, summary, [tabindex]')]
      .filter((element) => element.tabIndex >= 0 && !element.matches(':disabled') && !element.closest('[inert], [aria-hidden="true"]'))
      .filter((element) => getComputedStyle(element).visibility !== 'hidden' && element.getClientRects().length > 0)
      .map((element) => {
        const text = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60);
        const href = element.getAttribute('href');
        return `${element.tagName.toLowerCase()} "${text}"${href ? ` -> ${href}` : ''}`;
      }),
  );
}

/** The focused control, whether a focus indicator is drawn around it, and whether it is scrolled into view. */
function focusedControl(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return { control: 'body', indicator: false, onScreen: false };
    const text = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60);
    const href = element.getAttribute('href');
    const style = getComputedStyle(element);
    // The site's 3 px ring on links and buttons, the browser's own ring ('auto') on fields, or a drawn shadow.
    const indicator =
      style.outlineStyle === 'auto' || (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) || style.boxShadow !== 'none';
    const box = element.getBoundingClientRect();
    const onScreen = box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
    return { control: `${element.tagName.toLowerCase()} "${text}"${href ? ` -> ${href}` : ''}`, indicator, onScreen };
  });
}

for (const route of ['/', '/collars']) {
  test(`Tab walks every control of ${route} in order, each shown on screen with a visible focus ring @layout`, async ({
    page,
    isMobile,
  }) => {
    // Focus scrolls the control into view at once (smooth scrolling would still be on its way when we look).
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await gotoReady(page, route);
    const expected = await tabbableControls(page);
    expect(expected[0]).toBe('a "Skip to content" -> #main-content');
    // The header's way into the site: the menu button on a phone, the section links on a desktop.
    expect(expected).toEqual(
      expect.arrayContaining(isMobile ? ['button "Open menu"'] : ['a "Best Collars" -> /collars', 'a "Compare" -> /compare']),
    );
    const walked: Array<Awaited<ReturnType<typeof focusedControl>>> = [];
    for (let step = 0; step < expected.length; step++) {
      await page.keyboard.press('Tab');
      walked.push(await focusedControl(page));
    }
    expect(walked).toEqual(expected.map((control) => ({ control, indicator: true, onScreen: true })));
  });
}

test('the skip link takes the keyboard past the header into the main content', async ({ page }) => {
  await gotoReady(page, '/collars');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main-content$/);
  // The next Tab lands on the first control inside <main>, not back in the header.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
});
