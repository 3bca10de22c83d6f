import { CSV_OPTIONS } from '@bcg/shared/validation';
import { stringify } from 'csv-stringify/sync';

/** One cell: text, a number, or nothing (an empty cell). */
export type CsvCell = string | number | null;

/** A CSV file (a header row first) from the rows of a table, written by the site's one CSV rule (CSV_OPTIONS). */
export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly CsvCell[]>): string {
  return stringify([header, ...rows] as CsvCell[][], CSV_OPTIONS);
}
