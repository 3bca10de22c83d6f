import 'reflect-metadata';
import { Article } from '@bcg/server/content';
import { OutboxEmail } from '@bcg/server/mail';
import { NEWSLETTER_ERRORS } from './newsletter-errors';
import { Newsletter } from './newsletter.entity';
import { NewsletterService } from './newsletter.service';
import { newsletterTestDatabase, testOutbox, testRenderer } from './testing/newsletter-fixture';

describe('NewsletterService', () => {
  let db: Awaited<ReturnType<typeof newsletterTestDatabase>>;
  let service: NewsletterService;
  let clock: Date;
  let woken = 0;
  const fields = {
    subject: 'Winter collars that stay dry',
    preheader: 'Three picks for wet walks',
    markdown: 'Rain is **hard** on leather.',
  };

  beforeEach(async () => {
    db = await newsletterTestDatabase();
    clock = new Date('2026-11-23T12:00:00Z');
    woken = 0;
    service = new NewsletterService(
      db.dataSource,
      testOutbox(db.dataSource, () => clock),
      testRenderer(db.dataSource),
      {
        now: () => clock,
        onSendRequested: () => woken++,
      },
    );
  });
  afterEach(() => db.close());

  const fieldsOf = (promise: Promise<unknown>) =>
    promise.then(
      () => ({}),
      (error: { fields?: Record<string, string> }) => error.fields,
    );

  it('writes a draft with a slug from its subject, unique among issues', async () => {
    const first = await service.create(fields);
    const second = await service.create({ ...fields, preheader: undefined });
    expect(first).toMatchObject({
      status: 'draft',
      slug: 'winter-collars-that-stay-dry',
      indexable: false,
      preheader: 'Three picks for wet walks',
    });
    expect(second).toMatchObject({ slug: 'winter-collars-that-stay-dry-2', preheader: '' });
  });

  it('refuses a subject, preheader or body outside its limits with a message naming the field', async () => {
    expect(await fieldsOf(service.create({ ...fields, subject: 'x'.repeat(151) }))).toEqual({
      subject: 'Subject must be at most 150 characters',
    });
    expect(await fieldsOf(service.create({ ...fields, subject: 'Two\nlines' }))).toEqual({
      subject: 'Subject must be plain text on one line',
    });
    expect(await fieldsOf(service.create({ ...fields, preheader: 'p'.repeat(201) }))).toEqual({
      preheader: 'Preheader must be at most 200 characters',
    });
    expect(await fieldsOf(service.create({ ...fields, markdown: '  ' }))).toEqual({ markdown: 'Body is required' });
    expect(await fieldsOf(service.create({ ...fields, markdown: 'b'.repeat(100_001) }))).toEqual({
      markdown: 'Body must be at most 100000 characters',
    });
    expect(await db.dataSource.getRepository(Newsletter).count()).toBe(0);
  });

  it('turns a published article into a draft, and refuses an unpublished one', async () => {
    const articles = db.dataSource.getRepository(Article);
    const base = {
      category: 'blog',
      metaDescription: 'm',
      readingTime: 1,
      wordCount: 3,
      content: '<p>Hi</p>',
      targetKeywords: [],
      seoKeywords: [],
      author: 'Ana',
      updatedAt: clock,
    };
    const published = await articles.save(
      articles.create({
        ...base,
        slug: 'sizing',
        title: 'Sizing a bulldog collar',
        excerpt: 'Measure\nthe neck.',
        markdown: '# Measure',
        published: true,
        publishedAt: clock,
      }),
    );
    const long = await articles.save(
      articles.create({
        ...base,
        slug: 'long',
        title: `A ${'very '.repeat(32)}long title`,
        excerpt: 'word '.repeat(60),
        markdown: 'x',
        published: true,
        publishedAt: clock,
      }),
    );
    const fromLong = await service.createFromArticle(long.id);
    expect(fromLong.subject.length).toBeLessThanOrEqual(150);
    expect(fromLong.subject.endsWith('very…')).toBe(true);
    expect(fromLong.preheader.length).toBeLessThanOrEqual(200);
    expect(fromLong.preheader.endsWith('word…')).toBe(true);
    const draft = await articles.save(
      articles.create({ ...base, slug: 'draft', title: 'Draft', excerpt: 'e', markdown: 'x', published: false, publishedAt: null }),
    );
    const issue = await service.createFromArticle(published.id);
    expect(issue).toMatchObject({
      subject: 'Sizing a bulldog collar',
      preheader: 'Measure the neck.',
      markdown: '# Measure',
      articleId: published.id,
      status: 'draft',
    });
    await expect(service.createFromArticle(draft.id)).rejects.toThrow(NEWSLETTER_ERRORS.articleNotFound);
  });

  it('changes a draft (a new subject, a new slug) but only `indexable` once the send has begun', async () => {
    const issue = await service.create(fields);
    expect(await service.update(issue.id, { subject: 'Dry collars for winter' })).toMatchObject({
      slug: 'dry-collars-for-winter',
      markdown: fields.markdown,
    });
    await service.send(issue.id);
    await expect(service.update(issue.id, { markdown: 'Changed' })).rejects.toThrow(NEWSLETTER_ERRORS.notEditable);
    expect(await service.update(issue.id, { indexable: true })).toMatchObject({
      indexable: true,
      markdown: fields.markdown,
      status: 'sending',
    });
  });

  it('deletes a draft only', async () => {
    const draft = await service.create(fields);
    const scheduled = await service.create(fields);
    await service.send(scheduled.id, new Date('2026-11-24T08:00:00Z'));
    await expect(service.delete(scheduled.id)).rejects.toThrow(NEWSLETTER_ERRORS.notDeletable);
    await service.delete(draft.id);
    await expect(service.get(draft.id)).rejects.toThrow(NEWSLETTER_ERRORS.notFound);
  });

  it('queues a test copy through the outbox, marked [Test], to a valid address only', async () => {
    const issue = await service.create(fields);
    await expect(service.sendTest(issue.id, 'not an address')).rejects.toThrow('Please enter a valid email address');
    const tested = await service.sendTest(issue.id, ' Owner@Example.com ');
    const [row] = await db.dataSource.getRepository(OutboxEmail).find();
    expect(row).toMatchObject({
      kind: 'newsletter-test',
      toAddress: 'owner@example.com',
      subject: '[Test] Winter collars that stay dry',
      newsletterId: null,
    });
    expect(row?.html).toContain('<strong>hard</strong>');
    expect(tested.testSentAt).toEqual(clock);
    expect(tested.status).toBe('draft');
  });

  it('schedules a send in the future only, cancels it back to draft, and starts a send now with its body fixed', async () => {
    const issue = await service.create(fields);
    await expect(service.send(issue.id, new Date(clock.getTime() - 1000))).rejects.toThrow(NEWSLETTER_ERRORS.sendAtPast);
    const sendAt = new Date('2026-11-24T08:00:00Z');
    expect(await service.send(issue.id, sendAt)).toMatchObject({ status: 'scheduled', sendAt });
    expect(await service.cancelSchedule(issue.id)).toMatchObject({ status: 'draft', sendAt: null });
    await expect(service.cancelSchedule(issue.id)).rejects.toThrow(NEWSLETTER_ERRORS.notScheduled);
    const started = await service.send(issue.id);
    expect(started).toMatchObject({ status: 'sending', sendStartedAt: clock });
    expect((await db.dataSource.getRepository(Newsletter).findOneByOrFail({ id: issue.id })).sentHtml).toContain('<strong>hard</strong>');
    await expect(service.send(issue.id)).rejects.toThrow(NEWSLETTER_ERRORS.notSendable);
    expect(woken).toBe(2);
  });

  it('refuses a test and a send with the sentence saying what to configure', async () => {
    const refusing = new NewsletterService(db.dataSource, testOutbox(db.dataSource), testRenderer(db.dataSource), {
      sendRefusal: () => 'Set MAIL_POSTAL_ADDRESS to the postal address every email must carry.',
    });
    const issue = await refusing.create(fields);
    await expect(refusing.sendTest(issue.id, 'owner@example.com')).rejects.toThrow('Set MAIL_POSTAL_ADDRESS');
    await expect(refusing.send(issue.id)).rejects.toThrow('Set MAIL_POSTAL_ADDRESS');
    expect((await refusing.get(issue.id)).status).toBe('draft');
  });
});
