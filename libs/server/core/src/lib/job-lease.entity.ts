import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A named lease on a background job shared through the database: the process whose `holder` is written here and whose
 * `expiresAt` is in the future runs the job; the others wait. A holder that dies stops renewing and loses it.
 */
@Entity('job_lease')
export class JobLease {
  @PrimaryColumn({ type: String, length: 60 })
  name!: string;

  @Column({ type: String, length: 120 })
  holder!: string;

  @Column({ type: Date })
  expiresAt!: Date;

  /** When the job's last cycle started and finished (by whichever holder), for the owner's status. */
  @Column({ type: Date, nullable: true })
  lastStartedAt!: Date | null;

  @Column({ type: Date, nullable: true })
  lastFinishedAt!: Date | null;

  /** Until when the job holds off (an outside service asked it to wait, or refused it), and why, in the owner's words. */
  @Column({ type: Date, nullable: true })
  waitUntil!: Date | null;

  @Column({ type: String, length: 500, nullable: true })
  waitReason!: string | null;
}
