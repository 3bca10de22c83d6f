import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columnKit } from './column-types';

/**
 * Article covers through the upload pipeline: the uploaded cover's renditions, as JSON ({hash, width,
 * height, widths, formats}) like product photos; null while an article has no uploaded cover.
 */
export class ArticleCoverImage1764460000000 implements MigrationInterface {
  name = 'ArticleCoverImage1764460000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('article', new TableColumn(columnKit(queryRunner).text('image', { isNullable: true })));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('article', 'image');
  }
}
