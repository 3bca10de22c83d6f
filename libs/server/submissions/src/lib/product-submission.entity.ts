import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Moderation states of spec section 4; stored as text so an unexpected value survives and shows raw. */
export const SUBMISSION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/** A collar a visitor suggested for review. */
@Entity('product_submission')
export class ProductSubmission {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: String, length: 200 })
  productName!: string;

  @Column({ type: String, length: 10 })
  amazonAsin!: string;

  @Column({ type: String, length: 120, nullable: true })
  submitterName!: string | null;

  @Column({ type: String, length: 254 })
  submitterEmail!: string;

  @Column({ type: String, length: 20, default: 'pending' })
  status!: string;

  @CreateDateColumn()
  submittedAt!: Date;
}
