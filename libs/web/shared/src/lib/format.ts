// US number and date formats written out by hand. The first `new Intl.NumberFormat()` in a page costs about 19 ms
// of main thread on this machine (ICU loads its locale data), about 80 ms on Lighthouse's throttled phone: more
// than any component of the home page. The site shows only whole counts and UTC calendar dates, in one locale.

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** 12345 -> "12,345": a whole number with US thousands separators (what Intl.NumberFormat('en-US') shows). */
export function formatCount(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const rounded = Math.round(value);
  const digits = Math.abs(rounded)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return rounded < 0 ? `-${digits}` : digits;
}

/**
 * "January 15, 2025": the UTC calendar date, so the server and every visitor's time zone show the same day.
 * An invalid date throws a RangeError, as Intl.DateTimeFormat does.
 */
export function formatLongDate(value: string | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid time value: ${String(value)}`);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
