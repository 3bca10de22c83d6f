import { TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The admin's Products and Articles tabs page, sort and search on the server. Their default orders have
 * indexes already (product: rank; article: createdAt, id); these are for the other sorts, by name and by title, so a
 * page of 10,000 products by name is a walk along an index, not a sort of the whole table on every request. The id
 * ends each, as it ends the order (ties between equal names keep one order).
 */
const PRODUCT_NAME = new TableIndex({ name: 'IDX_product_name', columnNames: ['name', 'id'] });
const ARTICLE_TITLE = new TableIndex({ name: 'IDX_article_title', columnNames: ['title', 'id'] });

export class CatalogueAdminIndexes1764490000000 implements MigrationInterface {
  name = 'CatalogueAdminIndexes1764490000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createIndex('product', PRODUCT_NAME);
    await queryRunner.createIndex('article', ARTICLE_TITLE);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('article', ARTICLE_TITLE.name as string);
    await queryRunner.dropIndex('product', PRODUCT_NAME.name as string);
  }
}
