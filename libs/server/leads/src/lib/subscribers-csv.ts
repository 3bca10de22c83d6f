import type { EmailSubscriber } from './email-subscriber.entity';

/**
 * A spreadsheet opens a cell starting with one of these as a formula (=HYPERLINK(...), +cmd, -2+3, @SUM, or after a
 * tab or carriage return), which lets whoever signed up with such text run it on the administrator's machine.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell (RFC 4180): text a spreadsheet would read as a formula gets a leading apostrophe (OWASP's advice), and
 * a cell holding a comma, a quote or a line break is quoted, its quotes doubled.
 */
export function csvCell(value: string | null): string {
  const text = value ?? '';
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * The consent wording as one line: the sign-up form shows it wrapped, and the stored text may keep its line breaks,
 * which a CSV cell would carry as a multi-line cell (one record spread over several lines in many tools).
 */
const oneLine = (text: string | null) => (text === null ? null : text.replace(/\s+/g, ' ').trim());

const COLUMNS: ReadonlyArray<[string, (subscriber: EmailSubscriber) => string | null]> = [
  ['Email Address', (s) => s.email],
  ['Status', (s) => s.status],
  ['Lead Magnet', (s) => s.leadMagnet],
  ['Subscribed Date', (s) => s.subscribedAt.toISOString()],
  ['Signed Up At', (s) => s.signedUpAt.toISOString()],
  ['Signup Page', (s) => s.signupPage],
  ['Consent Wording', (s) => oneLine(s.consentWording)],
  ['Confirmed At', (s) => s.confirmedAt?.toISOString() ?? null],
  ['Unsubscribed At', (s) => s.unsubscribedAt?.toISOString() ?? null],
  ['Breed', (s) => s.breed],
];

/** The subscribers with their status and consent record as CSV (a header row, CRLF line ends, dates in ISO 8601 UTC). */
export function subscribersCsv(subscribers: readonly EmailSubscriber[]): string {
  const rows = [COLUMNS.map(([title]) => title), ...subscribers.map((subscriber) => COLUMNS.map(([, value]) => value(subscriber)))];
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
