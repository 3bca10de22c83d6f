/** The browser's zone, e.g. "Europe/Paris": the owner's clock. */
function browserZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** The zone's offset from UTC on that date (summer time included), e.g. "UTC+01:00". */
function utcOffset(date: Date, timeZone: string = browserZone()): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(date)
    .find((part) => part.type === 'timeZoneName')?.value;
  // "GMT" alone is an offset of zero.
  return name && name !== 'GMT' ? name.replace('GMT', 'UTC') : 'UTC+00:00';
}

/** The owner's zone on that date, e.g. "UTC+01:00, Europe/Paris". */
export function zoneLabel(date: Date = new Date(), timeZone: string = browserZone()): string {
  return `${utcOffset(date, timeZone)}, ${timeZone}`;
}

/**
 * A moment in the owner's zone, the zone written out, e.g. "Nov 28, 2026, 9:00 AM (UTC+01:00, Europe/Paris)": the
 * server stores UTC, and a scheduled time means nothing without saying which clock it is read on.
 */
export function zonedDateTime(date: Date, timeZone: string = browserZone()): string {
  const local = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date);
  return `${local} (${zoneLabel(date, timeZone)})`;
}

/** The same moment as the server keeps it, e.g. "2026-11-28 08:00 UTC". */
export function utcDateTime(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}
