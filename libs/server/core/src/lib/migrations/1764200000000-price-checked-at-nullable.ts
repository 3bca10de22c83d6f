import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columnKit } from './column-types';

/**
 * `product.priceCheckedAt` may be NULL: a price nobody has checked at the retailer (the seed's demo prices) has no
 * check date, rather than a made-up one. The demo catalogue used to be stamped 2026-11-01 00:00 UTC without any
 * check; rows still carrying exactly that stamp are the untouched demo prices and lose it (there is no product
 * editing yet, so no owner can have entered it).
 */
export class PriceCheckedAtNullable1764200000000 implements MigrationInterface {
  name = 'PriceCheckedAtNullable1764200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await setNullable(queryRunner, true);
    await queryRunner.query(`UPDATE "product" SET "priceCheckedAt" = NULL WHERE "priceCheckedAt" = ${param(queryRunner)}`, [
      demoStamp(queryRunner),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`UPDATE "product" SET "priceCheckedAt" = ${param(queryRunner)} WHERE "priceCheckedAt" IS NULL`, [
      demoStamp(queryRunner),
    ]);
    await setNullable(queryRunner, false);
  }
}

const isPostgres = (queryRunner: QueryRunner) => queryRunner.connection.driver.options.type === 'postgres';
const param = (queryRunner: QueryRunner) => (isPostgres(queryRunner) ? '$1' : '?');
/** The old demo stamp as each database stores a UTC `Date` (SQLite: TypeORM's datetime text). */
const demoStamp = (queryRunner: QueryRunner) => (isPostgres(queryRunner) ? '2026-11-01 00:00:00' : '2026-11-01 00:00:00.000');

/**
 * PostgreSQL changes the constraint in place. TypeORM's changeColumn would drop and re-add the column there (it reads
 * `timestamp` back as another type), losing every check date; on SQLite it rebuilds the table, copying the rows.
 */
async function setNullable(queryRunner: QueryRunner, nullable: boolean): Promise<void> {
  if (isPostgres(queryRunner)) {
    await queryRunner.query(`ALTER TABLE "product" ALTER COLUMN "priceCheckedAt" ${nullable ? 'DROP' : 'SET'} NOT NULL`);
    return;
  }
  const c = columnKit(queryRunner);
  await queryRunner.changeColumn('product', 'priceCheckedAt', new TableColumn(c.timestamp('priceCheckedAt', { isNullable: nullable })));
}
