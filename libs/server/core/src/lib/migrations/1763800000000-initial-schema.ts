import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columnKit } from './column-types';

/** The first tables that hold server state. */
export class InitialSchema1763800000000 implements MigrationInterface {
  name = 'InitialSchema1763800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = columnKit(queryRunner);

    await queryRunner.createTable(
      new Table({
        name: 'product',
        columns: [
          c.id(),
          c.integer('rank'),
          c.varchar('name', 200),
          c.text('description'),
          c.varchar('price', 20),
          c.timestamp('priceCheckedAt'),
          c.varchar('rating', 4),
          c.integer('reviewCount'),
          c.varchar('imageUrl', 500),
          c.varchar('badge', 60, { isNullable: true }),
          c.varchar('amazonAsin', 10, { isUnique: true }),
          c.text('features'),
          c.text('bulldogFitNotes'),
          c.varchar('material', 120),
          c.varchar('width', 20),
          c.boolean('reflective', false),
          c.boolean('waterproof', false),
          c.boolean('machineWashable', false),
          c.varchar('bestFor', 200),
          c.createdAt(),
          c.createdAt('updatedAt'),
        ],
      }),
    );
    await queryRunner.createIndex('product', new TableIndex({ name: 'IDX_product_rank', columnNames: ['rank'] }));

    await queryRunner.createTable(
      new Table({
        name: 'article',
        columns: [
          c.id(),
          c.varchar('slug', 160, { isUnique: true }),
          c.varchar('title', 200),
          c.text('excerpt'),
          c.varchar('imageUrl', 500, { isNullable: true }),
          c.varchar('author', 120),
          c.varchar('category', 60),
          c.varchar('metaDescription', 320),
          c.integer('readingTime'),
          c.integer('wordCount'),
          c.text('content'),
          c.text('targetKeywords'),
          c.text('seoKeywords'),
          c.boolean('published', false),
          c.createdAt(),
          c.timestamp('publishedAt', { isNullable: true }),
          c.createdAt('updatedAt'),
        ],
      }),
    );
    await queryRunner.createIndex(
      'article',
      new TableIndex({ name: 'IDX_article_published_category', columnNames: ['published', 'category'] }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'faq',
        columns: [c.id(), c.integer('position'), c.varchar('question', 300), c.text('answer')],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'product_submission',
        columns: [
          c.id(),
          c.varchar('productName', 200),
          c.varchar('amazonAsin', 10),
          c.varchar('submitterName', 120, { isNullable: true }),
          c.varchar('submitterEmail', 254),
          c.varchar('status', 20, { default: "'pending'" }),
          c.createdAt('submittedAt'),
        ],
      }),
    );
    await queryRunner.createIndex('product_submission', new TableIndex({ name: 'IDX_product_submission_status', columnNames: ['status'] }));

    await queryRunner.createTable(
      new Table({
        name: 'email_subscriber',
        columns: [
          c.id(),
          c.varchar('email', 254, { isUnique: true }),
          c.varchar('leadMagnet', 120, { isNullable: true }),
          c.createdAt('subscribedAt'),
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'admin_session',
        columns: [
          c.id(),
          // SHA-256 of the token the client holds, hex: the token itself is never stored.
          c.varchar('tokenHash', 64, { isUnique: true }),
          c.createdAt(),
          c.timestamp('lastSeenAt'),
          c.timestamp('expiresAt'),
        ],
      }),
    );
    await queryRunner.createIndex('admin_session', new TableIndex({ name: 'IDX_admin_session_expires', columnNames: ['expiresAt'] }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['admin_session', 'email_subscriber', 'product_submission', 'faq', 'article', 'product']) {
      await queryRunner.dropTable(table);
    }
  }
}
