import { Field, Int, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** Where an email is in its delivery. 'sending' is a lease: past `nextAttemptAt` it is claimed again (a crashed sender). */
export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'failed';

export const OUTBOX_STATUSES: readonly OutboxStatus[] = ['pending', 'sending', 'sent', 'failed'];

/**
 * One email to send, written in the same transaction as the change that causes it (the transactional outbox), and
 * delivered later by the sender. The row is also the record of what was sent: the admin's Outbox tab reads it.
 */
@Entity('outbox_email')
@Index('IDX_outbox_email_due', ['status', 'nextAttemptAt'])
@Index('IDX_outbox_email_newsletter_recipient', ['newsletterId', 'toAddress'], { unique: true })
@Index('IDX_outbox_email_newsletter_status', ['newsletterId', 'status'])
@Index('IDX_outbox_email_kind_created', ['newsletterId', 'createdAt', 'id'])
@Index('IDX_outbox_email_newsletter_due', ['newsletterId', 'status', 'nextAttemptAt'])
@ObjectType({ description: 'An email the site has sent or will send (administrator only).' })
export class OutboxEmail {
  @PrimaryGeneratedColumn()
  @Field(() => Int, { description: 'Unique id of the email.' })
  id!: number;

  /** `<uuid@host>`, sent as the Message-ID header: a copy sent again after a crash is recognisably the same email. */
  @Column({ type: String, length: 255, unique: true })
  @Field({ description: 'The Message-ID header, the same on every delivery attempt.' })
  messageId!: string;

  @Column({ type: String, length: 40 })
  @Field({ description: "What the email is, e.g. 'subscribe-confirmation', 'sizing-guide', 'contact-notification'." })
  kind!: string;

  @Column({ type: String, length: 254 })
  @Field({ description: 'The recipient address.' })
  toAddress!: string;

  @Column({ type: String, length: 300 })
  @Field({ description: 'The subject line.' })
  subject!: string;

  @Column({ type: 'text' })
  @Field({ description: 'The plain-text part.' })
  text!: string;

  @Column({ type: 'text', nullable: true })
  @Field(() => String, { nullable: true, description: 'The HTML part, if any.' })
  html!: string | null;

  /**
   * The newsletter issue this row delivers (one row per recipient), or null for every other email. A newsletter row
   * stores no body: it is rendered for its recipient when it is sent, from the issue.
   */
  @Column({ type: Number, nullable: true })
  @Field(() => Int, { nullable: true, description: 'The newsletter issue this email delivers, if it is one.' })
  newsletterId!: number | null;

  /** Extra headers (List-Unsubscribe, Reply-To, ...). */
  @Column({ type: 'simple-json' })
  headers!: Record<string, string>;

  @Column({ type: String, length: 10 })
  @Field(() => String, { description: 'Where it is in its delivery: pending, sending, sent or failed.' })
  status!: OutboxStatus;

  @Column({ type: 'integer', default: 0 })
  @Field(() => Int, { description: 'Delivery attempts so far.' })
  attempts!: number;

  /** When a pending row is due, or when the lease of a 'sending' row runs out. */
  @Column({ type: Date })
  @Field(() => Date, { description: 'When the next attempt is due (for a row being sent: when its lease runs out).' })
  nextAttemptAt!: Date;

  @Column({ type: 'text', nullable: true })
  @Field(() => String, { nullable: true, description: 'Why the last attempt failed.' })
  lastError!: string | null;

  @Column({ type: Date, nullable: true })
  @Field(() => Date, { nullable: true, description: 'When the SMTP server accepted it.' })
  sentAt!: Date | null;

  @CreateDateColumn()
  @Field(() => Date, { description: 'When it was queued.' })
  createdAt!: Date;
}
