import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * Where an issue is: 'draft' (being written), 'scheduled' (to be sent at `sendAt`), 'sending' (its recipients are
 * being queued and delivered) and 'sent' (every recipient's email has been delivered or has failed for good).
 */
export type NewsletterStatus = 'draft' | 'scheduled' | 'sending' | 'sent';

/** GraphQL enum of the statuses (DRAFT -> 'draft', ...). */
const NewsletterStatusEnum = { DRAFT: 'draft', SCHEDULED: 'scheduled', SENDING: 'sending', SENT: 'sent' } as const satisfies Record<
  string,
  NewsletterStatus
>;

registerEnumType(NewsletterStatusEnum, {
  name: 'NewsletterStatus',
  description: 'Where a newsletter issue is in its life.',
  valuesConfig: {
    DRAFT: { description: 'Being written; nothing has been sent to subscribers.' },
    SCHEDULED: { description: 'To be sent to every confirmed subscriber at its send time.' },
    SENDING: { description: 'Being delivered to its recipients.' },
    SENT: { description: 'Every recipient has been sent a copy, or their copy failed for good.' },
  },
});

/**
 * One newsletter issue. The Markdown is the owner's text; `sentHtml` is the body as it was sent (rendered once when
 * the send starts), which the web archive shows, so a later change of the renderer never rewrites what readers got.
 */
@Entity('newsletter')
@Index('IDX_newsletter_status_send_at', ['status', 'sendAt'])
@ObjectType({ description: 'A newsletter issue: written by the owner, sent to the confirmed subscribers, kept in the web archive.' })
export class Newsletter {
  @PrimaryGeneratedColumn()
  @Field(() => Int, { description: 'Unique id of the issue.' })
  id!: number;

  @Column({ type: String, length: 120, unique: true })
  @Field({ description: 'The web address of the issue in the archive: /newsletter/{slug}.' })
  slug!: string;

  @Column({ type: String, length: 150 })
  @Field({ description: 'The subject line of the email and the title of the archive page.' })
  subject!: string;

  @Column({ type: String, length: 200, default: '' })
  @Field({ description: 'The line inboxes show after the subject.' })
  preheader!: string;

  @Column({ type: 'text' })
  @Field({ description: 'The body, in Markdown (the same syntax as articles).' })
  markdown!: string;

  @Column({ type: Number, nullable: true })
  @Field(() => Int, { nullable: true, description: 'The article the issue was made from, if any.' })
  articleId!: number | null;

  @Column({ type: String, length: 12 })
  @Field(() => NewsletterStatusEnum, { description: 'Draft, scheduled, sending or sent.' })
  status!: NewsletterStatus;

  @Column({ type: Boolean, default: false })
  @Field({ description: 'Whether search engines may index the archive page (and the sitemap lists it).' })
  indexable!: boolean;

  @Column({ type: Date, nullable: true })
  @Field(() => Date, { nullable: true, description: 'When a scheduled issue is to be sent.' })
  sendAt!: Date | null;

  @Column({ type: Date, nullable: true })
  @Field(() => Date, { nullable: true, description: 'When the send began.' })
  sendStartedAt!: Date | null;

  @Column({ type: Date, nullable: true })
  @Field(() => Date, { nullable: true, description: 'When the last recipient was sent a copy (or failed for good).' })
  sentAt!: Date | null;

  @Column({ type: Number, default: 0 })
  @Field(() => Int, { description: 'How many confirmed subscribers the send is addressed to (0 before it starts).' })
  recipientCount!: number;

  /** The highest subscriber id whose outbox row is written: a send interrupted while queuing resumes after it. */
  @Column({ type: Number, default: 0 })
  enqueuedThroughId!: number;

  /** The body's HTML as sent (links as readers got them, before the per-recipient click redirects). */
  @Column({ type: 'text', nullable: true })
  sentHtml!: string | null;

  @Column({ type: Date, nullable: true })
  @Field(() => Date, { nullable: true, description: 'When a test copy was last sent.' })
  testSentAt!: Date | null;

  @CreateDateColumn()
  @Field(() => Date, { description: 'When the issue was created.' })
  createdAt!: Date;

  @UpdateDateColumn()
  @Field(() => Date, { description: 'When the issue was last changed.' })
  updatedAt!: Date;
}
