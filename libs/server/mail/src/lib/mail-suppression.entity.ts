import { Field, Int, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Why mail no longer goes to an address: its server refused it for good, or its owner marked our mail as spam. */
export type SuppressionReason = 'bounce' | 'complaint';

export const SUPPRESSION_REASONS: readonly SuppressionReason[] = ['bounce', 'complaint'];

/**
 * An address no email is sent to (a permanent SMTP refusal at send time, or a bounce or complaint notice from the
 * mail provider), until the owner releases it (the row is deleted).
 */
@Entity('mail_suppression')
@ObjectType({ description: 'An address no email is sent to, and why (administrator only).' })
export class MailSuppression {
  @PrimaryGeneratedColumn()
  @Field(() => Int, { description: 'Unique id of the suppression.' })
  id!: number;

  @Column({ type: String, length: 254, unique: true })
  @Field({ description: 'The suppressed address, normalised.' })
  email!: string;

  @Column({ type: String, length: 20 })
  @Field(() => String, { description: "Why: 'bounce' (refused for good) or 'complaint' (marked as spam)." })
  reason!: SuppressionReason;

  @Column({ type: String, length: 500, nullable: true })
  @Field(() => String, { nullable: true, description: "The mail server's or provider's words, if any." })
  detail!: string | null;

  @CreateDateColumn()
  @Field(() => Date, { description: 'When the address was suppressed.' })
  createdAt!: Date;
}
