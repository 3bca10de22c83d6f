import { Column, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

/** What an event records: a page shown, a retailer link followed, or a fit finder answer (recommendation) shown. */
export type AnalyticsEventType = 'pageview' | 'click' | 'fit';

/**
 * One raw event, kept ANALYTICS_RAW_DAYS days and then pruned (its day lives on in {@link AnalyticsDailyCount}).
 * Nothing here names a person: no address, no user agent, no country; `visitor` is a hash whose salt is deleted
 * when its UTC day ends, so the same reader cannot be linked across days.
 */
@Entity('analytics_event')
export class AnalyticsEvent {
  @PrimaryGeneratedColumn()
  id!: number;

  /** The id the page gave the event: a replay of the same id is ignored. */
  @Index('IDX_analytics_event_event_id', { unique: true })
  @Column({ type: String, length: 40 })
  eventId!: string;

  /** The UTC day it arrived (YYYY-MM-DD), the unit of the roll-up, of the visitor hash and of pruning. */
  @Index('IDX_analytics_event_day')
  @Column({ type: String, length: 10 })
  day!: string;

  @Column({ type: Date })
  createdAt!: Date;

  @Column({ type: String, length: 10 })
  type!: AnalyticsEventType;

  @Column({ type: String, length: 300 })
  path!: string;

  @Column({ type: String, length: 120, nullable: true })
  referrerHost!: string | null;

  @Column({ type: String, length: 100, nullable: true })
  utmSource!: string | null;

  @Column({ type: String, length: 100, nullable: true })
  utmMedium!: string | null;

  @Column({ type: String, length: 100, nullable: true })
  utmCampaign!: string | null;

  /** phone, tablet or desktop, from the user agent (which itself is not kept). */
  @Column({ type: String, length: 10 })
  device!: string;

  /** The daily visitor hash (see VisitorHasher). */
  @Column({ type: String, length: 32 })
  visitor!: string;

  /** A click's product (its ASIN). */
  @Column({ type: String, length: 20, nullable: true })
  product!: string | null;

  /** Where the clicked link was: card, compare, buy-bar, article, review, fit-finder. */
  @Column({ type: String, length: 20, nullable: true })
  position!: string | null;

  /** A fit recommendation's breed, age band and "measured" or "estimated", e.g. "french adult measured". */
  @Column({ type: String, length: 40, nullable: true })
  fit!: string | null;
}

/** One number of one finished UTC day: a total (`key` '') or one row of a table (a page, a referrer, a product...). */
@Entity('analytics_daily_count')
class AnalyticsDailyCount {
  @PrimaryColumn({ type: String, length: 10 })
  day!: string;

  @PrimaryColumn({ type: String, length: 20 })
  metric!: string;

  @PrimaryColumn({ type: String, length: 300 })
  key!: string;

  @Column({ type: 'integer' })
  count!: number;
}

/**
 * A visitor hash seen on a day not rolled up yet, site-wide (`metric` 'visitors', `key` '') or on one page
 * ('page-visitors', its path): a batch adds 1 to the day's unique visitors only for a row it inserts here.
 */
@Entity('analytics_day_visitor')
class AnalyticsDayVisitor {
  @PrimaryColumn({ type: String, length: 10 })
  day!: string;

  @PrimaryColumn({ type: String, length: 20 })
  metric!: string;

  @PrimaryColumn({ type: String, length: 300 })
  key!: string;

  @PrimaryColumn({ type: String, length: 32 })
  visitor!: string;
}

/** A UTC day whose raw events have been rolled up into {@link AnalyticsDailyCount}. */
@Entity('analytics_rollup_day')
class AnalyticsRollupDay {
  @PrimaryColumn({ type: String, length: 10 })
  day!: string;

  @Column({ type: 'integer' })
  rawEvents!: number;
}

/** The secret of one UTC day's visitor hashes; deleted as soon as its day is over. */
@Entity('analytics_salt')
export class AnalyticsSalt {
  @PrimaryColumn({ type: String, length: 10 })
  day!: string;

  @Column({ type: String, length: 64 })
  salt!: string;
}

export const ANALYTICS_ENTITIES = [AnalyticsEvent, AnalyticsDailyCount, AnalyticsDayVisitor, AnalyticsRollupDay, AnalyticsSalt];
