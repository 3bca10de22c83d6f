import type { PageRequest } from './page-query';

/** Rows read per query when a list is read whole: a few hundred rows in memory at a time, however long the list. */
export const BATCH_SIZE = 500;

/**
 * Every row of a list from `offset` on, read `BATCH_SIZE` at a time through the list's own paged read (in its fixed
 * order), for an answer that must hold every row: each batch can be written out before the next is read.
 */
export async function* batchesOf<T>(read: (page: PageRequest) => Promise<readonly T[]>, offset = 0): AsyncGenerator<readonly T[]> {
  for (let start = offset; ; start += BATCH_SIZE) {
    const rows = await read({ offset: start, limit: BATCH_SIZE });
    if (rows.length > 0) yield rows;
    if (rows.length < BATCH_SIZE) return;
  }
}
