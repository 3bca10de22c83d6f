import { Field, Int, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Moderation states of spec section 4; stored as text so an unexpected value survives and shows raw. */
export const SUBMISSION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/** A collar a visitor suggested for review. */
@Entity('product_submission')
@ObjectType({ description: 'A collar suggested by a visitor, awaiting moderation.' })
export class ProductSubmission {
  @PrimaryGeneratedColumn()
  @Field(() => Int)
  id!: number;

  @Column({ type: String, length: 200 })
  @Field()
  productName!: string;

  @Column({ type: String, length: 10 })
  @Field()
  amazonAsin!: string;

  @Column({ type: String, length: 120, nullable: true })
  @Field(() => String, { nullable: true })
  submitterName!: string | null;

  @Column({ type: String, length: 254 })
  @Field()
  submitterEmail!: string;

  @Column({ type: String, length: 20, default: 'pending' })
  @Field({ description: 'pending, approved or rejected (any other stored value is returned as is).' })
  status!: string;

  @CreateDateColumn()
  @Field(() => Date)
  submittedAt!: Date;
}
