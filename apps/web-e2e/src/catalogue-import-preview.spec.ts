import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { freshDirectory } from './support/own-server';
import { gotoReady } from './support/page-helpers';

// The owner picks a catalogue file and, before importing, reads what would change by name. A dry run writes
// nothing, so the shared server is left as it was.
const PASSWORD = 'e2e-admin-password';

test('the dry run of an import lists what would change by name, with the fields that change', async ({ page }, testInfo) => {
  const login = await page.request.post('/api/admin/login', { data: { password: PASSWORD } });
  const auth = { authorization: `Bearer ${(await login.json()).sessionId}` };
  const file = (await (await page.request.get('/api/admin/export', { headers: auth })).json()) as {
    products: Array<Record<string, unknown>>;
    faqs: Array<Record<string, unknown>>;
  };
  const first = file.products[0] as { name: string; price: string };
  first.price = '$12.34';
  file.faqs.push({
    question: 'Can a bulldog wear a collar and a harness together?',
    answer: 'Yes: the tag on the collar, the lead on the harness.',
  });
  const target = path.join(freshDirectory(`import-preview/${testInfo.project.name}`), 'catalogue.json');
  fs.writeFileSync(target, JSON.stringify(file));

  await gotoReady(page, '/admin/login');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  await page.getByRole('tab', { name: 'Products' }).click();
  await page.getByLabel(/Import a catalogue file/).setInputFiles(target);
  const changes = page.getByRole('list', { name: 'What would change, by name' });
  await expect(changes.getByRole('listitem')).toHaveText([
    `Products: 0 new; 1 changed (${first.name}: price); ${file.products.length - 1} unchanged`,
    `Articles: 0 new; 0 changed; ${(await (await page.request.get('/api/admin/articles', { headers: auth })).json()).length} unchanged`,
    `FAQs: 1 new (Can a bulldog wear a collar and a harness together?); 0 changed; ${file.faqs.length - 1} unchanged`,
  ]);
  await page.getByTestId('import-preview').scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('import-preview.png') });
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(changes).toHaveCount(0);
});
