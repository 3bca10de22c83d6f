import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A link of a sent issue, behind the first-party redirect `/r/{id}`: the redirect only ever leads to `url`, the URL
 * stored here when the issue was rendered for sending. The id is random, so ids cannot be walked.
 */
@Entity('newsletter_link')
@Index('IDX_newsletter_link_newsletter', ['newsletterId', 'position'])
export class NewsletterLink {
  @PrimaryColumn({ type: String, length: 16 })
  id!: string;

  @Column({ type: Number })
  newsletterId!: number;

  /** Its place among the links (the report lists them in reading order). */
  @Column({ type: Number })
  position!: number;

  @Column({ type: 'text' })
  url!: string;
}
