const longUs = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** "January 15, 2025": the same on the server and in every visitor's time zone (UTC calendar date). */
export function formatLongDate(iso: string): string {
  return longUs.format(new Date(iso));
}
