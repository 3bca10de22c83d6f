import 'reflect-metadata';
import { createTestDataSource, testDatabaseKind } from '@bcg/server/core/testing';
import { Newsletter, type NewsletterStatus } from '../newsletter.entity';
import { NewsletterArchiveService } from './newsletter-archive.service';

// On SQLite, or on PostgreSQL under `npm run test:pg`.
describe(`NewsletterArchiveService on ${testDatabaseKind() === 'postgres' ? 'PostgreSQL' : 'SQLite'}`, () => {
  let db: Awaited<ReturnType<typeof createTestDataSource>>;
  let archive: NewsletterArchiveService;

  const issue = (slug: string, status: NewsletterStatus, sentAt: string | null, indexable = false) =>
    db.dataSource.getRepository(Newsletter).save({
      slug,
      subject: `Subject of ${slug}`,
      preheader: `Preheader of ${slug}`,
      markdown: 'Measure the neck **two fingers** loose.',
      status,
      indexable,
      sentAt: sentAt ? new Date(sentAt) : null,
      sentHtml: sentAt ? `<p>Body of ${slug}</p>` : null,
      articleId: null,
    });

  beforeEach(async () => {
    db = await createTestDataSource([Newsletter]);
    archive = new NewsletterArchiveService(db.dataSource.getRepository(Newsletter));
    await issue('march-fit-check', 'sent', '2026-03-02T10:00:00Z', true);
    await issue('draft-ideas', 'draft', null);
    await issue('april-harness-or-collar', 'sent', '2026-04-06T10:00:00Z');
    await issue('may-heat-and-breathing', 'scheduled', null);
    await issue('june-puppy-growth', 'sending', null);
  });
  afterEach(() => db.close());

  it('lists only the sent issues, the newest first, in pages', async () => {
    const first = await archive.list({ offset: 0, limit: 1 });
    expect(first.totalCount).toBe(2);
    expect(first.items.map((entry) => entry.slug)).toEqual(['april-harness-or-collar']);
    const second = await archive.list({ offset: 1, limit: 1 });
    expect(second.items).toEqual([
      {
        slug: 'march-fit-check',
        subject: 'Subject of march-fit-check',
        preheader: 'Preheader of march-fit-check',
        sentAt: new Date('2026-03-02T10:00:00Z'),
        indexable: true,
      },
    ]);
  });

  it('shows a sent issue with the body as sent, and nothing for a draft, a scheduled or a sending issue', async () => {
    expect(await archive.issue('april-harness-or-collar')).toMatchObject({
      html: '<p>Body of april-harness-or-collar</p>',
      indexable: false,
    });
    for (const slug of ['draft-ideas', 'may-heat-and-breathing', 'june-puppy-growth', 'no-such-issue']) {
      expect(await archive.issue(slug)).toBeNull();
    }
  });

  it('gives the sitemap only the sent issues the owner made indexable', async () => {
    expect(await archive.indexableLinks()).toEqual([{ slug: 'march-fit-check', sentAt: new Date('2026-03-02T10:00:00Z') }]);
  });
});
