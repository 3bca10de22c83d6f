import type { Page, Response } from '@playwright/test';

/** Collects console errors, hydration warnings and uncaught exceptions; a test expects none. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /hydrat/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/**
 * Navigates and waits until React has hydrated the page, so clicks and key presses reach its handlers. Sections
 * that hydrate on the reader's first interaction (HydrateOnInteraction) are woken as a reader would, by moving
 * the pointer, and awaited too.
 */
export async function gotoReady(page: Page, url: string): Promise<Response | null> {
  const response = await page.goto(url);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await page.mouse.move(1, 1);
  await page
    .waitForFunction(() => document.querySelectorAll('[data-hydrate-on-interaction]:not([data-hydrated])').length === 0, null, {
      timeout: 15_000,
    })
    .catch(async (error: Error) => {
      // Names the sections still waiting, so a failure in CI says where it stopped.
      const waiting = await page.evaluate(() =>
        Array.from(document.querySelectorAll('[data-hydrate-on-interaction]:not([data-hydrated])'), (element) =>
          element.getAttribute('data-hydrate-on-interaction'),
        ),
      );
      throw new Error(`${url}: sections not hydrated after a pointer move: ${waiting.join(', ')}\n${error.message}`);
    });
  return response;
}
