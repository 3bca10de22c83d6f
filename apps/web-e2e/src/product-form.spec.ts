import { expect, test, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { logIn } from './support/desk-helpers';
import { gotoReady, watchConsole } from './support/page-helpers';

// The product form as the owner fills it in: the wear test as fields, counts as Amazon prints them, a photo chosen
// before the first save (its preview allowed by the site's own content-security policy), alt text, the focus on the
// first problem, and "Confirm price" in the list. Each test removes what it adds.

const PASSWORD = 'e2e-admin-password';

interface AdminProduct {
  id: number;
  name: string;
  slug: string;
  amazonAsin: string;
  reviewCount: number;
  imageUrl: string;
  imageAlt: string;
  priceCheckedAt: string | null;
  testNotes: {
    daysWorn: number;
    dog: { name: string; breed: string; ageYears: number; neckIn: number; weightLbs: number };
    findings: string[];
  };
}

async function adminToken(request: APIRequestContext): Promise<string> {
  return (await (await request.post('/api/admin/login', { data: { password: PASSWORD } })).json()).sessionId;
}

async function adminProducts(request: APIRequestContext, token: string): Promise<AdminProduct[]> {
  return (await request.get('/api/admin/products?limit=100', { headers: { authorization: `Bearer ${token}` } })).json();
}

test('adds a collar with its test dog as fields, "1,204" reviews, alt text and a photo chosen before the first save', async ({
  page,
  request,
}, testInfo) => {
  const problems = watchConsole(page);
  const phone = testInfo.project.name === 'phone';
  const asin = phone ? 'B0FORMPH01' : 'B0FORMDT01';
  const name = `Quayside Padded Collar ${testInfo.project.name}`;
  const alt = 'Navy padded collar with a steel buckle on a French bulldog';
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: phone ? '#24476b' : '#6b2447' } })
    .jpeg()
    .toBuffer();
  const token = await adminToken(request);
  await logIn(page);
  await page.getByRole('tab', { name: 'Products' }).click();
  await page.getByRole('button', { name: 'Add product' }).click();
  await expect(page).toHaveURL(/\?tab=products&new=1$/);

  // The photo first: no product exists yet, the preview shows it at once.
  await page.getByLabel('Photo (optional)').setInputFiles({ name: 'quayside.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByText('The photo is uploaded when you add the product.')).toBeVisible();
  const preview = page.getByRole('img', { name: 'the new product' });
  await expect(preview).toHaveAttribute('src', /^data:image\/jpeg;base64,/);
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(800);

  const form = page.getByRole('form', { name: 'Product' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Amazon ASIN or product link').fill(asin);
  await form.getByLabel('Price').fill('$24.99');
  await form.getByLabel('Rating').fill('4.5');
  await form.getByLabel('Review count').fill('1,204');
  await form.getByLabel('Alt text of the photo').fill(alt);
  await form.getByLabel('Material').fill('Padded nylon');
  await form.getByLabel('Width', { exact: true }).fill('1.5"');
  await form.getByLabel('Best for').fill('French bulldogs with short, thick necks');
  await form.getByLabel('Description').fill('A padded nylon collar the form test adds and deletes.');
  await form.getByLabel('Days worn').fill('30');
  await form.getByLabel('Test dog').fill('Mabel');
  await form.getByLabel('Breed', { exact: true }).selectOption({ label: 'French Bulldog' });
  await form.getByLabel('Age (years)').fill('3');
  await form.getByLabel('Weight (lb)').fill('24');
  await form.getByLabel('Neck (in)').fill('14.5');
  await form.getByLabel('Findings').fill('No rubbing under the jowls after a week\nBuckle held on every pulling walk');
  await form.getByRole('button', { name: 'Add product' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Product added' })).toBeVisible();
  await expect(page).toHaveURL(/\?tab=products&edit=\d+$/);

  const saved = (await adminProducts(request, token)).find((product) => product.amazonAsin === asin);
  try {
    expect(saved).toMatchObject({
      reviewCount: 1204,
      imageAlt: alt,
      imageUrl: expect.stringMatching(/^\/uploads\/products\/[0-9a-f]{32}-\d+\.webp$/),
      testNotes: {
        daysWorn: 30,
        dog: { name: 'Mabel', breed: 'french', ageYears: 3, weightLbs: 24, neckIn: 14.5 },
        findings: ['No rubbing under the jowls after a week', 'Buckle held on every pulling walk'],
      },
    });
    // The editor reads the wear test back into its fields.
    await expect(form.getByLabel('Breed', { exact: true })).toHaveValue('french');
    await expect(form.getByLabel('Neck (in)')).toHaveValue('14.5');

    await gotoReady(page, `/collars/${saved?.slug}`);
    await expect(page.getByRole('img', { name: alt }).first()).toBeVisible();
  } finally {
    if (saved) await request.delete(`/api/admin/products/${saved.id}`, { headers: { authorization: `Bearer ${token}` } });
  }
  // A blocked preview shows as a console error ("Refused to load the image ... Content Security Policy").
  expect(problems.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
  expect(problems).toEqual([]);
});

test('a refused save puts the focus on the first field in error, whether the form or the server found it', async ({ page }) => {
  await logIn(page);
  await page.getByRole('tab', { name: 'Products' }).click();
  await page.getByRole('button', { name: 'Add product' }).click();
  const form = page.getByRole('form', { name: 'Product' });
  await form.getByLabel('Name').fill('Focus Test Collar');
  await form.getByRole('button', { name: 'Add product' }).click();
  await expect(form.getByLabel('Amazon ASIN or product link')).toBeFocused();
  await expect(form.getByLabel('Amazon ASIN or product link')).toHaveAttribute('aria-invalid', 'true');

  // Every field valid for the form; the server refuses the slug of another collar.
  await form.getByLabel('Amazon ASIN or product link').fill('B0FOCUS001');
  await form.getByLabel('Slug').fill('ironbark-heritage-leather-collar');
  await form.getByLabel('Price').fill('$20.00');
  await form.getByLabel('Rating').fill('4.0');
  await form.getByLabel('Material').fill('Nylon');
  await form.getByLabel('Width', { exact: true }).fill('1"');
  await form.getByLabel('Best for').fill('Nobody: never saved');
  await form.getByLabel('Description').fill('Refused by the server for its slug.');
  await form.getByRole('button', { name: 'Add product' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Not saved' })).toBeVisible();
  await expect(form.getByLabel('Slug')).toBeFocused();
  await expect(form.getByLabel('Slug')).toHaveAttribute('aria-invalid', 'true');
  await form.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('alertdialog', { name: 'Leave without saving?' }).getByRole('button', { name: 'Discard changes and leave' }).click();
});

test('"Confirm price" stamps the check of an unchanged price, and the list says until when it is shown', async ({
  page,
  request,
}, testInfo) => {
  // Seeded prices were never checked; each viewport confirms a collar of its own.
  const collar = testInfo.project.name === 'phone' ? 'Grit & Grain Budget Leather Collar' : 'Bastion Premium Biothane Collar';
  const token = await adminToken(request);
  await logIn(page);
  await page.getByRole('tab', { name: 'Products' }).click();
  const row = page.getByTestId('product-row').filter({ hasText: collar });
  await expect(row.getByTestId('price-checked')).toBeVisible();
  const before = await row.getByTestId('price-checked').textContent();

  await row.getByRole('button', { name: `Confirm the price of ${collar}` }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Price confirmed' })).toBeVisible();
  const product = (await adminProducts(request, token)).find((candidate) => candidate.name === collar);
  const checkedAt = product?.priceCheckedAt ?? '';
  expect(Date.now() - new Date(checkedAt).getTime()).toBeLessThan(60_000);
  // The same words the list uses, worked out in the browser's own time zone: checked now, shown for 24 hours more.
  const [checked, until] = await page.evaluate((iso) => {
    const stamp = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    });
    const at = new Date(iso);
    return [stamp.format(at), stamp.format(new Date(at.getTime() + 24 * 3600 * 1000))];
  }, checkedAt);
  await expect(row.getByTestId('price-checked')).toHaveText(`Checked ${checked}`);
  await expect(row.getByTestId('price-shown-until')).toHaveText(`Shown until ${until}`);
  expect(before).not.toBe(`Checked ${checked}`);

  // The site shows the price again, as current.
  const publicAnswer = (await (await request.get(`/api/products/${product?.slug}`)).json()) as { product: { priceIsFresh: boolean } };
  expect(publicAnswer.product.priceIsFresh).toBe(true);
});
