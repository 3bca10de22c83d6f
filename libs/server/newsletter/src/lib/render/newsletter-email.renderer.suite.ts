import 'reflect-metadata';
import { renderArticleMarkdown } from '@bcg/server/content';
import { Newsletter } from '../newsletter.entity';
import { NewsletterLink } from '../newsletter-link.entity';
import { newsletterTestDatabase, SITE } from '../testing/newsletter-fixture';
import { NewsletterClicks } from './newsletter-clicks';
import { NewsletterEmailRenderer, POSTAL_ADDRESS_HINT } from './newsletter-email.renderer';

const MARKDOWN = [
  'Our top pick this month is the [Ironbark collar](https://www.amazon.com/dp/B0IRONBARK).',
  '',
  'Also worth a look: [a collar we have not reviewed](https://www.amazon.com/dp/B0UNKNOWN1?th=1).',
  '',
  '- Read [how to measure](https://bulldogs.example/guides/measure) first.',
  '- Then the [Ironbark review again](https://www.amazon.com/dp/B0IRONBARK).',
].join('\n');

describe('NewsletterEmailRenderer', () => {
  let db: Awaited<ReturnType<typeof newsletterTestDatabase>>;
  let issue: Newsletter;
  const renderer = (postalAddress: string | null = '100 Main St, Springfield, IL 62701, USA') =>
    new NewsletterEmailRenderer(db.dataSource, {
      siteUrl: SITE,
      renderMarkdown: async (markdown) => renderArticleMarkdown(markdown, 'guide-20'),
      reviewPaths: async (asins) => new Map(asins.includes('B0IRONBARK') ? [['B0IRONBARK', '/collars/ironbark-collar']] : []),
      postalAddress: postalAddress ?? undefined,
      preferencesUrl: async (email) => `${SITE}/preferences?token=signed-${email}`,
    });

  beforeEach(async () => {
    db = await newsletterTestDatabase();
    issue = await db.dataSource.getRepository(Newsletter).save({
      slug: 'june-picks',
      subject: 'June picks: collars that survive a Frenchie',
      preheader: 'Three collars, one sizing tip.',
      markdown: MARKDOWN,
      status: 'draft',
    });
  });
  afterEach(() => db.close());

  async function send(subject = renderer()) {
    const { sentHtml } = await db.dataSource.transaction((manager) => subject.prepareSend(manager, issue));
    issue = await db.dataSource.getRepository(Newsletter).save({ ...issue, sentHtml, status: 'sending', sendStartedAt: new Date() });
    return subject;
  }

  it('keeps the archive body tagged and sponsored, and stores each distinct link once, in reading order', async () => {
    await send();
    expect(issue.sentHtml).toContain('href="https://www.amazon.com/dp/B0IRONBARK?tag=guide-20"');
    expect(issue.sentHtml).toMatch(/rel="[^"]*sponsored/);
    const links = await db.dataSource.getRepository(NewsletterLink).find({ where: { newsletterId: issue.id }, order: { position: 'ASC' } });
    expect(links.map((link) => link.url)).toEqual([
      `${SITE}/collars/ironbark-collar`,
      'https://www.amazon.com/dp/B0UNKNOWN1?th=1',
      'https://bulldogs.example/guides/measure',
    ]);
    expect(links.every((link) => /^[A-Za-z0-9]{12}$/.test(link.id))).toBe(true);
  });

  it('carries every link of the email behind the redirect, and no affiliate link at all', async () => {
    const email = await (await send()).emailFor(issue, { email: 'fan@example.com', unsubscribeToken: 'tok-1' });
    const ids = (await db.dataSource.getRepository(NewsletterLink).findBy({ newsletterId: issue.id })).map((link) => link.id);
    for (const id of ids) {
      expect(email.html).toContain(`href="${SITE}/r/${id}"`);
      expect(email.text).toContain(`${SITE}/r/${id}`);
    }
    expect(email.html).not.toContain('amazon.com');
    expect(email.text).not.toContain('tag=');
    expect(email.text).toContain('Ironbark collar (https://bulldogs.example/r/');
  });

  it('gives each copy its own unsubscribe and preferences links, one-click headers, view in browser, postal line and disclosure', async () => {
    const subject = await send();
    const first = await subject.emailFor(issue, { email: 'fan@example.com', unsubscribeToken: 'tok-1' });
    const second = await subject.emailFor(issue, { email: 'other@example.com', unsubscribeToken: 'tok-2' });
    expect(first.headers).toEqual({
      'List-Unsubscribe': `<${SITE}/api/unsubscribe?token=tok-1>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(first.html).toContain(`href="${SITE}/unsubscribe?token=tok-1"`);
    expect(first.html).toContain(`href="${SITE}/preferences?token=signed-fan@example.com"`);
    expect(first.text).toContain(`Unsubscribe: ${SITE}/unsubscribe?token=tok-1`);
    expect(second.html).toContain('tok-2');
    expect(second.html).not.toContain('tok-1');
    expect((second.html ?? '').replaceAll('tok-2', 'tok-1').replaceAll('other@example.com', 'fan@example.com')).toBe(first.html);
    for (const part of [first.html, first.text]) {
      expect(part).toContain(`${SITE}/newsletter/june-picks`);
      expect(part).toContain('100 Main St, Springfield, IL 62701, USA');
      expect(part).toContain('As an Amazon Associate we earn from qualifying purchases.');
    }
    expect(first.html).toContain('<meta name="color-scheme" content="light dark">');
    expect(first.html).toContain('max-width:600px');
  });

  it('previews the email with the links it will lead to, without storing anything', async () => {
    const preview = await renderer().preview(issue);
    expect(preview.emailHtml).toContain(`href="${SITE}/collars/ironbark-collar"`);
    expect(preview.webHtml).toContain('tag=guide-20');
    expect(await db.dataSource.getRepository(NewsletterLink).count()).toBe(0);
  });

  it('says what to set while the postal address is missing', () => {
    expect(renderer(null).postalAddressHint()).toBe(POSTAL_ADDRESS_HINT);
    expect(renderer().postalAddressHint()).toBeNull();
  });

  it('counts clicks per link and day, never leads anywhere for an unknown or malformed id, and reports them in order', async () => {
    await send();
    let now = new Date('2026-11-26T23:59:00Z');
    const clicks = new NewsletterClicks(db.dataSource, () => now);
    const [first, second] = await db.dataSource
      .getRepository(NewsletterLink)
      .find({ where: { newsletterId: issue.id }, order: { position: 'ASC' } });
    await Promise.all(Array.from({ length: 20 }, () => clicks.follow(first?.id ?? '')));
    now = new Date('2026-11-27T00:01:00Z');
    expect(await clicks.follow(first?.id ?? '')).toBe(`${SITE}/collars/ironbark-collar`);
    expect(await clicks.follow('AAAAAAAAAAAA')).toBeNull();
    expect(await clicks.follow('https://evil.example')).toBeNull();
    const report = await clicks.report(issue.id);
    expect(report.map((link) => [link.position, link.clicks])).toEqual([
      [0, 21],
      [1, 0],
      [2, 0],
    ]);
    expect(report[1]?.id).toBe(second?.id);
  });
});
