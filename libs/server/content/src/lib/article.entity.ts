import type { ProductImageData } from '@bcg/server/catalogue';
import { Field, Int, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A blog post or guide. Word count and reading time are derived from `content` when it is saved. */
@Entity('article')
@ObjectType({ description: 'A blog post or guide.' })
export class Article {
  @PrimaryGeneratedColumn()
  @Field(() => Int, { description: 'Unique id of the article.' })
  id!: number;

  @Column({ type: String, length: 160, unique: true })
  @Field({ description: 'Unique address part: lower-case words joined by hyphens (/blog/{slug}).' })
  slug!: string;

  @Column({ type: String, length: 200 })
  @Field({ description: 'Headline.' })
  title!: string;

  @Column({ type: 'text' })
  @Field({ description: 'Short plain-text summary.' })
  excerpt!: string;

  @Column({ type: String, length: 500, nullable: true })
  @Field(() => String, { nullable: true, description: 'Same-origin header image path; null when there is none.' })
  imageUrl!: string | null;

  /** The uploaded cover's renditions (GraphQL: `image`); null without an uploaded cover. */
  @Column({ type: 'simple-json', nullable: true })
  image!: ProductImageData | null;

  @Column({ type: String, length: 120 })
  @Field({ description: 'Display name of the writer.' })
  author!: string;

  // Text, not an enum: the topics are an open set (the seed has guides, reviews, health, training and
  // buying-advice, generation writes blog and guides; the first articles used only 'guides'), a new topic must not need a
  // schema change, and the value is an address segment (/{category}/{slug}) that a hyphen makes unfit for an enum.
  @Column({ type: String, length: 60 })
  @Field({
    description:
      "Topic as a lower-case slug, e.g. 'guides' or 'buying-advice'. An open set, so text rather than an enum; guides are linked at /{category}/{slug}.",
  })
  category!: string;

  @Column({ type: String, length: 320 })
  @Field({ description: 'Summary for search results and link previews (the meta description).' })
  metaDescription!: string;

  @Column({ type: Number })
  @Field(() => Int, { description: 'Minutes to read.' })
  readingTime!: number;

  @Column({ type: Number })
  @Field(() => Int, { description: 'Words in the body, counted when it is saved.' })
  wordCount!: number;

  @Column({ type: 'text' })
  @Field({ description: 'HTML body, sanitised, retailer links tagged.' })
  content!: string;

  // Null for a body written as HTML (the seed, generated drafts); the editor keeps the Markdown it renders `content` from.
  @Column({ type: 'text', nullable: true })
  @Field(() => String, {
    nullable: true,
    description: 'Markdown source of the body, when it was written in the editor; null for HTML bodies.',
  })
  markdown!: string | null;

  @Column({ type: 'simple-json' })
  @Field(() => [String], { description: 'The search phrases the article was written for.' })
  targetKeywords!: string[];

  @Column({ type: 'simple-json' })
  @Field(() => [String], { description: 'Keywords for search engines (the meta keywords).' })
  seoKeywords!: string[];

  @Column({ type: Boolean, default: false })
  @Field({ description: 'True when readers can see it; false for a draft.' })
  published!: boolean;

  @CreateDateColumn()
  @Field(() => Date, { description: 'When it was written (the date the blog shows).' })
  createdAt!: Date;

  @Column({ type: Date, nullable: true })
  @Field(() => Date, {
    nullable: true,
    description:
      'When it was (or, if in the future, will be) published: a future date is a scheduled post; null for a draft never published.',
  })
  publishedAt!: Date | null;

  // Not an @UpdateDateColumn: that would move on every save, a publish toggle or a no-op save included. The service
  // sets it when the content changes, so pages, JSON-LD and the sitemap report real edits only.
  @Column({ type: Date })
  @Field(() => Date, { description: 'When its content last changed (not its publication state).' })
  updatedAt!: Date;

  /** List-view label, e.g. "6 min read". */
  @Field({ description: 'List-view reading time label, e.g. "6 min read".' })
  get readTime(): string {
    return `${this.readingTime} min read`;
  }
}
