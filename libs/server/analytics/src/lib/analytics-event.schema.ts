import { AGE_BANDS, BREEDS } from '@bcg/shared/sizing';
import * as z from 'zod/mini';

/** Where a retailer link can sit; the page marks each link (or its region) with data-retailer-position. */
const LINK_POSITIONS = ['card', 'compare', 'buy-bar', 'article', 'review', 'fit-finder'] as const;

/** At most this many events in one request (a page view and the clicks queued with it). */
const MAX_EVENTS_PER_REQUEST = 20;

/** A request body larger than this is refused (413) before it is read. */
export const MAX_EVENTS_BODY_BYTES = 8 * 1024;

/** Chosen by the page (crypto.randomUUID); a replayed id is ignored. */
const EventId = z.string().check(z.regex(/^[A-Za-z0-9-]{8,40}$/));
/** A path of this site, without query or fragment. */
const Path = z.string().check(z.maxLength(300), z.regex(/^\/[^?#\s]*$/));
// 99 characters each, so "source|medium|campaign" fits the roll-up's 300-character key.
const Utm = z.string().check(z.maxLength(99));

const PageView = z.strictObject({
  id: EventId,
  type: z.literal('pageview'),
  path: Path,
  /** document.referrer; only its host is kept. */
  referrer: z.optional(z.string().check(z.maxLength(1000))),
  utmSource: z.optional(Utm),
  utmMedium: z.optional(Utm),
  utmCampaign: z.optional(Utm),
});

const Click = z.strictObject({
  id: EventId,
  type: z.literal('click'),
  path: Path,
  /** The product's ASIN, from the link's data-retailer-product. */
  product: z.string().check(z.regex(/^[A-Z0-9]{10}$/)),
  position: z.enum(LINK_POSITIONS),
});

/**
 * A fit recommendation shown: the fit finder's answer, once per distinct answer a reader settles on.
 * Only the breed, the age band and whether the neck was measured: never the dog's numbers.
 */
const FitRecommendation = z.strictObject({
  id: EventId,
  type: z.literal('fit'),
  path: Path,
  breed: z.enum(BREEDS),
  age: z.enum(AGE_BANDS),
  measured: z.boolean(),
});

/** The body of POST /api/events, as the beacon (apps/web/public/beacon.js) sends it. */
export const EventsBody = z.strictObject({
  events: z
    .array(z.discriminatedUnion('type', [PageView, Click, FitRecommendation]))
    .check(z.minLength(1), z.maxLength(MAX_EVENTS_PER_REQUEST)),
});
export type EventsBody = z.output<typeof EventsBody>;
export type IncomingEvent = EventsBody['events'][number];
