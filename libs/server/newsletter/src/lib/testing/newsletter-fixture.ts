import { Article, renderArticleMarkdown } from '@bcg/server/content';
import { JobLease } from '@bcg/server/core';
import { createTestDataSource } from '@bcg/server/core/testing';
import { EmailSubscriber } from '@bcg/server/leads';
import { MailSuppression, Outbox, OutboxEmail } from '@bcg/server/mail';
import type { DataSource } from 'typeorm';
import { NewsletterClickDay } from '../newsletter-click-day.entity';
import { NewsletterLink } from '../newsletter-link.entity';
import { Newsletter } from '../newsletter.entity';
import { SimpleNewsletterRenderer } from '../simple-newsletter.renderer';

export const SITE = 'https://bulldogs.example';
export const NEWSLETTER_TEST_ENTITIES = [
  Newsletter,
  NewsletterLink,
  NewsletterClickDay,
  OutboxEmail,
  EmailSubscriber,
  MailSuppression,
  JobLease,
  Article,
];

/** A migrated database of the test's own (SQLite, or PostgreSQL in the PostgreSQL pass). */
export const newsletterTestDatabase = () => createTestDataSource(NEWSLETTER_TEST_ENTITIES);

/** The plain renderer over the article pipeline, as the app wires it. */
export const testRenderer = () => new SimpleNewsletterRenderer(SITE, (markdown) => renderArticleMarkdown(markdown, 'guide-20'));

export const testOutbox = (dataSource: DataSource, now?: () => Date) => new Outbox(dataSource, { siteUrl: SITE, now });

/**
 * `count` confirmed subscribers fan0@example.com, fan1@..., each with its unsubscribe token `token-<n>`, written in
 * a few multi-row inserts (10,000 in about a second).
 */
export async function addSubscribers(
  dataSource: DataSource,
  count: number,
  from = 0,
  fields: Partial<EmailSubscriber> = {},
): Promise<void> {
  const rows = Array.from({ length: count }, (_, index) => {
    const n = from + index;
    return {
      email: `fan${n}@example.com`,
      status: 'confirmed' as const,
      signedUpAt: new Date('2026-01-01T00:00:00Z'),
      confirmedAt: new Date('2026-01-02T00:00:00Z'),
      unsubscribeToken: `token-${n}`,
      newsletter: true,
      ...fields,
    };
  });
  for (let start = 0; start < rows.length; start += 500) {
    await dataSource
      .createQueryBuilder()
      .insert()
      .into(EmailSubscriber)
      .values(rows.slice(start, start + 500))
      .updateEntity(false)
      .execute();
  }
}
