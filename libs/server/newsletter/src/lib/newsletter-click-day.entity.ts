import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** How many times a link of an issue was followed on one UTC day: a count, never a person. */
@Entity('newsletter_click_day')
@Index('IDX_newsletter_click_day_day', ['day', 'newsletterId'])
export class NewsletterClickDay {
  @PrimaryColumn({ type: String, length: 16 })
  linkId!: string;

  /** YYYY-MM-DD, UTC. */
  @PrimaryColumn({ type: String, length: 10 })
  day!: string;

  @Column({ type: Number })
  newsletterId!: number;

  @Column({ type: Number, default: 0 })
  clicks!: number;
}
