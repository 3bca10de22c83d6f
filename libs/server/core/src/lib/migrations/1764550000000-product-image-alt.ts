import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columnKit } from './column-types';

/** A product photo's description for people who cannot see it (its alt text); empty until the owner writes one. */
export class ProductImageAlt1764550000000 implements MigrationInterface {
  name = 'ProductImageAlt1764550000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const kit = columnKit(queryRunner);
    await queryRunner.addColumn('product', new TableColumn(kit.varchar('imageAlt', 300, { default: "''" })));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('product', 'imageAlt');
  }
}
