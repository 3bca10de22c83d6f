import type { Page, PageRequest } from '@bcg/server/core';
import type { Repository } from 'typeorm';
import type { Newsletter } from '../newsletter.entity';

/** A sent issue as the public archive lists it. */
export type NewsletterArchiveItem = Pick<Newsletter, 'slug' | 'subject' | 'preheader' | 'sentAt' | 'indexable'>;

/** A sent issue as its archive page shows it: the body as readers got it. */
export type NewsletterArchiveIssueItem = NewsletterArchiveItem & { html: string };

/** A link of the sitemap: an indexable sent issue and when it went out. */
export interface NewsletterArchiveLink {
  slug: string;
  sentAt: Date;
}

const ENTRY_COLUMNS = ['slug', 'subject', 'preheader', 'sentAt', 'indexable'] as const;

/**
 * The public web archive: only issues whose send has finished ('sent') are shown, so a draft, a scheduled issue or one
 * still being delivered is not found by its slug, whatever a visitor guesses.
 */
export class NewsletterArchiveService {
  constructor(private readonly newsletters: Repository<Newsletter>) {}

  /** A page of sent issues, the newest first. */
  async list({ offset, limit }: PageRequest): Promise<Page<NewsletterArchiveItem>> {
    const [items, totalCount] = await this.newsletters.findAndCount({
      select: [...ENTRY_COLUMNS],
      where: { status: 'sent' },
      order: { sentAt: 'DESC', id: 'DESC' },
      skip: offset,
      take: limit,
    });
    return { items, totalCount, offset };
  }

  /** One sent issue by its slug, or null when no sent issue has it. */
  async issue(slug: string): Promise<NewsletterArchiveIssueItem | null> {
    const found = await this.newsletters.findOne({
      select: [...ENTRY_COLUMNS, 'sentHtml'],
      where: { slug, status: 'sent' },
    });
    if (!found) return null;
    const { sentHtml, ...entry } = found;
    return { ...entry, html: sentHtml ?? '' };
  }

  /** The sent issues the owner let search engines index, for the sitemap. */
  async indexableLinks(): Promise<NewsletterArchiveLink[]> {
    const rows = await this.newsletters.find({
      select: ['slug', 'sentAt'],
      where: { status: 'sent', indexable: true },
      order: { sentAt: 'DESC', id: 'DESC' },
    });
    return rows.flatMap((row) => (row.sentAt ? [{ slug: row.slug, sentAt: row.sentAt }] : []));
  }
}
