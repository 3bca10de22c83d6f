import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columnKit } from './column-types';

/** One row counting changes to public content; every server compares it with its cached responses. */
export class SiteRevision1764050000000 implements MigrationInterface {
  name = 'SiteRevision1764050000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = columnKit(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'site_revision',
        columns: [
          { ...c.integer('id'), isPrimary: true },
          { name: 'revision', type: 'bigint', default: 0 },
        ],
      }),
    );
    await queryRunner.query('INSERT INTO "site_revision" ("id", "revision") VALUES (1, 0)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('site_revision');
  }
}
