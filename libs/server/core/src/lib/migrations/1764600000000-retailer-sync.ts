import { Table, TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columnKit } from './column-types';

/**
 * The retailer sync: what the retailer says of each product (its buy-box price in cents and currency, availability,
 * title and image), the sync's own state per product, the prices it observed, and the named lease that lets one
 * server of several run it.
 */
export class RetailerSync1764600000000 implements MigrationInterface {
  name = 'RetailerSync1764600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = columnKit(queryRunner);
    const nullable = { isNullable: true };
    await queryRunner.addColumns('product', [
      new TableColumn(c.integer('priceAmountCents', nullable)),
      new TableColumn(c.varchar('priceCurrency', 3, nullable)),
      new TableColumn(c.varchar('priceSource', 10, nullable)),
      new TableColumn(c.varchar('availabilityType', 20, nullable)),
      new TableColumn(c.varchar('availabilityMessage', 300, nullable)),
      new TableColumn(c.timestamp('availabilityCheckedAt', nullable)),
      new TableColumn(c.varchar('retailerTitle', 500, nullable)),
      new TableColumn(c.varchar('retailerImageUrl', 1000, nullable)),
    ]);
    // Every price on file was typed by someone: the sync has never run.
    await queryRunner.query(`UPDATE "product" SET "priceSource" = 'owner' WHERE "priceCheckedAt" IS NOT NULL`);

    await queryRunner.createTable(
      new Table({
        name: 'retailer_sync_state',
        columns: [
          { ...c.integer('productId'), isPrimary: true },
          c.timestamp('nextSyncAt'),
          c.timestamp('lastAttemptAt', nullable),
          c.timestamp('lastSuccessAt', nullable),
          c.integer('failures', { default: 0 }),
          c.varchar('problem', 20, nullable),
          c.timestamp('problemSince', nullable),
          c.varchar('problemCode', 60, nullable),
          c.varchar('problemMessage', 500, nullable),
          c.timestamp('problemReportedAt', nullable),
        ],
        indices: [
          new TableIndex({ name: 'IDX_retailer_sync_state_due', columnNames: ['nextSyncAt'] }),
          new TableIndex({ name: 'IDX_retailer_sync_state_problem', columnNames: ['problem', 'problemSince'] }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'price_observation',
        columns: [c.id(), c.integer('productId'), c.integer('amountCents'), c.varchar('currency', 3), c.timestamp('observedAt')],
        indices: [new TableIndex({ name: 'IDX_price_observation_product_time', columnNames: ['productId', 'observedAt'] })],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'job_lease',
        columns: [{ ...c.varchar('name', 60), isPrimary: true }, c.varchar('holder', 120), c.timestamp('expiresAt')],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('job_lease');
    await queryRunner.dropTable('price_observation');
    await queryRunner.dropTable('retailer_sync_state');
    for (const column of [
      'retailerImageUrl',
      'retailerTitle',
      'availabilityCheckedAt',
      'availabilityMessage',
      'availabilityType',
      'priceSource',
      'priceCurrency',
      'priceAmountCents',
    ]) {
      await queryRunner.dropColumn('product', column);
    }
  }
}
