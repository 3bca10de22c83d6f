import type { EventsBody } from './analytics-event.schema';
import type { EventBatcher, EventRow } from './event-batcher';
import { deviceClass, isAutomatedUserAgent, referrerHost } from './traffic-classifier';
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
    if (request.optedOut || isAutomatedUserAgent(request.userAgent)) return 0;
    const userAgent = request.userAgent ?? '';
    const visitor = await this.hasher.hash(request.address, userAgent);
    const moment = this.now();
    const base = { day: utcDay(moment), createdAt: moment, device: deviceClass(userAgent), visitor };
    const seen = new Set<string>();
    const rows: EventRow[] = [];
    for (const event of request.body.events) {
      if (seen.has(event.id)) continue;
      seen.add(event.id);
      const none = { referrerHost: null, utmSource: null, utmMedium: null, utmCampaign: null, product: null, position: null, fit: null };
      if (event.type === 'pageview')
        rows.push({
          ...base,
          ...none,
          eventId: event.id,
          type: 'pageview',
          path: event.path,
          referrerHost: referrerHost(event.referrer, request.siteHost),
          utmSource: event.utmSource || null,
          utmMedium: event.utmMedium || null,
          utmCampaign: event.utmCampaign || null,
        });
      else if (event.type === 'click')
        rows.push({
          ...base,
          ...none,
          eventId: event.id,
          type: 'click',
          path: event.path,
          product: event.product,
          position: event.position,
        });
      else
        rows.push({
          ...base,
          ...none,
          eventId: event.id,
          type: 'fit',
          path: event.path,
          fit: `${event.breed} ${event.age} ${event.measured ? 'measured' : 'estimated'}`,
        });
    }
    // The per-address limit (counted by the batcher) is keyed by the address's hash of the day, so the counter
    // table never holds an address either.
    await this.batcher.add(rows, `a:${await this.hasher.hash(request.address, '')}`);
    return rows.length;
  }
}
