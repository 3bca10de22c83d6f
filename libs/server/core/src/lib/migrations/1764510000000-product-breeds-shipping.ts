import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columnKit } from './column-types';

/**
 * Two facts a collar's pages state only when its data says so: the breeds it suits (JSON list of breed keys, empty
 * until the owner says) and whether the retailer ships it free (false until the owner or the retailer says so).
 */
export class ProductBreedsShipping1764510000000 implements MigrationInterface {
  name = 'ProductBreedsShipping1764510000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const kit = columnKit(queryRunner);
    await queryRunner.addColumn('product', new TableColumn(kit.text('breeds', { default: "'[]'" })));
    await queryRunner.addColumn('product', new TableColumn(kit.boolean('freeShipping', false)));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('product', 'freeShipping');
    await queryRunner.dropColumn('product', 'breeds');
  }
}
