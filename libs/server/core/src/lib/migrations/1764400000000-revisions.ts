import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columnKit } from './column-types';

/** Saved states of products and articles: one row per save, numbered per product or article. */
export class Revisions1764400000000 implements MigrationInterface {
  name = 'Revisions1764400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = columnKit(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'revision',
        columns: [
          c.id(),
          c.varchar('subject', 20),
          c.integer('subjectId'),
          c.integer('number'),
          c.varchar('author', 60),
          c.text('changedFields'),
          c.text('snapshot'),
          c.createdAt(),
        ],
      }),
    );
    await queryRunner.createIndex(
      'revision',
      new TableIndex({ name: 'IDX_revision_subject', columnNames: ['subject', 'subjectId', 'number'], isUnique: true }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('revision');
  }
}
