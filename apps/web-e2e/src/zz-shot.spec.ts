import path from 'node:path';
import { test } from '@playwright/test';
import { freshDirectory, OwnServer } from './support/own-server';
import { gotoReady } from './support/page-helpers';

const server = new OwnServer(path.join(freshDirectory('tmp/zz-shot'), 'shot.sqlite'));
test.beforeAll(() => server.start());
test.afterAll(() => server.stop());
test('shots', async ({ page }) => {
  const products = (await (await fetch(`${server.url}/api/products`)).json()) as Array<{ slug: string }>;
  for (const [w, h] of [[390, 844], [1280, 800]] as const) {
    await page.setViewportSize({ width: w, height: h });
    await gotoReady(page, `${server.url}/collars/${products[1]!.slug}`);
    const form = page.getByRole('region', { name: 'Tell me when it is cheaper' });
    await form.getByLabel('Email address').fill('reader@example');
    await form.getByRole('button', { name: 'Set price alert' }).click();
    await form.scrollIntoViewIfNeeded();
    await form.screenshot({ path: `/tmp/pa-form-${w}.png` });
    await gotoReady(page, `${server.url}/price-alerts/confirmed?outcome=confirmed`);
    await page.screenshot({ path: `/tmp/pa-confirmed-${w}.png` });
  }
});
