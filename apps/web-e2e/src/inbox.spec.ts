import { expect, test } from '@playwright/test';
import { logIn } from './support/desk-helpers';
import { gotoReady, seriousAxeViolations, watchConsole } from './support/page-helpers';

// The inbox in a browser, at phone and desktop size: the contact form posts, and the administrator reads
// the message, the subscribers (status, filter, CSV, erase) and the outbox.

test("the contact form posts the message, thanks with the site's alert and clears; a failed post keeps the text", async ({
  page,
}, testInfo) => {
  const problems = watchConsole(page);
  const subject = `Sizing question ${testInfo.project.name} ${Date.now()}`;
  const sender = `dana-${testInfo.project.name}-${Date.now()}@example.com`;
  await gotoReady(page, '/contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  // By name, not label: a filled field's accessible name includes its value (a control inside its label).
  const field = (name: string) => form.locator(`[name="${name}"]`);
  await field('name').fill('Dana');
  await field('email').fill(sender);
  await field('subject').fill(subject);
  await field('message').fill('Which size for a 16 inch Frenchie neck?');

  // First the network fails: the visitor is told, and nothing they typed is lost.
  await page.route('**/graphql', (route) =>
    route.request().postData()?.includes('SendContactMessage') ? route.abort('connectionrefused') : route.fallback(),
  );
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'Your message was not sent. Please try again in a moment, or write to hello@bulldogcollarguide.com.',
  );
  await expect(field('message')).toHaveValue('Which size for a 16 inch Frenchie neck?');
  await expect(field('name')).toHaveValue('Dana');
  await page.unroute('**/graphql');

  let alertText = '';
  page.on('dialog', (dialog) => {
    alertText = dialog.message();
    void dialog.accept();
  });
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect.poll(() => alertText).toBe("Thank you for your message! We'll get back to you soon.");
  await expect(field('name')).toHaveValue('');
  await expect(field('message')).toHaveValue('');
  await expect(form.getByRole('alert')).toHaveCount(0);
  // The honeypot is there for bots only: out of sight and out of the tab order.
  await expect(field('website')).not.toBeInViewport();
  await expect(field('website')).toHaveAttribute('tabindex', '-1');
  expect(problems.filter((problem) => !/ERR_CONNECTION_REFUSED|Failed to fetch/.test(problem))).toEqual([]);

  // The message reached the administrator, with its notification queued in the outbox.
  await logIn(page);
  const messagesTab = page.getByRole('tab', { name: /^Messages \(\d+ unread\)$/ });
  await messagesTab.click();
  const row = page.getByTestId('message-row').filter({ hasText: subject });
  await expect(row).toContainText('Unread');
  const unreadBefore = Number(/\((\d+) unread\)/.exec((await messagesTab.textContent()) ?? '')?.[1]);
  expect(unreadBefore).toBeGreaterThan(0);
  await expect(row).toContainText('Which size for a 16 inch Frenchie neck?');
  await expect(row.getByRole('link', { name: `Reply by email to ${subject} from Dana` })).toHaveAttribute(
    'href',
    `mailto:${sender}?subject=${encodeURIComponent(`Re: ${subject}`)}`,
  );
  await row.getByRole('button', { name: `Mark ${subject} from Dana as read` }).click();
  await expect(row).not.toContainText('Unread');
  await expect(messagesTab).toHaveText(`Messages (${unreadBefore - 1} unread)`);
  await row.getByRole('button', { name: `Mark ${subject} from Dana as unread` }).click();
  await expect(messagesTab).toHaveText(`Messages (${unreadBefore} unread)`);

  await page.getByRole('tab', { name: 'Outbox' }).click();
  const notification = page.getByTestId('outbox-row').filter({ hasText: `Contact form: ${subject} (from Dana)` });
  await expect(notification).toContainText('owner@bulldogcollar.example');
  await expect(notification).toContainText('pending');
  await notification.getByRole('button', { name: /^Read / }).click();
  const dialog = page.getByRole('dialog', { name: `Contact form: ${subject} (from Dana)` });
  await expect(dialog).toContainText(`From: Dana <${sender}>`);
  await expect(dialog).toContainText('Which size for a 16 inch Frenchie neck?');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // Deletion on request for someone who wrote but never signed up: the message and its notification go.
  await messagesTab.click();
  await row.getByRole('button', { name: `Erase the sender of ${subject} from Dana` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Erase this sender?' });
  await expect(confirm).toContainText(`${sender} will be deleted completely`);
  await confirm.getByRole('button', { name: 'Erase', exact: true }).click();
  await expect(page.getByTestId('toast')).toContainText(`${sender} was erased with 1 message(s) and 1 email(s).`);
  await expect(row).toHaveCount(0);
  await page.getByRole('tab', { name: 'Outbox' }).click();
  // Loaded afresh (rows, or the empty state when that notification was the only email), without it.
  await expect(page.getByRole('tabpanel').getByText(/^(Loading emails\.\.\.|Failed to fetch emails)$/)).toHaveCount(0);
  await expect(
    page
      .getByTestId('outbox-row')
      .or(page.getByText(/^No emails yet\./))
      .first(),
  ).toBeVisible();
  await expect(notification).toHaveCount(0);
});

test('the subscribers tab shows status, filters on the server, exports CSV and erases an address', async ({ page, request }, testInfo) => {
  const problems = watchConsole(page);
  const tag = `${testInfo.project.name}-${Date.now()}`;
  const pending = `pending-${tag}@example.com`;
  const erased = `erase-${tag}@example.com`;
  for (const email of [pending, erased]) {
    expect((await request.post('/api/subscribe', { data: { email, leadMagnet: 'bulldog-sizing-guide' } })).ok()).toBe(true);
  }
  await logIn(page);
  const tab = page.getByRole('tab', { name: /^Email Subscribers \(\d+\)$/ });
  await tab.click();
  const row = (email: string) => page.getByTestId('subscriber-row').filter({ hasText: email });
  await expect(row(pending)).toContainText('Pending');
  const countBefore = Number(/\((\d+)\)/.exec((await tab.textContent()) ?? '')?.[1]);
  expect(countBefore).toBeGreaterThanOrEqual(2);
  await expect(row(pending)).toContainText('bulldog-sizing-guide');

  await page.getByLabel('Status').selectOption('CONFIRMED');
  await expect(row(pending)).toHaveCount(0);
  await page.getByLabel('Status').selectOption('PENDING');
  await expect(row(pending)).toHaveCount(1);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  // Named with the day, so exports of different days never overwrite each other.
  expect(download.suggestedFilename()).toMatch(/^email-subscribers-pending-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await (await download.createReadStream()).toArray();
  const text = Buffer.concat(csv).toString('utf8');
  expect(text.split('\r\n')[0]).toBe(
    'Email Address,Status,Lead Magnet,Subscribed Date,Signed Up At,Signup Page,Consent Wording,Confirmed At,Unsubscribed At,Breed',
  );
  expect(text).toContain(`${pending},pending,bulldog-sizing-guide,`);
  // One record a line: the consent wording carries no line break into the file.
  expect(
    text
      .split('\r\n')
      .filter((line) => line !== '')
      .every((line) => /^(Email Address,|'?[^,\s]+@)/.test(line)),
  ).toBe(true);

  await page.getByLabel('Status').selectOption('');
  await row(erased)
    .getByRole('button', { name: `Erase ${erased}` })
    .click();
  const confirm = page.getByRole('alertdialog', { name: 'Erase this address?' });
  await expect(confirm).toContainText(`${erased} will be deleted completely`);
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Erase', exact: true }).click();
  await expect(page.getByTestId('toast')).toContainText(`${erased} was erased with 1 email(s) and 0 message(s).`);
  await expect(row(erased)).toHaveCount(0);
  // The label keeps its meaning: every subscriber, whatever the filter.
  await expect(tab).toHaveText(`Email Subscribers (${countBefore - 1})`);

  await page.getByRole('tab', { name: 'Outbox' }).click();
  await expect(page.getByTestId('outbox-row').filter({ hasText: pending }).first()).toBeVisible();
  await expect(page.getByTestId('outbox-row').filter({ hasText: erased })).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('axe finds no serious or critical violation on the Subscribers, Messages and Outbox tabs, nor in the email dialog', async ({
  page,
  request,
}, testInfo) => {
  const tag = `${testInfo.project.name}-axe-${Date.now()}`;
  await request.post('/api/subscribe', { data: { email: `axe-${tag}@example.com` } });
  await request.post('/api/contact', { data: { name: 'Axe', email: `axe-${tag}@example.com`, subject: 'Axe', message: 'Checking.' } });
  await logIn(page);
  for (const [tab, row] of [
    [/^Email Subscribers/, 'subscriber-row'],
    [/^Messages/, 'message-row'],
    [/^Outbox$/, 'outbox-row'],
  ] as const) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByTestId(row).first()).toBeVisible();
    expect([String(tab), await seriousAxeViolations(page)]).toEqual([String(tab), []]);
  }
  await page
    .getByTestId('outbox-row')
    .first()
    .getByRole('button', { name: /^Read / })
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
});
