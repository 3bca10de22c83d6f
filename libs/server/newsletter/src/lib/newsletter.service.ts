import { Article } from '@bcg/server/content';
import { checkedInput, isUniqueViolation, NotFoundError, ValidationError, type Page, type PageRequest } from '@bcg/server/core';
import type { Outbox } from '@bcg/server/mail';
import {
  NEWSLETTER_LIMITS,
  newsletterPatchSchema,
  newsletterSchema,
  normaliseEmail,
  slugify,
  validateEmail,
  type NewsletterFields,
  type NewsletterPatch,
} from '@bcg/shared/validation';
import { In, type DataSource, type EntityManager } from 'typeorm';
import { NEWSLETTER_ERRORS } from './newsletter-errors';
import type { NewsletterPreview, NewsletterRenderer } from './newsletter-renderer';
import { Newsletter, type NewsletterStatus } from './newsletter.entity';
import { deliveryCounts, type NewsletterDeliveryCounts } from './send/delivery-counts';
import { startSend } from './send/start-send';

export interface NewsletterServiceOptions {
  now?: () => Date;
  /**
   * One sentence saying what must be configured before an issue may be sent (the postal line the law requires), or
   * null when sending may go ahead. Test copies and sends are refused with it.
   */
  sendRefusal?: () => string | null;
  /** Called after a send was started or scheduled (the sender wakes up). */
  onSendRequested?: () => void;
}

/** The slug column's width, less room for a "-N" suffix that makes a taken slug unique. */
const SLUG_BASE_LENGTH = 110;
const FALLBACK_SLUG = 'issue';
const EDITABLE: NewsletterStatus[] = ['draft', 'scheduled'];
const TEST_SUBJECT_PREFIX = '[Test] ';

/**
 * The owner's newsletter issues: written (from fields or from a published article), changed while not yet sent,
 * previewed, test-sent, and sent now or at a time. Sending itself is the NewsletterSender's work: this service only
 * starts a send (the issue becomes 'sending', its body fixed) or schedules one. Administrator only: the callers check
 * the session.
 */
