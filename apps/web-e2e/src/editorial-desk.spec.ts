import { expect, test, type APIRequestContext } from '@playwright/test';
import { logIn } from './support/desk-helpers';
import { gotoReady, seriousAxeViolations, watchConsole } from './support/page-helpers';

// The editorial desk as the owner uses it. Every test leaves the catalogue and the FAQ as it found them:
// the other browser tests (and the other viewport) run on the same server.

const PASSWORD = 'e2e-admin-password';

interface ApiProduct {
  id: number;
  name: string;
  slug: string;
  price: string;
  priceIsFresh: boolean;
  amazonAsin: string;
}

async function adminToken(request: APIRequestContext): Promise<string> {
  return (await (await request.post('/api/admin/login', { data: { password: PASSWORD } })).json()).sessionId;
}

// The price stamp's date ("Nov 26, 2026", then the time and zone of the check).
const today = () =>
  new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date());

test('adds a product by its Amazon link, sees it on /collars with its tagged link, then deletes it', async ({ page }, testInfo) => {
  const problems = watchConsole(page);
  const asin = testInfo.project.name === 'phone' ? 'B0DESKPH01' : 'B0DESKDT01';
  const name = `Desk Test Collar ${testInfo.project.name}`;
  await logIn(page);
  await page.getByRole('tab', { name: 'Products' }).click();
  await page.getByRole('button', { name: 'Add product' }).click();
  const form = page.getByRole('form', { name: 'Product' });
  // Nothing filled in: each required field says so under itself.
  await form.getByRole('button', { name: 'Add product' }).click();
  await expect(form.getByText('Name is required')).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');

  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Amazon ASIN or product link').fill('https://www.amazon.com.evil.net/dp/' + asin);
  await form.getByLabel('Price').fill('$27.50');
  await form.getByLabel('Rating').fill('4.3');
  await form.getByLabel('Image path').fill('/images/collars/harbor-everyday-waterproof.svg');
  await form.getByLabel('Material').fill('Biothane');
  await form.getByLabel('Width', { exact: true }).fill('1"');
  await form.getByLabel('Best for').fill('English bulldogs that swim');
  await form.getByLabel('Description').fill('A waterproof collar the desk test adds and deletes.');
  await form.getByRole('button', { name: 'Add product' }).click();
  await expect(form.getByText(/other sites are not accepted/)).toBeVisible();
  await form.getByLabel('Amazon ASIN or product link').fill(`https://www.amazon.com/Desk-Test-Collar/dp/${asin}/ref=sr_1_1?th=1`);
  await form.getByRole('button', { name: 'Add product' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Product added' })).toBeVisible();

  await gotoReady(page, '/collars');
  const card = page.getByTestId('product-card').filter({ hasText: name });
  await expect(card.getByRole('link', { name: /on Amazon/ })).toHaveAttribute('href', `https://www.amazon.com/dp/${asin}?tag=e2etag-20`);
  await expect(card).toContainText(`Price as of ${today()}`);

  await gotoReady(page, '/admin/dashboard');
  await page.getByRole('tab', { name: 'Products' }).click();
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('alertdialog', { name: 'Delete this product?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('product-row').filter({ hasText: name })).toHaveCount(0);
  await gotoReady(page, '/collars');
  await expect(page.getByTestId('product-card').filter({ hasText: name })).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('a new price shows with its "as of" date; restoring the older revision brings the old state back', async ({ page, request }) => {
  const problems = watchConsole(page);
  const products: ApiProduct[] = await (await request.get('/api/products')).json();
  // A collar whose price nobody has checked yet (other tests check some prices, and a check stays fresh for a day).
  const product = products.filter((candidate) => !candidate.priceIsFresh).at(-1)!;
  await gotoReady(page, `/collars/${product.slug}`);
  await expect(page.getByText('Check price on Amazon').first()).toBeVisible();

  await logIn(page);
  await page.getByRole('tab', { name: 'Products' }).click();
  await page.getByRole('button', { name: `Edit ${product.name}` }).click();
  const form = page.getByRole('form', { name: 'Product' });
  await form.getByLabel('Price').fill('$41.25');
  await form.getByRole('button', { name: 'Save product' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Product saved' })).toBeVisible();

  await gotoReady(page, `/collars/${product.slug}`);
  await expect(page.getByText(`Price as of ${today()}`).first()).toBeVisible();
  await expect(page.getByText('$41.25').first()).toBeVisible();

  await gotoReady(page, '/admin/dashboard');
  await page.getByRole('tab', { name: 'Products' }).click();
  await page.getByRole('button', { name: `Edit ${product.name}` }).click();
  const revisions = page.getByTestId('revision-row');
  await expect(revisions.first()).toContainText('price');
  // Revision 1 is the state from before the desk: the seed's unchecked price.
  await page.getByRole('button', { name: 'Restore revision 1' }).click();
  const restore = page.getByRole('alertdialog', { name: 'Restore revision 1?' });
  await expect(restore.locator('[data-field="price"]')).toContainText('Now: $41.25');
  await restore.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Revision restored' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Product' }).getByLabel('Price')).toHaveValue(product.price);

  await gotoReady(page, `/collars/${product.slug}`);
  await expect(page.getByText('Check price on Amazon').first()).toBeVisible();
  expect(problems).toEqual([]);
});

test('moving a product up makes it a top pick on the home page; the keyboard moves it back', async ({ page, request }) => {
  const problems = watchConsole(page);
  const products: ApiProduct[] = await (await request.get('/api/products')).json();
  const fourth = products[3]!;
  const third = products[2]!;
  const topPick = (index: number) => page.locator('#top-picks [data-testid="product-card"]').nth(index).getByRole('heading', { level: 3 });
  await logIn(page);
  await page.getByRole('tab', { name: 'Products' }).click();
  const saved = () =>
    page.waitForResponse((response) => response.url().endsWith('/graphql') && /MoveProduct/.test(response.request().postData() ?? ''));
  const moved = saved();
  await page.getByRole('button', { name: `Move ${fourth.name} up` }).click();
  await moved;
  await expect(page.getByRole('button', { name: `Reorder ${fourth.name}, position 3 of`, exact: false })).toBeVisible();
  try {
    await gotoReady(page, '/');
    await expect(topPick(2)).toHaveText(fourth.name);
  } finally {
    await gotoReady(page, '/admin/dashboard');
    await page.getByRole('tab', { name: 'Products' }).click();
    const handle = page.getByRole('button', { name: new RegExp(`^Reorder ${fourth.name}, position 3 of`) });
    await handle.focus();
    const movedBack = saved();
    await page.keyboard.press('Alt+ArrowDown');
    await movedBack;
    await expect(page.getByRole('button', { name: new RegExp(`^Reorder ${fourth.name}, position 4 of`) })).toBeFocused();
  }
  await gotoReady(page, '/');
  await expect(topPick(2)).toHaveText(third.name);
  expect(problems).toEqual([]);
});

test('an FAQ edit shows in the FAQ section of the home page at once', async ({ page, request }) => {
  const problems = watchConsole(page);
  const faqs: Array<{ id: number; question: string; answer: string }> = await (await request.get('/api/faqs')).json();
  const faq = faqs[0]!;
  const edited = `${faq.answer} (Checked by the desk test.)`;
  await logIn(page);
  await page.getByRole('tab', { name: 'FAQ' }).click();
  await page.getByRole('button', { name: `Edit "${faq.question}"` }).click();
  await page.getByLabel('Answer').fill(edited);
  await page.getByRole('button', { name: 'Save question' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Question saved' })).toBeVisible();
  try {
    await gotoReady(page, '/');
    const section = page.locator('#faq');
    await section.getByText(faq.question).first().click();
    await expect(section.getByText('(Checked by the desk test.)')).toBeVisible();
  } finally {
    const token = await adminToken(request);
    const restored = await request.patch(`/api/admin/faqs/${faq.id}`, {
      headers: { authorization: `Bearer ${token}` },
      data: { answer: faq.answer },
    });
    expect(restored.ok()).toBe(true);
  }
  expect(problems).toEqual([]);
});

test('"Create product" on an approved submission opens the product form prefilled, as an archived draft', async ({
  page,
  request,
}, testInfo) => {
  const problems = watchConsole(page);
  const asin = testInfo.project.name === 'phone' ? 'B0DESKPH02' : 'B0DESKDT02';
  const name = `Suggested Desk Collar ${testInfo.project.name}`;
  expect(
    (
      await request.post('/api/product-submissions', { data: { productName: name, amazonAsin: asin, submitterEmail: 'desk@example.com' } })
    ).ok(),
  ).toBe(true);
  await logIn(page);
  const row = page.getByTestId('submission-row').filter({ hasText: name });
  await row.getByRole('button', { name: 'Approve', exact: true }).click();
  await row.getByRole('button', { name: `Create product from ${name}` }).click();

  const form = page.getByRole('form', { name: 'Product' });
  await expect(page.getByRole('tab', { name: 'Products' })).toHaveAttribute('aria-selected', 'true');
  await expect(form.getByLabel('Name')).toHaveValue(name);
  await expect(form.getByLabel('Amazon ASIN or product link')).toHaveValue(asin);
  await expect(form.getByLabel('Archived (hidden from the site)')).toBeChecked();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await form.getByLabel('Price').fill('$19.99');
  await form.getByLabel('Rating').fill('4.0');
  await form.getByLabel('Image path').fill('/images/collars/sprout-puppy-starter.svg');
  await form.getByLabel('Material').fill('Nylon');
  await form.getByLabel('Width', { exact: true }).fill('1"');
  await form.getByLabel('Best for').fill('Puppies');
  await form.getByLabel('Description').fill('Suggested by a reader; in review.');
  await form.getByRole('button', { name: 'Add product' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Product added' })).toBeVisible();
  // The saved draft stays open with its first revision; it is not on the site.
  await expect(page.getByTestId('revision-row')).toHaveCount(1);
  const token = await adminToken(request);
  const all: Array<{ id: number; amazonAsin: string; archivedAt: string | null }> = await (
    await request.get('/api/admin/products?limit=100', { headers: { authorization: `Bearer ${token}` } })
  ).json();
  const draft = all.find((product) => product.amazonAsin === asin)!;
  try {
    expect(draft.archivedAt).not.toBeNull();
    const publicAsins = ((await (await request.get('/api/products')).json()) as ApiProduct[]).map((product) => product.amazonAsin);
    expect(publicAsins).not.toContain(asin);

    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('tab', { name: 'FAQ' }).click();
    await expect(page.getByTestId('faq-row').first()).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  } finally {
    await request.delete(`/api/admin/products/${draft.id}`, { headers: { authorization: `Bearer ${token}` } });
  }
  expect(problems).toEqual([]);
});
