import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * Why a product's retailer link needs the owner: the link-health report's kinds. 'price-doubtful': the retailer's
 * price was over RETAILER_PRICE_CEILING or no amount (not stored), or its display text disagreed with its amount.
 * 'refused-url': the retailer's answer carried an image or product page address that is not https on its own hosts
 * (dropped; the rest of the answer stored).
 */
export type LinkProblem = 'failed' | 'unknown-asin' | 'out-of-stock' | 'title-changed' | 'price-doubtful' | 'refused-url';

export const LINK_PROBLEMS: readonly LinkProblem[] = [
  'failed',
  'unknown-asin',
  'out-of-stock',
  'title-changed',
  'price-doubtful',
  'refused-url',
];

/**
 * The sync's own record of one product: when it is due, how its last attempts went and what is wrong with its link.
 * Kept apart from `product`, whose writes change the public pages: checking a product that did not change writes only
 * here, so no cached page is dropped for it.
 */
@Entity('retailer_sync_state')
@Index('IDX_retailer_sync_state_due', ['nextSyncAt'])
@Index('IDX_retailer_sync_state_problem', ['problem', 'problemSince'])
export class RetailerSyncState {
  @PrimaryColumn({ type: Number })
  productId!: number;

  /** When the product is next due; a claim moves it forward by the lease, so a crashed cycle retries it later. */
  @Column({ type: Date })
  nextSyncAt!: Date;

  @Column({ type: Date, nullable: true })
  lastAttemptAt!: Date | null;

  @Column({ type: Date, nullable: true })
  lastSuccessAt!: Date | null;

  /** Consecutive failed attempts, for the back-off; 0 after a success. */
  @Column({ type: Number, default: 0 })
  failures!: number;

  @Column({ type: String, length: 20, nullable: true })
  problem!: LinkProblem | null;

  /** When the current problem was first seen; unchanged while the same problem repeats. */
  @Column({ type: Date, nullable: true })
  problemSince!: Date | null;

  /** The retailer's code for the problem (e.g. ItemNotAccessible, TooManyRequests), when it gave one. */
  @Column({ type: String, length: 60, nullable: true })
  problemCode!: string | null;

  /** The retailer's message, or ours when it gave none. */
  @Column({ type: String, length: 500, nullable: true })
  problemMessage!: string | null;

  /** When the owner's digest reported this problem; null while not yet reported. */
  @Column({ type: Date, nullable: true })
  problemReportedAt!: Date | null;
}
