import { CSV_OPTIONS } from '@bcg/shared/validation';
import { stringify as streamingStringifier } from 'csv-stringify';
import { stringify } from 'csv-stringify/sync';
import { pipeline, Readable } from 'node:stream';

/** One cell: text, a number, or nothing (an empty cell). */
export type CsvCell = string | number | null;

/** A CSV file (a header row first) from the rows of a table, written by the site's one CSV rule (CSV_OPTIONS). */
export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly CsvCell[]>): string {
  return stringify([header, ...rows] as CsvCell[][], CSV_OPTIONS);
}

/**
 * {@link toCsv} as a stream: the header, then each batch of rows written as it arrives, so an export of any length
 * never holds the whole file (or every row) in memory. The same bytes as {@link toCsv} of all the rows; a failed read
 * ends the stream with its error.
 */
export function csvStream(header: readonly string[], batches: AsyncIterable<ReadonlyArray<readonly CsvCell[]>>): Readable {
  async function* records(): AsyncGenerator<readonly CsvCell[]> {
    yield header;
    for await (const batch of batches) yield* batch;
  }
  const csv = streamingStringifier(CSV_OPTIONS);
  pipeline(Readable.from(records()), csv, () => undefined);
  return csv;
}
