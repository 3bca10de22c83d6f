import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columnKit } from './column-types';

/**
 * A leased job's last run and its wait: when its last cycle started and finished, and until when (and why) it holds
 * off, so any server reading the row can tell the owner how the job is doing, whichever server runs it.
 */
export class JobLeaseRuns1764620000000 implements MigrationInterface {
  name = 'JobLeaseRuns1764620000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = columnKit(queryRunner);
    const nullable = { isNullable: true };
    await queryRunner.addColumns('job_lease', [
      new TableColumn(c.timestamp('lastStartedAt', nullable)),
      new TableColumn(c.timestamp('lastFinishedAt', nullable)),
      new TableColumn(c.timestamp('waitUntil', nullable)),
      new TableColumn(c.varchar('waitReason', 500, nullable)),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const column of ['waitReason', 'waitUntil', 'lastFinishedAt', 'lastStartedAt']) await queryRunner.dropColumn('job_lease', column);
  }
}
