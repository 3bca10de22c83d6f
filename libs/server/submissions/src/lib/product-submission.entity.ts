import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Moderation states of a submission; stored as text so an unexpected value survives and shows raw. */
const SUBMISSION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/** What GraphQL reports for a stored status that is none of SUBMISSION_STATUSES (its text is in `rawStatus`). */
const OTHER_STATUS = 'other';

/**
 * GraphQL enum of the moderation states (PENDING -> 'pending', ...). OTHER keeps one unexpected stored value from
 * failing the whole list (an enum cannot carry it), as the dashboard shows such a value as a plain badge.
 */
const SubmissionStatusEnum = {
  PENDING: 'pending',
  APPROVED: 'approved',
  REJECTED: 'rejected',
  OTHER: OTHER_STATUS,
} as const;

registerEnumType(SubmissionStatusEnum, {
  name: 'SubmissionStatus',
  description: 'Where a product submission stands in moderation.',
  valuesConfig: {
    PENDING: { description: 'Waiting for the administrator; the only state that can still change.' },
    APPROVED: { description: 'Accepted by the administrator for review.' },
    REJECTED: { description: 'Turned down by the administrator.' },
    OTHER: { description: 'A stored value the site does not know (older data); `rawStatus` has its text.' },
  },
});

/** A collar a visitor suggested for review. */
@Entity('product_submission')
@ObjectType({ description: 'A collar suggested by a visitor, awaiting moderation.' })
export class ProductSubmission {
  @PrimaryGeneratedColumn()
  @Field(() => Int, { description: 'Unique id of the submission.' })
  id!: number;

  @Column({ type: String, length: 200 })
  @Field({ description: 'The collar as the visitor named it.' })
  productName!: string;

  @Column({ type: String, length: 10 })
  @Field({ description: 'The 10-character Amazon ASIN, taken from the ASIN or product link the visitor gave.' })
  amazonAsin!: string;

  @Column({ type: String, length: 120, nullable: true })
  @Field(() => String, { nullable: true, description: "The visitor's name; null when they gave none (shown as 'Anonymous')." })
  submitterName!: string | null;

  @Column({ type: String, length: 254 })
  @Field({ description: "The visitor's email address, normalised (trimmed, lower-cased)." })
  submitterEmail!: string;

  /** The stored text; GraphQL serves it as `rawStatus` and the enum below as `status`, REST as is. */
  @Column({ type: String, length: 20, default: 'pending' })
  @Field({ name: 'rawStatus', description: 'The stored status text as is, e.g. "pending"; what to show when `status` is OTHER.' })
  status!: string;

  @CreateDateColumn()
  @Field(() => Date, { description: 'When the visitor sent it.' })
  submittedAt!: Date;

  /** The stored status as the GraphQL enum: one of SUBMISSION_STATUSES, else 'other'. */
  @Field(() => SubmissionStatusEnum, {
    name: 'status',
    description: 'Moderation state: PENDING until the administrator approves or rejects it.',
  })
  get moderationState(): SubmissionStatus | typeof OTHER_STATUS {
    return (SUBMISSION_STATUSES as readonly string[]).includes(this.status) ? (this.status as SubmissionStatus) : OTHER_STATUS;
  }
}
