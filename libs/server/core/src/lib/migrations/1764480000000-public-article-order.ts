import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Indexes in the order of the public post lists (/blog, /guides, the feed, articlesConnection): published, then
 * newest publication first (a null date last), then newest written, then id. Without them every page of /blog read
 * and sorted all the published rows, bodies included (EXPLAIN QUERY PLAN: "USE TEMP B-TREE FOR ORDER BY"); with
 * them a page is a walk along the index. Written in SQL because the order matters: each column DESC, and
 * PostgreSQL must be told NULLS LAST (its descending default puts nulls first); SQLite sorts nulls lowest, so its
 * descending index already puts them last.
 */
const INDEXES = [
  { name: 'IDX_article_public_order', columns: ['published'] },
  { name: 'IDX_article_public_category_order', columns: ['published', 'category'] },
] as const;

export class PublicArticleOrder1764480000000 implements MigrationInterface {
  name = 'PublicArticleOrder1764480000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const nullsLast = queryRunner.connection.driver.options.type === 'postgres' ? ' NULLS LAST' : '';
    for (const { name, columns } of INDEXES) {
      const leading = columns.map((column) => `"${column}"`).join(', ');
      await queryRunner.query(
        `CREATE INDEX "${name}" ON "article" (${leading}, "publishedAt" DESC${nullsLast}, "createdAt" DESC, "id" DESC)`,
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const { name } of [...INDEXES].reverse()) await queryRunner.query(`DROP INDEX "${name}"`);
  }
}
