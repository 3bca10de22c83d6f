import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * 'pending' until the address confirms it from the email (every new alert, whoever asks), 'active' while it watches
 * the price, 'ended' when the reader removed it, turned price alerts off, or unsubscribed.
 */
export type PriceAlertStatus = 'pending' | 'active' | 'ended';

/**
 * A reader's request to be told when a collar's retailer price drops to `belowCents` or under. One row per address
 * and product: asking again asks to move the mark, which waits for the address's confirmation
 * (`pendingBelowCents`). It fires only from the retailer sync, on a drop, then rests 7 days (`lastFiredAt`). The row
 * goes with its product (the foreign key cascades); while the collar is archived its alerts pause.
 */
@Entity('price_alert')
@Index('IDX_price_alert_address_product', ['email', 'productId'], { unique: true })
@Index('IDX_price_alert_product_status', ['productId', 'status'])
export class PriceAlert {
  @PrimaryGeneratedColumn()
  id!: number;

  /** Normalised (trimmed, lower-cased), as subscribers' addresses are. */
  @Column({ type: String, length: 254 })
  email!: string;

  @Column({ type: Number })
  productId!: number;

  /** The mark: an alert fires when the retailer's price drops to it or under. Of a pending alert, the mark asked for. */
  @Column({ type: Number })
  belowCents!: number;

  /** A new mark asked for an active alert, waiting for the confirmation link of its email; the old mark holds meanwhile. */
  @Column({ type: Number, nullable: true })
  pendingBelowCents!: number | null;

  @Column({ type: String, length: 3 })
  currency!: string;

  @Column({ type: String, length: 10 })
  status!: PriceAlertStatus;

  /** Hex SHA-256 of the confirmation token of the latest email (it confirms the mark that email names); the link itself is only in the email. */
  @Column({ type: String, length: 64, nullable: true, unique: true })
  confirmTokenHash!: string | null;

  @Column({ type: Date, nullable: true })
  confirmTokenExpiresAt!: Date | null;

  @Column({ type: Date, nullable: true })
  confirmationSentAt!: Date | null;

  @CreateDateColumn()
  createdAt!: Date;

  @Column({ type: Date, nullable: true })
  confirmedAt!: Date | null;

  /** When the last alert email was queued; the alert rests 7 days after it. */
  @Column({ type: Date, nullable: true })
  lastFiredAt!: Date | null;

  @Column({ type: Number, default: 0 })
  firedCount!: number;

  @Column({ type: Date, nullable: true })
  endedAt!: Date | null;

  /** Why it ended, in the owner's words ('removed by the reader', 'price alerts turned off', ...). */
  @Column({ type: String, length: 40, nullable: true })
  endReason!: string | null;
}
