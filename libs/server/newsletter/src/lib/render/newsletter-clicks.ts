import { Field, Int, ObjectType } from 'type-graphql';
import type { DataSource } from 'typeorm';
import { NewsletterClickDay } from '../newsletter-click-day.entity';
import { NewsletterLink } from '../newsletter-link.entity';
import { LINK_ID_PATTERN } from './newsletter-links';

/** One link of a sent issue and how often it was followed (all days together). */
@ObjectType({ description: 'A link of a sent issue, behind its click redirect, and how many times it was followed.' })
export class NewsletterLinkReport {
  @Field({ description: 'The id of its redirect, /r/{id}.' })
  id!: string;

  @Field({ description: 'Where the redirect leads.' })
  url!: string;

  @Field(() => Int, { description: 'Its place among the issue’s links, in reading order (0 first).' })
  position!: number;

  @Field(() => Int, {
    description:
      'How many times it was followed: at most once per visitor (address and browser) and day, and never for a HEAD or a Do Not Track request.',
  })
  clicks!: number;
}

/**
 * The click redirects of sent issues: where an id leads, the day's count it adds to, and the counts per link: one
 * number per link and UTC day, no cookie, no address, no IP (the caller decides which clicks count).
 */
export class NewsletterClicks {
  constructor(
    private readonly dataSource: DataSource,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Where the redirect `id` leads, counting the click when `counts` (asked with the link's id) says so; null for an
   * id that is malformed or unknown (a 404).
   */
  async follow(id: string, counts: (linkId: string) => Promise<boolean> = async () => true): Promise<string | null> {
    if (!LINK_ID_PATTERN.test(id)) return null;
    const link = await this.dataSource.getRepository(NewsletterLink).findOneBy({ id });
    if (!link) return null;
    if (!(await counts(link.id))) return link.url;
    const day = this.now().toISOString().slice(0, 10);
    // One statement, so concurrent clicks on one link all count (no read-then-write).
    const postgres = this.dataSource.driver.options.type === 'postgres';
    await this.dataSource.query(
      `INSERT INTO "newsletter_click_day" ("linkId", "day", "newsletterId", "clicks") VALUES (${postgres ? '$1, $2, $3' : '?, ?, ?'}, 1)
       ON CONFLICT ("linkId", "day") DO UPDATE SET "clicks" = "newsletter_click_day"."clicks" + 1`,
      [link.id, day, link.newsletterId],
    );
    return link.url;
  }

  /** The links of an issue in reading order, each with its clicks. */
  async report(newsletterId: number): Promise<NewsletterLinkReport[]> {
    const rows = await this.dataSource
      .getRepository(NewsletterLink)
      .createQueryBuilder('link')
      .leftJoin(NewsletterClickDay, 'day', 'day.linkId = link.id')
      .select(['link.id AS id', 'link.url AS url', 'link.position AS position'])
      .addSelect('COALESCE(SUM(day.clicks), 0)', 'clicks')
      .where('link.newsletterId = :newsletterId', { newsletterId })
      .groupBy('link.id')
      .addGroupBy('link.url')
      .addGroupBy('link.position')
      .orderBy('link.position', 'ASC')
      .getRawMany<{ id: string; url: string; position: number | string; clicks: number | string }>();
    return rows.map((row) => ({ id: row.id, url: row.url, position: Number(row.position), clicks: Number(row.clicks) }));
  }
}
