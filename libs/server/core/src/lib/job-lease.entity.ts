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
}
