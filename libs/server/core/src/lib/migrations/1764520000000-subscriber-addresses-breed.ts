import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columnKit } from './column-types';

/** The columns that decide which of an address's rows keeps the subscription. */
interface SubscriberRow {
  id: number;
  status: string;
  signedUpAt: Date | string;
  confirmedAt: Date | string | null;
  unsubscribedAt: Date | string | null;
  confirmationSentAt: Date | string | null;
  unsubscribeToken: string | null;
}

/** Why a queued email of a merged-away row is not sent (the admin's Outbox tab shows it, as for an unsubscribe). */
const MERGED_REASON = 'Not sent: the address signed up again in other letter case, and that sign-up was kept';

/** The tables whose address column is stored case-folded from now on, with no uniqueness to keep. */
const FOLDED_COLUMNS = [
  ['contact_message', 'email'],
  ['outbox_email', 'toAddress'],
  ['product_submission', 'submitterEmail'],
] as const;

const FOLD = (column: string) => `LOWER(TRIM("${column}"))`;

/**
 * An address is one mailbox whatever its letter case. Addresses used to be stored with only the domain lower-cased,
 * so `Fan@x.test` and `fan@x.test` were two subscribers (each sent its own confirmation). This folds every stored
 * address to lower case, merging the subscribers that differed only by case into one row, so the unique index on
 * `email` holds one form per mailbox.
 *
 * The merged row is the one whose state is the address's latest decision: a confirmation, or an unsubscribe made
 * after it (a withdrawn consent stays withdrawn), or a sign-up again after an unsubscribe; a confirmed state is
 * never lost to a pending duplicate. With no such decision, the pending row that was mailed last (its link is the
 * newest). The row keeps its own consent record and tokens, the earliest `subscribedAt` of the group, and the first
 * lead magnet of the group when it had none. The emails of the other rows still waiting in the outbox (confirmation
 * links that no longer work) are withdrawn, so the mailbox gets one, not one per spelling.
 *
 * It also adds `breed`: the bulldog breed a sign-up named (english, french, american), so the guide's chart fits the
 * reader's dog; NULL when not given.
 */
export class SubscriberAddressesBreed1764520000000 implements MigrationInterface {
  name = 'SubscriberAddressesBreed1764520000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const postgres = queryRunner.connection.driver.options.type === 'postgres';
    const param = (index: number) => (postgres ? `$${index}` : '?');
    for (const [table, column] of FOLDED_COLUMNS) {
      await queryRunner.query(`UPDATE "${table}" SET "${column}" = ${FOLD(column)} WHERE "${column}" <> ${FOLD(column)}`);
    }

    const groups: Array<{ address: string }> = await queryRunner.query(
      `SELECT ${FOLD('email')} AS "address" FROM "email_subscriber" GROUP BY ${FOLD('email')} HAVING COUNT(*) > 1`,
    );
    for (const { address } of groups) {
      const rows: SubscriberRow[] = await queryRunner.query(
        `SELECT "id", "status", "signedUpAt", "confirmedAt", "unsubscribedAt", "confirmationSentAt", "unsubscribeToken"
           FROM "email_subscriber" WHERE ${FOLD('email')} = ${param(1)} ORDER BY "id"`,
        [address],
      );
      const keep = survivor(rows);
      if (!keep) continue;
      await queryRunner.query(
        `UPDATE "email_subscriber" SET
           "subscribedAt" = (SELECT MIN("subscribedAt") FROM "email_subscriber" WHERE ${FOLD('email')} = ${param(1)}),
           "leadMagnet" = COALESCE("leadMagnet", (SELECT "leadMagnet" FROM "email_subscriber"
             WHERE ${FOLD('email')} = ${param(2)} AND "leadMagnet" IS NOT NULL ORDER BY "subscribedAt", "id" LIMIT 1))
         WHERE "id" = ${param(3)}`,
        [address, address, keep.id],
      );
      const merged = rows.filter((row) => row.id !== keep.id);
      await withdrawQueuedEmails(queryRunner, address, merged, param);
      const others = merged.map((row) => row.id);
      await queryRunner.query(
        `DELETE FROM "email_subscriber" WHERE "id" IN (${others.map((_, index) => param(index + 1)).join(', ')})`,
        others,
      );
    }
    await queryRunner.query(`UPDATE "email_subscriber" SET "email" = ${FOLD('email')} WHERE "email" <> ${FOLD('email')}`);
    await queryRunner.addColumn('email_subscriber', new TableColumn(columnKit(queryRunner).varchar('breed', 20, { isNullable: true })));
  }

  /** Drops `breed`. The folding stays: the case the addresses were typed in is not kept, and no mailbox needs it. */
  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('email_subscriber', 'breed');
  }
}

/**
 * Marks failed the queued emails of rows that are merged away: each subscriber email names its row's unsubscribe token
 * in its List-Unsubscribe header, so that tells them apart from the kept row's.
 */
async function withdrawQueuedEmails(
  queryRunner: QueryRunner,
  address: string,
  merged: SubscriberRow[],
  param: (index: number) => string,
): Promise<void> {
  const tokens = merged.map((row) => row.unsubscribeToken).filter((token): token is string => token !== null);
  if (tokens.length === 0) return;
  const queued: Array<{ id: number; headers: string }> = await queryRunner.query(
    `SELECT "id", "headers" FROM "outbox_email" WHERE "toAddress" = ${param(1)} AND "status" = 'pending'`,
    [address],
  );
  const withdrawn = queued
    .filter(({ headers }) => {
      const unsubscribe = (JSON.parse(headers) as Record<string, string>)['List-Unsubscribe'] ?? '';
      return tokens.some((token) => unsubscribe.includes(`token=${token}>`));
    })
    .map(({ id }) => id);
  if (withdrawn.length === 0) return;
  await queryRunner.query(
    `UPDATE "outbox_email" SET "status" = 'failed', "lastError" = ${param(1)} WHERE "id" IN (${withdrawn.map((_, index) => param(index + 2)).join(', ')})`,
    [MERGED_REASON, ...withdrawn],
  );
}

/** A timestamp as SQLite (text in UTC) or PostgreSQL (a Date) returns it, as milliseconds; compared within one engine only. */
const time = (value: Date | string | null): number =>
  value === null ? Number.NEGATIVE_INFINITY : value instanceof Date ? value.getTime() : Date.parse(`${value.replace(' ', 'T')}Z`);

const latest = (rows: SubscriberRow[], at: (row: SubscriberRow) => number): SubscriberRow | undefined =>
  rows.reduce<SubscriberRow | undefined>((best, row) => (best === undefined || at(row) > at(best) ? row : best), undefined);

/** Which of the rows of one mailbox keeps the subscription (see the class comment). */
function survivor(rows: SubscriberRow[]): SubscriberRow | undefined {
  const decisionAt = (row: SubscriberRow) =>
    time(row.status === 'unsubscribed' ? (row.unsubscribedAt ?? row.signedUpAt) : (row.confirmedAt ?? row.signedUpAt));
  const decided = latest(
    rows.filter((row) => row.status === 'confirmed' || row.status === 'unsubscribed'),
    decisionAt,
  );
  const pending = rows.filter((row) => row.status === 'pending');
  if (decided?.status === 'confirmed') return decided;
  if (decided) {
    const again = latest(
      pending.filter((row) => time(row.signedUpAt) > decisionAt(decided)),
      (row) => time(row.signedUpAt),
    );
    return again ?? decided;
  }
  return latest(pending, (row) => time(row.confirmationSentAt ?? row.signedUpAt));
}
