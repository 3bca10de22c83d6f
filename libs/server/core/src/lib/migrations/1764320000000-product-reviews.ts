import { slugify } from '@bcg/shared/validation';
import { TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columnKit } from './column-types';

/**
 * Review pages: every product gets a unique URL slug, its sizes, and the review (verdict, five marks, test
 * notes, pros and cons; null or empty until the collar is reviewed), plus `archivedAt` for products hidden from the
 * public. Existing rows get a slug made from their name (suffixed -2, -3... where two names make the same slug).
 */
export class ProductReviews1764320000000 implements MigrationInterface {
  name = 'ProductReviews1764320000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = columnKit(queryRunner);
    await queryRunner.addColumns(
      'product',
      [
        c.varchar('slug', 120, { default: "''" }),
        c.text('sizes', { default: "'[]'" }),
        c.text('verdict', { isNullable: true }),
        c.text('scores', { isNullable: true }),
        c.text('testNotes', { isNullable: true }),
        c.text('pros', { default: "'[]'" }),
        c.text('cons', { default: "'[]'" }),
        c.timestamp('archivedAt', { isNullable: true }),
      ].map((options) => new TableColumn(options)),
    );
    const rows: { id: number; name: string }[] = await queryRunner.query(`SELECT "id", "name" FROM "product" ORDER BY "id"`);
    const taken = new Set<string>();
    const postgres = queryRunner.connection.driver.options.type === 'postgres';
    for (const { id, name } of rows) {
      const base = slugify(name) || `collar-${id}`;
      let slug = base;
      for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
      taken.add(slug);
      await queryRunner.query(`UPDATE "product" SET "slug" = ${postgres ? '$1' : '?'} WHERE "id" = ${postgres ? '$2' : '?'}`, [slug, id]);
    }
    await queryRunner.createIndex('product', new TableIndex({ name: 'IDX_product_slug', columnNames: ['slug'], isUnique: true }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('product', 'IDX_product_slug');
    for (const column of ['archivedAt', 'cons', 'pros', 'testNotes', 'scores', 'verdict', 'sizes', 'slug']) {
      await queryRunner.dropColumn('product', new TableColumn({ name: column, type: 'text' }));
    }
  }
}
