/** Average adult silent-reading speed used for the "min read" figures. */
const WORDS_PER_MINUTE = 200;

/** Counts the words of an HTML body as a reader sees them (tags and entities removed). */
export function countWords(html: string): number {
  const text = html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ');
  const words = text.match(/[\p{L}\p{N}][\p{L}\p{N}'’.-]*/gu);
  return words ? words.length : 0;
}

/** Whole minutes, never less than one. */
export function readingMinutes(wordCount: number): number {
  return Math.max(1, Math.ceil(wordCount / WORDS_PER_MINUTE));
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** "45 seconds", "12 minutes", "1 hour": how long until a window closes, in the unit a reader expects. */
export function waitText(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return plural(whole, 'second');
  if (whole < 3600) return plural(Math.ceil(whole / 60), 'minute');
  return plural(Math.ceil(whole / 3600), 'hour');
}

/**
 * "an hour", "a day", "every 90 minutes": a window of `windowMs` after a count ("3 an hour"), exactly, in the largest
 * unit that measures it.
 */
export function perWindow(windowMs: number): string {
  const seconds = Math.max(1, Math.round(windowMs / 1000));
  const unit = (
    [
      [86_400, 'day'],
      [3600, 'hour'],
      [60, 'minute'],
    ] as const
  ).find(([size]) => seconds % size === 0) ?? [1, 'second'];
  const count = seconds / unit[0];
  return count === 1 ? `${unit[1] === 'hour' ? 'an' : 'a'} ${unit[1]}` : `every ${plural(count, unit[1])}`;
}

/**
 * "Please try again in 12 minutes.": the one wording of every answer that asks a client to come back later (the
 * rate limits' 429s and the login lock-out), given the seconds until it may.
 */
export function tryAgainIn(seconds: number): string {
  return `Please try again in ${waitText(seconds)}.`;
}