export class NewsletterService {
  private readonly now: () => Date;

  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
    private readonly renderer: NewsletterRenderer,
    private readonly options: NewsletterServiceOptions = {},
  ) {
    this.now = options.now ?? (() => new Date());
  }

  /** One page of the issues, newest first, with how many there are. */
  async page({ offset, limit }: PageRequest): Promise<Page<Newsletter>> {
    const [items, totalCount] = await this.dataSource
      .getRepository(Newsletter)
      .findAndCount({ order: { createdAt: 'DESC', id: 'DESC' }, skip: offset, take: limit });
    return { items, totalCount, offset };
  }

  /** One issue; NotFoundError for an unknown id. */
  async get(id: number): Promise<Newsletter> {
    const issue = await this.dataSource.getRepository(Newsletter).findOneBy({ id });
    if (!issue) throw new NotFoundError(NEWSLETTER_ERRORS.notFound);
    return issue;
  }

  /** A new draft; ValidationError names each bad field in the shared schema's words. */
  async create(fields: NewsletterFields): Promise<Newsletter> {
    const checked = checkedInput(newsletterSchema, fields);
    return this.insert({ ...checked, articleId: null });
  }

  /**
   * A new draft from a published article: its title as the subject, its excerpt as the preheader (each cut at a word
   * with an ellipsis when longer than an issue's, for the owner to edit), its Markdown (or, for an article written as
   * HTML, its HTML, which Markdown keeps) as the body; a body too long for an email is refused in the schema's words.
   */
  async createFromArticle(articleId: number): Promise<Newsletter> {
    const article = await this.dataSource.getRepository(Article).findOneBy({ id: articleId, published: true });
    const now = this.now();
    if (!article || (article.publishedAt && article.publishedAt > now)) throw new NotFoundError(NEWSLETTER_ERRORS.articleNotFound);
    const checked = checkedInput(newsletterSchema, {
      subject: clip(article.title, NEWSLETTER_LIMITS.subject),
      preheader: clip(article.excerpt, NEWSLETTER_LIMITS.preheader),
      markdown: article.markdown ?? article.content,
      indexable: false,
    });
    return this.insert({ ...checked, articleId: article.id });
  }

  /**
   * Changes a draft or scheduled issue (a field left out stays); `indexable` alone may change at any time (the
   * archive page of a sent issue). A changed subject gives the issue a new slug (no one has seen its address yet).
   */
  async update(id: number, patch: NewsletterPatch): Promise<Newsletter> {
    const checked = checkedInput(newsletterPatchSchema, patch);
    const issue = await this.get(id);
    const { indexable, ...content } = checked;
    const contentChanges = Object.fromEntries(Object.entries(content).filter(([, value]) => value !== undefined));
    const repository = this.dataSource.getRepository(Newsletter);
    if (Object.keys(contentChanges).length > 0) {
      if (!EDITABLE.includes(issue.status)) throw new ValidationError(NEWSLETTER_ERRORS.notEditable);
      const changes: Partial<Newsletter> = { ...contentChanges, ...(indexable === undefined ? {} : { indexable }) };
      const write = async (slug: string | null) => {
        // Conditional on the status, so a send the sender started a moment ago is never rewritten.
        const result = await repository.update({ id, status: In(EDITABLE) }, { ...changes, ...(slug ? { slug } : {}) });
        if (!result.affected) throw new ValidationError(NEWSLETTER_ERRORS.notEditable);
      };
      if (content.subject !== undefined && content.subject !== issue.subject) await this.withFreeSlug(content.subject, id, write);
      else await write(null);
    } else if (indexable !== undefined) {
      await repository.update({ id }, { indexable });
    }
    return this.get(id);
  }

  /** Deletes a draft; a scheduled, sending or sent issue is refused (a sent one stays in the archive). */
  async delete(id: number): Promise<void> {
    await this.get(id);
    const result = await this.dataSource.getRepository(Newsletter).delete({ id, status: 'draft' });
    if (!result.affected) throw new ValidationError(NEWSLETTER_ERRORS.notDeletable);
  }

  /**
   * Queues a test copy to `email` through the outbox (kind 'newsletter-test', subject prefixed "[Test] "), rendered as
   * the owner previews it; records when. Any status may be tested.
   */
  async sendTest(id: number, email: string): Promise<Newsletter> {
    const problem = validateEmail(email);
    if (problem) throw new ValidationError(problem, { email: problem });
    this.refuseUnlessSendable();
    const issue = await this.get(id);
    const preview = await this.renderer.preview(issue);
    await this.dataSource.transaction(async (manager) => {
      await this.outbox.enqueue(manager, {
        kind: 'newsletter-test',
        to: normaliseEmail(email),
        subject: `${TEST_SUBJECT_PREFIX}${preview.subject}`,
        text: preview.emailText,
        html: preview.emailHtml,
      });
      await manager.getRepository(Newsletter).update({ id }, { testSentAt: this.now() });
    });
    return this.get(id);
  }

  /**
   * Sends the issue to every confirmed subscriber who wants the newsletter: now (the send starts at once: the body
   * is rendered and fixed, the sender queues and delivers), or at `sendAt`, which must be in the future (the issue
   * is 'scheduled' until then and may still change). A draft or a scheduled issue may be sent or rescheduled.
   */
  async send(id: number, sendAt?: Date | null): Promise<Newsletter> {
    const issue = await this.get(id);
    if (!EDITABLE.includes(issue.status)) throw new ValidationError(NEWSLETTER_ERRORS.notSendable);
    this.refuseUnlessSendable();
    if (sendAt) {
      if (sendAt.getTime() <= this.now().getTime())
        throw new ValidationError(NEWSLETTER_ERRORS.sendAtPast, { sendAt: NEWSLETTER_ERRORS.sendAtPast });
      const result = await this.dataSource.getRepository(Newsletter).update({ id, status: In(EDITABLE) }, { status: 'scheduled', sendAt });
      if (!result.affected) throw new ValidationError(NEWSLETTER_ERRORS.notSendable);
    } else {
      const started = await this.dataSource.transaction((manager) => startSend(manager, this.renderer, id, this.now()));
      if (!started) throw new ValidationError(NEWSLETTER_ERRORS.notSendable);
    }
    this.options.onSendRequested?.();
    return this.get(id);
  }

  /** Takes a scheduled issue back to draft (nothing has been sent). */
  async cancelSchedule(id: number): Promise<Newsletter> {
    await this.get(id);
    const result = await this.dataSource.getRepository(Newsletter).update({ id, status: 'scheduled' }, { status: 'draft', sendAt: null });
    if (!result.affected) throw new ValidationError(NEWSLETTER_ERRORS.notScheduled);
    return this.get(id);
  }

  /** The issue's delivery so far: recipients queued, sent, failed and still pending. */
  delivery(issue: Pick<Newsletter, 'id' | 'recipientCount'>): Promise<NewsletterDeliveryCounts> {
    return deliveryCounts(this.dataSource.manager, issue);
  }

  /** The issue as the email (HTML and text) and as the archive page, for the dashboard; stores nothing. */
  async preview(id: number): Promise<NewsletterPreview> {
    return this.renderer.preview(await this.get(id));
  }

  private refuseUnlessSendable(): void {
    const refusal = this.options.sendRefusal?.();
    if (refusal) throw new ValidationError(refusal);
  }

  private async insert(fields: Pick<Newsletter, 'subject' | 'preheader' | 'markdown' | 'indexable' | 'articleId'>): Promise<Newsletter> {
    const repository = this.dataSource.getRepository(Newsletter);
    return this.withFreeSlug(fields.subject, null, (slug) => repository.save(repository.create({ ...fields, slug, status: 'draft' })));
  }

  /**
   * Runs `write` with a free slug made from `subject`, trying the next suffix when a
   * simultaneous write took the one chosen (the unique index decides).
   */
  private async withFreeSlug<T>(subject: string, ownId: number | null, write: (slug: string) => Promise<T>): Promise<T> {
    const base = slugify(subject).slice(0, SLUG_BASE_LENGTH).replace(/-+$/, '') || FALLBACK_SLUG;
    for (let attempt = 0; ; attempt++) {
      const slug = await freeSlug(this.dataSource.manager, base, ownId);
      try {
        return await write(slug);
      } catch (error) {
        if (!isUniqueViolation(error) || attempt >= 5) throw error;
      }
    }
  }
}

/** The text on one line, cut at a word with an ellipsis when it is longer than `max`. */
function clip(text: string, max: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** `base`, or `base-2`, `base-3`, ...: the first that no other issue has. */
async function freeSlug(manager: EntityManager, base: string, ownId: number | null): Promise<string> {
  const taken = new Set(
    (
      await manager
        .getRepository(Newsletter)
        .createQueryBuilder('issue')
        .select('issue.slug', 'slug')
        .where('(issue.slug = :base OR issue.slug LIKE :pattern)', { base, pattern: `${base}-%` })
        .andWhere('issue.id != :ownId', { ownId: ownId ?? 0 })
        .getRawMany<{ slug: string }>()
    ).map((row) => row.slug),
  );
  if (!taken.has(base)) return base;
  for (let suffix = 2; ; suffix++) if (!taken.has(`${base}-${suffix}`)) return `${base}-${suffix}`;
}
