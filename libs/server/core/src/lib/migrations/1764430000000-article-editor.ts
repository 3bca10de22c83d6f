import { Table, TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columnKit } from './column-types';

/**
 * The article editor: the Markdown source of an article's body, and the old slugs of renamed articles
 * (their URLs answer 301 to the current one).
 */
export class ArticleEditor1764430000000 implements MigrationInterface {
  name = 'ArticleEditor1764430000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = columnKit(queryRunner);
    await queryRunner.addColumn('article', new TableColumn(c.text('markdown', { isNullable: true })));
    await queryRunner.createTable(
      new Table({
        name: 'article_slug_redirect',
        columns: [c.id(), c.varchar('slug', 160), c.integer('articleId'), c.createdAt()],
      }),
    );
    await queryRunner.createIndex(
      'article_slug_redirect',
      new TableIndex({ name: 'IDX_article_slug_redirect_slug', columnNames: ['slug'], isUnique: true }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('article_slug_redirect');
    await queryRunner.dropColumn('article', 'markdown');
  }
}
