import { BATCH_SIZE, batchesOf, type PageRequest } from '@bcg/server/core';
import { Readable } from 'node:stream';

const BATCHES = Symbol('streamed list');

/** A JSON array answer whose rows arrive in batches: the adapter writes each batch as it comes, never the whole list. */
export interface StreamedList<T> {
  readonly [BATCHES]: AsyncIterable<readonly T[]>;
}

/** Batches as a route's array answer: a handler returns it like any answer, and the adapter streams it. */
function streamedList<T, R>(batches: AsyncIterable<readonly T[]>, shape: (row: T) => R): R[] {
  async function* shaped(): AsyncGenerator<readonly R[]> {
    for await (const batch of batches) yield batch.map(shape);
  }
  return { [BATCHES]: shaped() } satisfies StreamedList<R> as unknown as R[];
}

export function isStreamedList(value: unknown): value is StreamedList<unknown> {
  return typeof value === 'object' && value !== null && BATCHES in value;
}

/**
 * The JSON text of the list, `[` then each row by `serialize` (the route's own item serializer, so the bytes are those
 * of the whole array serialized at once) joined by commas, then `]`, as a stream.
 */
export function jsonArrayStream(list: StreamedList<unknown>, serialize: (row: unknown) => string): Readable {
  async function* text(): AsyncGenerator<string> {
    let first = true;
    yield '[';
    for await (const batch of list[BATCHES]) {
      if (batch.length === 0) continue;
      yield (first ? '' : ',') + batch.map(serialize).join(',');
      first = false;
    }
    yield ']';
  }
  return Readable.from(text());
}

/**
 * The answer of a list route that must hold every row from `offset` on, read through the list's paged read: a list
 * that fits one batch is answered as one array (which the response cache may keep), a longer one is streamed batch by
 * batch, so no answer holds the whole of a long list in memory.
 */
export async function wholeList<T, R>(
  read: (page: PageRequest) => Promise<readonly T[]>,
  offset: number | undefined,
  shape: (row: T) => R,
): Promise<R[]> {
  const start = offset ?? 0;
  const first = await read({ offset: start, limit: BATCH_SIZE });
  if (first.length < BATCH_SIZE) return first.map(shape);
  async function* batches(): AsyncGenerator<readonly T[]> {
    yield first;
    yield* batchesOf(read, start + BATCH_SIZE);
  }
  return streamedList(batches(), shape);
}
