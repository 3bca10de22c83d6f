import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * A price alert's change waits for its address: the mark a request from the review form asks for is kept apart
 * (`pendingBelowCents`) until the confirmation link of its email is followed, and the confirmed mark stays in force
 * meanwhile. Empty on every alert stored before it.
 */
const COLUMN = new TableColumn({ name: 'pendingBelowCents', type: 'integer', isNullable: true });

export class PriceAlertPendingMark1764810000000 implements MigrationInterface {
  name = 'PriceAlertPendingMark1764810000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('price_alert', COLUMN);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('price_alert', COLUMN.name);
  }
}
