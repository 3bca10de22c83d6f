import { BreedEnum } from '@bcg/server/catalogue';
import type { Breed } from '@bcg/shared/sizing';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** Double opt-in: 'pending' until the address confirms by the emailed link; 'unsubscribed' gets no more email. */
export type SubscriberStatus = 'pending' | 'confirmed' | 'unsubscribed';

/** Every status, in the order of a subscriber's life (the admin's filter lists them so). */
export const SUBSCRIBER_STATUSES: readonly SubscriberStatus[] = ['pending', 'confirmed', 'unsubscribed'];

/** GraphQL enum of the statuses (PENDING -> 'pending', ...), for the administrator's filter. */
export const SubscriberStatusEnum = { PENDING: 'pending', CONFIRMED: 'confirmed', UNSUBSCRIBED: 'unsubscribed' } as const satisfies Record<
  string,
  SubscriberStatus
>;

registerEnumType(SubscriberStatusEnum, {
  name: 'SubscriberStatus',
  description: 'Where an address stands in the double opt-in.',
  valuesConfig: {
    PENDING: { description: 'Signed up; the confirmation link has not been followed yet.' },
    CONFIRMED: { description: 'Confirmed by the emailed link; gets the sizing guide.' },
    UNSUBSCRIBED: { description: 'Left; gets no more email.' },
  },
});

/**
 * Someone who asked for the sizing guide or the newsletter. `email` is stored normalised and unique. The row is
 * also the consent record: when, where and to which wording the address signed up, when it confirmed, and when it
 * unsubscribed.
 */
@Entity('email_subscriber')
@ObjectType({ description: 'Someone who signed up for the sizing guide or newsletter.' })
export class EmailSubscriber {
  @PrimaryGeneratedColumn()
  @Field(() => Int, { description: 'Unique id of the subscriber.' })
  id!: number;

  @Column({ type: String, length: 254, unique: true })
  @Field({ description: 'The address, trimmed and lower-cased (one mailbox, one form); unique.' })
  email!: string;

  @Column({ type: String, length: 120, nullable: true })
  @Field(() => String, {
    nullable: true,
    description: "What they asked for at their first sign-up, e.g. 'bulldog-sizing-guide'; null for the plain newsletter.",
  })
  leadMagnet!: string | null;

  /** Chooses the chart of the sizing guide email: the adult figures of this breed and the puppy rows it grows through. */
  @Column({ type: String, length: 20, nullable: true })
  @Field(() => BreedEnum, {
    nullable: true,
    description: 'The bulldog breed the sign-up named, so the guide fits the dog; null when not said.',
  })
  breed!: Breed | null;

  @CreateDateColumn()
  @Field(() => Date, { description: 'When they first signed up.' })
  subscribedAt!: Date;

  @Column({ type: String, length: 20 })
  @Field(() => String, { description: 'Pending (not confirmed yet), confirmed or unsubscribed.' })
  status!: SubscriberStatus;

  /** The sign-up this consent record describes: the first, or the latest one after an unsubscribe. */
  @Column({ type: Date })
  @Field(() => Date, { description: 'When the address gave the consent on record (the latest sign-up that asked again).' })
  signedUpAt!: Date;

  @Column({ type: String, length: 200, nullable: true })
  @Field(() => String, { nullable: true, description: 'The page (path) of that sign-up; null for sign-ups from before it was recorded.' })
  signupPage!: string | null;

  @Column({ type: 'text', nullable: true })
  @Field(() => String, { nullable: true, description: 'The exact text of the form the address agreed to.' })
  consentWording!: string | null;

  @Column({ type: Date, nullable: true })
  @Field(() => Date, { nullable: true, description: 'When the address confirmed by the emailed link.' })
  confirmedAt!: Date | null;

  /** The preferences page's newsletter choice: a confirmed subscriber who turns it off keeps the guide, gets no issues. */
  @Column({ type: Boolean, default: true })
  @Field({ description: 'Whether a confirmed subscriber gets the newsletter issues (their choice on the preferences page).' })
  newsletter!: boolean;

  @Column({ type: Date, nullable: true })
  @Field(() => Date, { nullable: true, description: 'When the address unsubscribed.' })
  unsubscribedAt!: Date | null;

  /** Hex SHA-256 of the confirmation token: the link itself is only in the email. Kept after use, so a reused link is recognised. */
  @Index('IDX_email_subscriber_confirm_token', { unique: true })
  @Column({ type: String, length: 64, nullable: true })
  confirmTokenHash!: string | null;

  @Column({ type: Date, nullable: true })
  confirmTokenExpiresAt!: Date | null;

  /** When the last confirmation email was queued: a repeated sign-up re-sends it at most once per 10 minutes. */
  @Column({ type: Date, nullable: true })
  confirmationSentAt!: Date | null;

  /**
   * The token of the one-click unsubscribe link. Kept as it is, unlike the confirmation token: every later email
   * must carry it, it can only ever unsubscribe, and the queued emails hold it anyway.
   */
  @Index('IDX_email_subscriber_unsubscribe_token', { unique: true })
  @Column({ type: String, length: 64, nullable: true })
  unsubscribeToken!: string | null;
}
