import type { Options } from 'csv-stringify';

/**
 * How every CSV of the site is written (csv-stringify's options, server and browser alike): RFC 4180 with CRLF line
 * ends, a cell holding a comma, a quote or a line break quoted with its quotes doubled, and a cell a spreadsheet would
 * run as a formula (starting with = + - @, a tab or a carriage return: =HYPERLINK(...), +cmd, @SUM) given a leading
 * apostrophe, OWASP's advice against CSV injection by whoever typed the text.
 */
export const CSV_OPTIONS = {
  record_delimiter: 'windows',
  escape_formulas: true,
  // csv-stringify quotes the record delimiter (CRLF) but not a lone \n or \r, which would split a record in many tools.
  quoted_match: /[\r\n]/,
} as const satisfies Options;
