import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columnKit } from './column-types';

/**
 * Product images: an uploaded photo's renditions, as JSON ({hash, width, height, widths, formats}); null
 * while a product has none and shows its generated default (`imageUrl`).
 */
export class ProductImages1764420000000 implements MigrationInterface {
  name = 'ProductImages1764420000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('product', new TableColumn(columnKit(queryRunner).text('image', { isNullable: true })));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('product', 'image');
  }
}
