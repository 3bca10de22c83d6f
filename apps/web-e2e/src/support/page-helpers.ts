import AxeBuilder from '@axe-core/playwright';
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

/**
 * Axe's serious and critical findings on the page as it is (WCAG 2.0 and 2.1, levels A and AA), one line per rule
 * naming the elements it found. Axe runs in the page itself (legacy mode): the site has no cross-origin frame, and the
 * default mode's extra blank page, where it merges the frames' results, cost about half a CPU-second per check.
 */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
