/** The day as the owner's calendar shows it, e.g. "2026-11-26" (the date a downloaded file is named with). */
export function localDay(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A download's name with the day it was made, so two exports never overwrite or get mistaken for each other. */
export function datedFileName(stem: string, extension: string, now: Date = new Date()): string {
  return `${stem}-${localDay(now)}.${extension}`;
}
