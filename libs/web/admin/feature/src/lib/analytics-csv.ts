import { CSV_OPTIONS } from '@bcg/shared/validation';

/**
 * A CSV file (header row first) from the rows of a table, written by the site's one CSV rule (CSV_OPTIONS). The
 * writer is loaded on the first export, so the admin's first load does not carry it.
 */
export async function toCsv(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number>>): Promise<string> {
  const { stringify } = await import('csv-stringify/browser/esm/sync');
  return stringify([header, ...rows] as Array<Array<string | number>>, CSV_OPTIONS);
}

/** Saves text as a file through a temporary link. */
export function downloadCsv(text: string, filename: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: filename });
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
