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

/** Navigates and waits until React has hydrated the page, so clicks and key presses reach its handlers. */
export async function gotoReady(page: Page, url: string): Promise<Response | null> {
  const response = await page.goto(url);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  return response;
}
