import { expect, test } from '@playwright/test';
import { catalogueOrder, logIn, putCatalogueOrder, reorderHandle } from './support/desk-helpers';
import { watchConsole } from './support/page-helpers';

// Dragging a product's handle onto another row of the Products tab (a mouse gesture: phones use the arrows). The drag
// carries the product's id, without which Firefox starts no drag at all. The order is put back for the other tests.

// Tall enough for the dragged handle and its target row to be on screen together: a synthetic mouse drag scrolling
// between them starts on whichever handle has come under the pointer, where a person's drag would auto-scroll.
test.use({ viewport: { width: 1280, height: 1400 } });

test('dragging a handle onto another row moves the product there, the drag carrying its id', async ({ page }) => {
  const problems = watchConsole(page);
  const products: { id: number; name: string }[] = await (await page.request.get('/api/products')).json();
  const second = products[1]!;
  const moving = products[4]!;
  const order = await catalogueOrder(page);
  await logIn(page);
  await page.getByRole('tab', { name: 'Products' }).click();
  await page.evaluate(() => {
    document.addEventListener(
      'drop',
      (event) => document.body.setAttribute('data-dropped', event.dataTransfer?.getData('text/plain') || '(nothing)'),
      true,
    );
  });
  try {
    const moved = page.waitForResponse((response) => /MoveProduct/.test(response.request().postData() ?? ''));
    await reorderHandle(page, moving.name).dragTo(page.getByTestId('product-row').filter({ hasText: second.name }));
    await moved;
    await expect(page.locator('body')).toHaveAttribute('data-dropped', String(moving.id));
    await expect(reorderHandle(page, moving.name)).toHaveAccessibleName(new RegExp('position 2 of'));
    expect(((await (await page.request.get('/api/products')).json()) as { id: number }[])[1]!.id).toBe(moving.id);
  } finally {
    await putCatalogueOrder(page, order);
  }
  expect(problems).toEqual([]);
});
