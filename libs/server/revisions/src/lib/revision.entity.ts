import { Field, Int, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** What a revision is of. */
export type RevisionSubject = 'product' | 'article';

/**
 * One saved state of a product or an article: every save that changes something writes one, in the save's
 * transaction, so nothing the owner saved is lost by a later save, and any state can be restored.
 */
@Entity('revision')
@Index('IDX_revision_subject', ['subject', 'subjectId', 'number'], { unique: true })
@ObjectType({ description: 'A saved state of a product or an article.' })
export class Revision {
  @PrimaryGeneratedColumn()
  @Field(() => Int, { description: 'Unique id of the revision.' })
  id!: number;

  @Column({ type: String, length: 20 })
  @Field(() => String, { description: "What it is a revision of: 'product' or 'article'." })
  subject!: RevisionSubject;

  @Column({ type: Number })
  @Field(() => Int, { description: 'Id of the product or article.' })
  subjectId!: number;

  /** 1, 2, 3... per product or article: the unique index makes two simultaneous saves take different numbers. */
  @Column({ type: Number })
  @Field(() => Int, { description: 'Revision number of this product or article, from 1.' })
  number!: number;

  @Column({ type: String, length: 60 })
  @Field({ description: "Who saved it ('admin': the site has one administrator)." })
  author!: string;

  @Column({ type: 'simple-json' })
  @Field(() => [String], { description: 'The fields this save changed (all of them for the first revision).' })
  changedFields!: string[];

  /** The whole saved state, as the service's own JSON (restored by the service that wrote it). */
  @Column({ type: 'text' })
  snapshot!: string;

  @CreateDateColumn()
  @Field(() => Date, { description: 'When it was saved.' })
  createdAt!: Date;
}
