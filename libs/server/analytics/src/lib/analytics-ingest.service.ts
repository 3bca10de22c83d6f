import type { EventsBody, IncomingEvent } from './analytics-event.schema';
import type { EventBatcher, EventRow } from './event-batcher';
import { classifyUserAgent, referrerHost } from './traffic-classifier';
import { utcDay } from './utc-day';
import type { VisitorHasher } from './visitor-hasher';

/** What the ingest needs from one POST /api/events. */
export interface IngestRequest {
  /** The client address (request.ip): hashed, never stored. */
  address: string;
  userAgent?: string;
  /** `DNT: 1` or `Sec-GPC: 1`: the visitor asked not to be tracked, so nothing is counted. */
  optedOut: boolean;
  /** This site's host name, so moving between its own pages is not counted as a referral. */
  siteHost: string;
  body: EventsBody;
}

/** The 429 text of the events endpoint (the beacon ignores it; it only stops a flood). */
export const eventsRateLimitMessage = (seconds: number) => `Too many events from this address; try again in ${seconds} seconds.`;

/** Turns validated beacon requests into raw event rows, counting nothing for bots and opted-out visitors. */
export class AnalyticsIngestService {
  constructor(
    private readonly hasher: VisitorHasher,
    private readonly batcher: EventBatcher,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Queues the events of one request for the next batch (EventBatcher writes it within a second; while it is behind,
   * resolves once they are written); returns how many
   * were taken (0 for an opted-out visitor or an automated user agent, which also spend no rate limit). Throws
   * TooManyRequestsError while the address is past the per-address limit, ServiceUnavailableError when the queue is full.
   */
  async record(request: IngestRequest): Promise<number> {
    const client = classifyUserAgent(request.userAgent);
    if (request.optedOut || client.automated) return 0;
    const userAgent = request.userAgent ?? '';
    // Without a promise once this server knows the day's salt (every event but its day's first): this runs for
    // every beacon request, and each await is a turn of the microtask queue.
    const visitor = this.hasher.hashIfKnown(request.address, userAgent) ?? (await this.hasher.hash(request.address, userAgent));
    // The per-address limit (counted by the batcher) is keyed by the address's hash of the day, so the counter
    // table never holds an address either.
    const limitKey = `a:${this.hasher.hashIfKnown(request.address, '') ?? (await this.hasher.hash(request.address, ''))}`;
    const moment = this.now();
    const day = utcDay(moment);
    const rows: EventRow[] = [];
    const events = request.body.events;
    for (let index = 0; index < events.length; index++) {
      const event = events[index] as IncomingEvent;
      if (events.findIndex((other) => other.id === event.id) !== index) continue; // a repeated id: the first counts
      const row: EventRow = {
        eventId: event.id,
        day,
        createdAt: moment,
        type: event.type,
        path: event.path,
        referrerHost: null,
        utmSource: null,
        utmMedium: null,
        utmCampaign: null,
        device: client.device,
        visitor,
        product: null,
        position: null,
        fit: null,
      };
      if (event.type === 'pageview') {
        row.referrerHost = referrerHost(event.referrer, request.siteHost);
        row.utmSource = event.utmSource || null;
        row.utmMedium = event.utmMedium || null;
        row.utmCampaign = event.utmCampaign || null;
      } else if (event.type === 'click') {
        row.product = event.product;
        row.position = event.position;
      } else row.fit = `${event.breed} ${event.age} ${event.measured ? 'measured' : 'estimated'}`;
      rows.push(row);
    }
    const written = this.batcher.add(rows, limitKey);
    if (written) await written;
    return rows.length;
  }
}
