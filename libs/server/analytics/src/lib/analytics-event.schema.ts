import { AGE_BANDS, BREEDS } from '@bcg/shared/sizing';
import { Type, type Static } from '@sinclair/typebox';

/** Where a retailer link can sit; the page marks each link (or its region) with data-retailer-position. */
const LINK_POSITIONS = ['card', 'compare', 'buy-bar', 'article', 'review', 'fit-finder'] as const;

/** At most this many events in one request (a page view and the clicks queued with it). */
const MAX_EVENTS_PER_REQUEST = 20;

/** A request body larger than this is refused (413) before it is read. */
export const MAX_EVENTS_BODY_BYTES = 8 * 1024;

/** Chosen by the page (crypto.randomUUID); a replayed id is ignored. */
const EventId = Type.String({ pattern: '^[A-Za-z0-9-]{8,40}$' });
/** A path of this site, without query or fragment. */
const Path = Type.String({ pattern: '^/[^?#\\s]*$', maxLength: 300 });
// 99 characters each, so "source|medium|campaign" fits the roll-up's 300-character key.
const Utm = Type.String({ maxLength: 99 });

const PageView = Type.Object(
  {
    id: EventId,
    type: Type.Literal('pageview'),
    path: Path,
    /** document.referrer; only its host is kept. */
    referrer: Type.Optional(Type.String({ maxLength: 1000 })),
    utmSource: Type.Optional(Utm),
    utmMedium: Type.Optional(Utm),
    utmCampaign: Type.Optional(Utm),
  },
  { additionalProperties: false },
);

const Click = Type.Object(
  {
    id: EventId,
    type: Type.Literal('click'),
    path: Path,
    /** The product's ASIN, from the link's data-retailer-product. */
    product: Type.String({ pattern: '^[A-Z0-9]{10}$' }),
    position: Type.Union(LINK_POSITIONS.map((position) => Type.Literal(position))),
  },
  { additionalProperties: false },
);

/**
 * A fit recommendation shown: the fit finder's answer, once per distinct answer a reader settles on.
 * Only the breed, the age band and whether the neck was measured: never the dog's numbers.
 */
const FitRecommendation = Type.Object(
  {
    id: EventId,
    type: Type.Literal('fit'),
    path: Path,
    breed: Type.Union(BREEDS.map((breed) => Type.Literal(breed))),
    age: Type.Union(AGE_BANDS.map((age) => Type.Literal(age))),
    measured: Type.Boolean(),
  },
  { additionalProperties: false },
);

/** The body of POST /api/events, as the beacon (apps/web/public/beacon.js) sends it. */
export const EventsBody = Type.Object(
  { events: Type.Array(Type.Union([PageView, Click, FitRecommendation]), { minItems: 1, maxItems: MAX_EVENTS_PER_REQUEST }) },
  { additionalProperties: false },
);
export type EventsBody = Static<typeof EventsBody>;
export type IncomingEvent = EventsBody['events'][number];
