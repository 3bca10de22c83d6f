import { csvStream, toCsv } from '@bcg/server/core';
import type { Readable } from 'node:stream';
import type { EmailSubscriber } from './email-subscriber.entity';

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

const HEADER = COLUMNS.map(([title]) => title);
const cellsOf = (subscriber: EmailSubscriber) => COLUMNS.map(([, value]) => value(subscriber));

/** The subscribers with their status and consent record as CSV (a header row, CRLF line ends, dates in ISO 8601 UTC). */
export function subscribersCsv(subscribers: readonly EmailSubscriber[]): string {
  return toCsv(HEADER, subscribers.map(cellsOf));
}

/** {@link subscribersCsv} of every batch of subscribers, written as each batch arrives (the same bytes). */
export function subscribersCsvStream(batches: AsyncIterable<readonly EmailSubscriber[]>): Readable {
  async function* rows(): AsyncGenerator<Array<string | null>[]> {
    for await (const batch of batches) yield batch.map(cellsOf);
  }
  return csvStream(HEADER, rows());
}
