import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A slug an article had before it was renamed: its old URLs (/blog/{slug}, /guides/{slug}) answer 301 to the
 * article's current address. Each row points at the article, not at the next slug, so chains resolve in one step.
 */
@Entity('article_slug_redirect')
export class ArticleSlugRedirect {
  @PrimaryGeneratedColumn()
  id!: number;

  @Index('IDX_article_slug_redirect_slug', { unique: true })
  @Column({ type: String, length: 160 })
  slug!: string;

  @Column({ type: Number })
  articleId!: number;

  @CreateDateColumn()
  createdAt!: Date;
}
