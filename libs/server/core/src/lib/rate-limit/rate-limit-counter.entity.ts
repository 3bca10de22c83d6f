import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Hits of one client in one fixed window of one limit. Kept in the database (not in process memory) so every
 * server behind a load balancer counts together and a restart resets nothing.
 */
@Entity('rate_limit_counter')
export class RateLimitCounter {
  /** Which limit: 'subscribe', 'generation-daily', ... */
  @PrimaryColumn({ type: String, length: 60 })
  bucket!: string;

  /** Whom it counts: a client address, or 'global' for a budget shared by everyone. */
  @PrimaryColumn({ type: String, length: 100 })
  clientKey!: string;

  /** floor(epoch ms / window length): windows of a day start at UTC midnight. */
  @PrimaryColumn({ type: 'bigint' })
  windowIndex!: string;

  @Column({ type: 'integer' })
  hits!: number;

  /** Epoch ms at which the window closes; rows past it are pruned. */
  @Column({ type: 'bigint' })
  expiresAt!: string;
}
