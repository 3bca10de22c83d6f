import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freshDirectory, OwnServer } from './support/own-server';
import { gotoReady } from './support/page-helpers';

// The owner writes, previews, tests and sends an issue; the one confirmed reader gets it, legible at 320 px in both
// colour schemes, and the archive shows it.
// A server of its own, whose SMTP_URL is a loopback SMTP server of the test: what arrives there is what readers get.

interface Sink {
  url: string;
  messages: ParsedMail[];
  close: () => Promise<void>;
}

async function startSink(): Promise<Sink> {
  const messages: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, done) {
      simpleParser(stream)
        .then((message) => {
          messages.push(message);
          done();
        })
        .catch(done);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, messages, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

const toAddress = (message: ParsedMail) => [message.to ?? []].flat().flatMap((to) => to.value.map((value) => value.address));

let sink: Sink;
let server: OwnServer;

test.beforeAll(async () => {
  const testInfo = test.info();
  sink = await startSink();
  server = new OwnServer(`${freshDirectory(`newsletter-${testInfo.project.name}`)}/site.sqlite`);
  await server.start({ SMTP_URL: sink.url, MAIL_POSTAL_ADDRESS: 'Bulldog Collar Guide, 120 Harbor Street, Portland, ME 04101' });
});

test.afterAll(async () => {
  await server?.stop();
  await sink?.close();
});

/** Signs `email` up and confirms it; resolves the confirmation email. */
async function confirmedReader(page: Page, email: string): Promise<ParsedMail | undefined> {
  expect((await page.request.post(`${server.url}/api/subscribe`, { data: { email, leadMagnet: 'bulldog-sizing-guide' } })).status()).toBe(
    200,
  );
  await expect.poll(() => sink.messages.some((message) => toAddress(message).includes(email))).toBe(true);
  const confirmation = sink.messages.find((message) => toAddress(message).includes(email));
  const confirmPath = /\/subscribe\/confirm\?token=[\w-]+/.exec(confirmation?.text ?? '')?.[0];
  expect(confirmPath).toBeDefined();
  await page.request.get(`${server.url}${confirmPath}`, { maxRedirects: 0 });
  return confirmation;
}

/**
 * Whether an email, as opened, is wider than the screen, and which of its texts fall under WCAG's 4.5:1 contrast
 * against the first background drawn behind them (in the colour scheme the page was opened with).
 */
function emailLegibility(page: Page) {
  return page.evaluate(() => {
    const rgb = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = (channels: number[]) =>
      channels
        .slice(0, 3)
        .map((channel) => channel / 255)
        .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
        .reduce((sum, c, i) => sum + c * ([0.2126, 0.7152, 0.0722][i] ?? 0), 0);
    const backgroundOf = (element: Element | null): number[] => {
      for (let at = element; at; at = at.parentElement) {
        const [r = 0, g = 0, b = 0, alpha = 1] = rgb(getComputedStyle(at).backgroundColor);
        if (alpha > 0) return [r, g, b];
      }
      return [255, 255, 255];
    };
    const lowContrast = [...document.querySelectorAll('p, li, a, h1, h2, h3, td')]
      .filter((element) => [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim()))
      .flatMap((element) => {
        const [text, back] = [luminance(rgb(getComputedStyle(element).color)), luminance(backgroundOf(element))];
        const ratio = (Math.max(text, back) + 0.05) / (Math.min(text, back) + 0.05);
        return ratio < 4.5 ? [`${element.textContent?.trim().slice(0, 40)}: ${ratio.toFixed(2)}`] : [];
      });
    return { widerThanScreen: document.documentElement.scrollWidth > innerWidth, lowContrast };
  });
}

test('@layout the owner writes an issue, previews it, sends a test, sends it to the confirmed reader, and it is in the archive', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const reader = `reader-${testInfo.project.name}@example.com`;
  const confirmation = await confirmedReader(page, reader);

  await gotoReady(page, `${server.url}/admin/login`);
  await page.getByLabel('Password').fill('xss-admin-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.getByRole('tab', { name: 'Newsletter' }).click();
  await page.getByRole('button', { name: 'New issue' }).click();

  // The shared rules answer before anything is stored.
  await page.getByRole('button', { name: 'Save issue' }).click();
  await expect(page.getByText('Subject is required')).toBeVisible();

  const subject = 'Winter walks: a collar that clears the skin folds';
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Preheader').fill('Measure the neck twice before the cold months');
  await page
    .getByLabel('Body (Markdown)')
    .fill(
      'Slip **two fingers** under the collar after every walk.\n\nDry the folds before you buckle it again.\n\n' +
        `Not sure of the size? Read [the sizing guide](${server.url}/sizing-guide).`,
    );
  await page.getByRole('button', { name: 'Save issue' }).click();
  await expect(page.getByRole('heading', { level: 2, name: subject })).toBeVisible();

  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  const email = page.frameLocator('iframe[title^="Preview of the email"]');
  await expect(email.getByText('Slip two fingers under the collar after every walk.')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('newsletter-preview.png'), fullPage: true });
  await page.getByRole('button', { name: 'Web page' }).click();
  await expect(
    page.frameLocator('iframe[title="Preview of the archive page"]').getByText('Dry the folds before you buckle it again.'),
  ).toBeVisible();

  await page.getByLabel('Send a test to').fill('owner@example.com');
  await page.getByRole('button', { name: 'Send a test' }).click();
  await expect
    .poll(() => sink.messages.find((message) => toAddress(message).includes('owner@example.com'))?.subject)
    .toBe(`[Test] ${subject}`);

  await page.getByRole('button', { name: 'Send now' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('It goes to 1 confirmed subscriber who get');
  await confirm.getByRole('button', { name: 'Send to 1 confirmed subscriber' }).click();
  await expect
    .poll(() => sink.messages.find((message) => message.subject === subject && toAddress(message).includes(reader)) !== undefined, {
      timeout: 30_000,
    })
    .toBe(true);
  const report = page.getByRole('region', { name: 'Report' });
  await expect(report.getByRole('definition').nth(1)).toHaveText('1', { timeout: 30_000 });

  // The reader's copy carries the link behind the site's own redirect, which leads where the owner wrote it.
  const copy = sink.messages.find((message) => message.subject === subject && toAddress(message).includes(reader));
  // Its host is SITE_URL's; this server answers on its own port.
  const tracked = /\/r\/[A-Za-z0-9]{12}/.exec(copy?.html || '')?.[0];
  expect(tracked).toBeDefined();
  expect(copy?.text).toContain(tracked);
  // The issue and the sign-up's confirmation (the site's every email has the same frame), at 320 px, light and dark.
  for (const [name, html] of [
    ['issue', copy?.html],
    ['confirmation', confirmation?.html],
  ] as const) {
    for (const colorScheme of ['light', 'dark'] as const) {
      const narrow = await browser.newPage({ viewport: { width: 320, height: 640 }, colorScheme });
      await narrow.setContent(html || '');
      await narrow.screenshot({ path: testInfo.outputPath(`${name}-email-320-${colorScheme}.png`), fullPage: true });
      expect(await emailLegibility(narrow), `${name}, ${colorScheme}`).toEqual({ widerThanScreen: false, lowContrast: [] });
      await narrow.close();
    }
  }
  const readerPage = await page.context().newPage();
  await gotoReady(readerPage, `${server.url}${tracked}`);
  await expect(readerPage).toHaveURL(`${server.url}/sizing-guide`);
  await readerPage.close();
  // The owner's report counts the click (the editor's address survives a reload).
  await page.reload();
  const linkRow = page.getByRole('region', { name: 'Report' }).getByRole('row').filter({ hasText: '/sizing-guide' });
  await expect(linkRow.getByRole('cell').last()).toHaveText('1');

  await gotoReady(page, `${server.url}/newsletter`);
  await page.getByRole('link', { name: subject }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(subject);
  await expect(page.getByText('Dry the folds before you buckle it again.')).toBeVisible();
  // Not marked indexable by the owner: the server-rendered page (what crawlers read) keeps out of search engines,
  // and the sitemap lists the archive but not the issue.
  const html = await (await page.request.get(page.url())).text();
  expect(html).toContain('<meta name="robots" content="noindex, follow"');
  expect(html).toContain('Dry the folds before you buckle it again.');
  const sitemap = await (await page.request.get(`${server.url}/sitemap.xml`)).text();
  expect(sitemap).toContain('/newsletter</loc>');
  expect(sitemap).not.toContain(new URL(page.url()).pathname + '</loc>');
  await page.screenshot({ path: testInfo.outputPath('newsletter-archive-issue.png'), fullPage: true });
  expect((await page.request.get(`${server.url}/newsletter/no-such-issue`)).status()).toBe(404);
});
