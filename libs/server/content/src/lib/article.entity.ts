import { Field, Int, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A blog post or guide. Word count and reading time are derived from `content` when it is saved. */
@Entity('article')
@ObjectType({ description: 'A blog post or guide.' })
export class Article {
  @PrimaryGeneratedColumn()
  @Field(() => Int)
  id!: number;

  @Column({ type: String, length: 160, unique: true })
  @Field()
  slug!: string;

  @Column({ type: String, length: 200 })
  @Field()
  title!: string;

  @Column({ type: 'text' })
  @Field()
  excerpt!: string;

  @Column({ type: String, length: 500, nullable: true })
  @Field(() => String, { nullable: true })
  imageUrl!: string | null;

  @Column({ type: String, length: 120 })
  @Field()
  author!: string;

  @Column({ type: String, length: 60 })
  @Field({ description: "Topic, e.g. 'guides'." })
  category!: string;

  @Column({ type: String, length: 320 })
  @Field()
  metaDescription!: string;

  @Column({ type: Number })
  @Field(() => Int, { description: 'Minutes to read.' })
  readingTime!: number;

  @Column({ type: Number })
  @Field(() => Int)
  wordCount!: number;

  @Column({ type: 'text' })
  @Field({ description: 'HTML body.' })
  content!: string;

  @Column({ type: 'simple-json' })
  @Field(() => [String])
  targetKeywords!: string[];

  @Column({ type: 'simple-json' })
  @Field(() => [String])
  seoKeywords!: string[];

  @Column({ type: Boolean, default: false })
  @Field()
  published!: boolean;

  @CreateDateColumn()
  @Field(() => Date)
  createdAt!: Date;

  @Column({ type: Date, nullable: true })
  @Field(() => Date, { nullable: true })
  publishedAt!: Date | null;

  @UpdateDateColumn()
  @Field(() => Date)
  updatedAt!: Date;

  /** List-view label, e.g. "6 min read". */
  @Field({ description: 'List-view reading time label, e.g. "6 min read".' })
  get readTime(): string {
    return `${this.readingTime} min read`;
  }
}
