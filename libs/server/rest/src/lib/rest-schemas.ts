import { DEFAULT_PAGE_SIZE, MAX_OFFSET, MAX_PAGE_SIZE } from '@bcg/server/core';
import { Type, type TSchema } from '@sinclair/typebox';

/*
 * The REST adapter's contract as TypeBox schemas: Fastify validates requests with them, serialises answers with them
 * (fast-json-stringify writes the properties in the order listed here, which is the legacy order) and
 * @fastify/swagger publishes them as /api/openapi.json. A response schema drops any property it does not list, so
 * each lists every field of the legacy shape (spec sections 3 and 7).
 */

/** Ids are `integer` columns: PostgreSQL refuses a larger value outright (an error, not "no row"). */
const MAX_ID = 2 ** 31 - 1;

/** A value or null, as a JSON Schema type list (fast-json-stringify serialises it directly; OpenAPI 3.1 reads it). */
const nullable = <T>(type: 'string' | 'integer', options: Record<string, unknown> = {}) =>
  Type.Unsafe<T | null>({ type: [type, 'null'], ...options });
const dateTime = (description: string) => Type.String({ format: 'date-time', description });

export const IdParams = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: MAX_ID, description: 'Numeric id (1 to 2147483647).' }),
});

export const SlugParams = Type.Object({
  slug: Type.String({ description: 'The post slug: lower-case words joined by hyphens. Any other text is "Post not found".' }),
});

/**
 * `?limit=&offset=` of a list, the page-query rule of every list (pageQuerySchema): a window of it in its usual
 * order. Without `limit` a list of the spec's table answers every row from `offset` on (streamed), as its clients
 * expect; any other list answers DEFAULT_PAGE_SIZE rows. An invalid value is a 400 naming the field.
 */
const pageQuery = (whenLeftOut: string) => ({
  limit: Type.Optional(
    Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, description: `At most this many (1 to ${MAX_PAGE_SIZE}); ${whenLeftOut}.` }),
  ),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_OFFSET, description: 'Skip this many first (default 0).' })),
});
const PAGE_QUERY = pageQuery('every one when left out');

/** A list of the spec's table: every row without `limit`. */
export const PageQuery = Type.Object(PAGE_QUERY);
/** Any other list: DEFAULT_PAGE_SIZE rows without `limit`. */
export const PagedQuery = Type.Object(pageQuery(`${DEFAULT_PAGE_SIZE} when left out`));

export const ArticlesQuery = Type.Object({
  ...PAGE_QUERY,
  published: Type.Optional(
    Type.String({
      description: 'Kept for the clients that send it: with any value, or none, the answer holds the published articles only.',
    }),
  ),
});

export const SubscribeBody = Type.Object({
  email: Type.String({ description: 'The address to send the guide to: 5 to 254 characters once trimmed.' }),
  leadMagnet: Type.Optional(
    Type.Union([Type.String({ maxLength: 120 }), Type.Null()], { description: "What was asked for, e.g. 'bulldog-sizing-guide'." }),
  ),
  signupPage: Type.Optional(
    Type.Union([Type.String({ maxLength: 200 }), Type.Null()], { description: 'The path of the page whose form was used, e.g. /guides.' }),
  ),
  breed: Type.Optional(
    Type.Union([Type.Literal('english'), Type.Literal('french'), Type.Literal('american'), Type.Null()], {
      description: "The reader's bulldog breed, if they said: the guide's size chart then fits it.",
    }),
  ),
});

/** The token of an emailed link (confirmation or unsubscribe), as the link carries it. */
export const TokenQuery = Type.Object({
  token: Type.String({ maxLength: 200, description: 'The token of the emailed link.' }),
});

export const ConfirmationAnswer = Type.Object({
  success: Type.Boolean({ description: 'true when the address is confirmed (now or before).' }),
  outcome: Type.Union(
    ['confirmed', 'already-confirmed', 'expired', 'unknown'].map((value) => Type.Literal(value)),
    { description: 'What the link did: confirmed, already-confirmed (used before), expired (older than 7 days) or unknown.' },
  ),
  message: Type.String(),
});

const optionalText = (description: string) => Type.Optional(Type.String({ description }));
const optionalNullableText = (description: string) => Type.Optional(Type.Union([Type.String(), Type.Null()], { description }));

export const ProductSubmissionBody = Type.Object({
  productName: Type.String({ description: 'Up to 200 characters of plain text.' }),
  productReference: optionalText(
    'The Amazon ASIN, or an Amazon product link the ASIN is taken from. One of productReference, amazonAsin or productUrl is required.',
  ),
  amazonAsin: optionalText('Legacy name of productReference.'),
  productUrl: optionalText('Legacy name of productReference.'),
  submitterName: optionalNullableText('Optional, up to 120 characters of plain text.'),
  submitterEmail: Type.String({ description: 'The submitter’s address: 5 to 254 characters once trimmed.' }),
  website: optionalNullableText('Leave empty: a field for bots (anything in it drops the submission, with the same thanks).'),
});

export const ContactBody = Type.Object({
  name: Type.String({ description: 'Required: up to 120 characters on one line.' }),
  email: Type.String({ description: 'Where the reply goes: 5 to 254 characters once trimmed.' }),
  subject: optionalNullableText('Optional: up to 200 characters on one line.'),
  message: Type.String({ description: 'Required: up to 5000 characters.' }),
  website: optionalNullableText('Leave empty: a field for bots (anything in it drops the message, with the same thanks).'),
});

export const ReadBody = Type.Object({
  read: Type.Boolean({ description: 'true marks the message read, false unread again.' }),
});

export const LoginBody = Type.Object({
  password: Type.String({ maxLength: 1024, description: 'The administrator password.' }),
});

export const LogoutBody = Type.Object({
  sessionId: Type.String({ description: 'The session to end; an unknown one is ignored.' }),
});

export const StatusBody = Type.Object({
  status: Type.Union([Type.Literal('approved'), Type.Literal('rejected')], { description: 'Only a pending submission can be moved.' }),
});

export const PublishedBody = Type.Object({
  published: Type.Boolean({ description: 'true publishes (the first time sets publishedAt), false unpublishes.' }),
});

export const Breed = Type.Union([Type.Literal('english'), Type.Literal('french'), Type.Literal('american')]);

/** `GET /api/products`: the window of the list, and optionally only the collars suited to one breed. */
export const ProductsQuery = Type.Object({
  ...PAGE_QUERY,
  breed: Type.Optional({ ...Breed, description: 'Only the collars the owner says suit this breed (english, french or american).' }),
});

const mark = (description: string) => Type.Number({ minimum: 0, maximum: 10, description });

export const ReviewScores = Type.Object({
  safetyDurability: mark('Safety and durability, 25% of the score.'),
  comfortFit: mark('Comfort and fit, 25%.'),
  customerSatisfaction: mark('Customer satisfaction, 20%.'),
  value: mark('Value, 15%.'),
  features: mark('Features, 15%.'),
});

export const TestNotes = Type.Object({
  daysWorn: Type.Integer(),
  dog: Type.Object({
    name: Type.String(),
    breed: Breed,
    ageYears: Type.Number(),
    neckIn: Type.Number({ description: 'Inches.' }),
    weightLbs: Type.Number({ description: 'Pounds.' }),
  }),
  findings: Type.Array(Type.String()),
});

export const CollarSize = Type.Object({
  label: Type.String(),
  neckIn: Type.Object({ min: Type.Number(), max: Type.Number() }, { description: 'Neck range this size fits, inches.' }),
});

export const Product = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    description: Type.String(),
    price: Type.String({ description: 'The last price seen at the retailer, e.g. "$34.99"; display it only while priceIsFresh.' }),
    rating: Type.String({ description: 'Average rating out of 5 as text, e.g. "4.7".' }),
    reviewCount: Type.Integer(),
    imageUrl: Type.String(),
    imageAlt: Type.String({ description: 'What the photo shows (its alt text); empty: the name stands in.' }),
    badge: nullable<string>('string'),
    amazonAsin: Type.String({ description: 'The 10-character Amazon ASIN.' }),
    features: Type.Array(Type.String()),
    bulldog_fit_notes: Type.Array(Type.String()),
    material: Type.String(),
    width: Type.String(),
    reflective: Type.Boolean(),
    waterproof: Type.Boolean(),
    machineWashable: Type.Boolean(),
    bestFor: Type.String(),
    breeds: Type.Array(Breed, { description: 'The bulldog breeds the collar suits; empty until the owner says.' }),
    freeShipping: Type.Boolean({ description: 'The retailer ships it free.' }),
    priceCheckedAt: nullable<string>('string', {
      format: 'date-time',
      description: 'When the price was last checked at the retailer; null if it never was (demo prices).',
    }),
    priceIsFresh: Type.Boolean({
      description: 'true while the price was checked within PRICE_MAX_AGE_HOURS; false: show "Check price on Amazon" instead of price.',
    }),
    slug: Type.String({ description: 'The review page is /collars/{slug}.' }),
    editorialScore: Type.Union([Type.Number({ minimum: 0, maximum: 10 }), Type.Null()], {
      description: 'Our score out of 10: the weighted mean of `scores` (one decimal); null until the collar is reviewed.',
    }),
    scores: Type.Union([ReviewScores, Type.Null()], { description: 'Marks out of 10 on the five criteria; null until reviewed.' }),
    verdict: nullable<string>('string', { description: 'Our verdict in one sentence; null until reviewed.' }),
    testNotes: Type.Union([TestNotes, Type.Null()], { description: 'Our wear test; null until reviewed.' }),
    pros: Type.Array(Type.String()),
    cons: Type.Array(Type.String()),
    sizes: Type.Array(CollarSize, { description: 'Sizes sold, smallest first.' }),
  },
  { description: 'A tested collar (spec section 3 names, then the review fields).' },
);

export const ProductAnswer = Type.Object({ success: Type.Literal(true), product: Product });

export const ProductSlugParams = Type.Object({
  slug: Type.String({ description: 'The review page slug: lower-case words joined by hyphens. Any other text is "Product not found".' }),
});

export const Article = Type.Object(
  {
    id: Type.Integer(),
    slug: Type.String(),
    title: Type.String(),
    excerpt: Type.String(),
    imageUrl: nullable<string>('string'),
    author: Type.String(),
    category: Type.String({ description: "'guides' or 'blog'." }),
    metaDescription: Type.String(),
    readTime: Type.String({ description: 'e.g. "8 min read".' }),
    readingTime: Type.Integer({ description: 'Minutes to read.' }),
    wordCount: Type.Integer(),
    content: Type.String({ description: 'Sanitised HTML, retailer links carrying the affiliate tag.' }),
    targetKeywords: Type.Array(Type.String()),
    seoKeywords: Type.Array(Type.String()),
    published: Type.Boolean(),
    createdAt: dateTime('When the article was created.'),
    publishedAt: nullable<string>('string', { format: 'date-time', description: 'First publication; null for a draft never published.' }),
  },
  { description: 'A guide or blog article (spec section 3).' },
);

export const Faq = Type.Object({ id: Type.Integer(), question: Type.String(), answer: Type.String() });

export const BlogPostAnswer = Type.Object({ success: Type.Literal(true), post: Article });

/** The answer of a form that was accepted. */
export const Thanks = Type.Object({ success: Type.Literal(true), message: Type.String() });

export const Done = Type.Object({ success: Type.Literal(true) });

export const LoginAnswer = Type.Object({
  success: Type.Boolean({ description: 'false for a wrong password.' }),
  sessionId: Type.Optional(Type.String({ description: 'The bearer token of the admin calls (on success only).' })),
});

export const ConnectionTestAnswer = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
  response: nullable<string>('string', { description: "The model's sample answer." }),
  error: nullable<string>('string'),
});

const TokenUsage = Type.Object({ prompt_tokens: Type.Integer(), completion_tokens: Type.Integer(), total_tokens: Type.Integer() });

const GeneratedContent = Type.Object({
  title: Type.String(),
  slug: Type.String({ description: 'Slug of the saved draft (suffixed when the proposed one was taken).' }),
  metaDescription: Type.String(),
  content: Type.String({ description: 'Sanitised HTML body, retailer links tagged.' }),
  targetKeywords: Type.Array(Type.String()),
  seoKeywords: Type.Array(Type.String()),
  wordCount: Type.Integer(),
  readingTime: Type.Integer({ description: 'Minutes to read.' }),
  articleId: Type.Integer({ description: 'Id of the unpublished draft it was saved as.' }),
  category: Type.String(),
});

export const GenerationTestAnswer = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
  content: Type.Union([GeneratedContent, Type.Null()]),
  usage: Type.Union([TokenUsage, Type.Null()]),
  error: nullable<string>('string'),
});

export const Submission = Type.Object({
  id: Type.Integer(),
  productName: Type.String(),
  amazonAsin: Type.String(),
  submitterName: nullable<string>('string'),
  submitterEmail: Type.String(),
  status: Type.String({ description: "'pending', 'approved' or 'rejected'." }),
  submittedAt: dateTime('When the suggestion was received.'),
});

const SubscriberStatus = Type.Union([Type.Literal('pending'), Type.Literal('confirmed'), Type.Literal('unsubscribed')], {
  description: "Double opt-in: 'pending' until the emailed link is followed, then 'confirmed'; 'unsubscribed' gets no more email.",
});

export const SubscriberStatusQuery = Type.Object({ status: Type.Optional(SubscriberStatus) });

export const SubscribersQuery = Type.Object({ status: Type.Optional(SubscriberStatus), ...PAGE_QUERY });

export const Subscriber = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  leadMagnet: nullable<string>('string'),
  subscribedAt: dateTime('When the address signed up.'),
  status: SubscriberStatus,
});

export const Erased = Type.Object({
  success: Type.Literal(true),
  email: Type.String({ description: 'The erased address.' }),
  subscribers: Type.Integer({ description: '1 when the address had signed up, else 0.' }),
  emails: Type.Integer({ description: 'Outbox emails removed (to the address, and notifications of its messages).' }),
  contactMessages: Type.Integer({ description: 'Contact messages from the address removed.' }),
});

export const ContactMessage = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    email: Type.String({ description: "The sender's address, where a reply goes." }),
    subject: nullable<string>('string', { description: 'null when the sender gave none.' }),
    message: Type.String({ description: 'Plain text, line breaks kept.' }),
    read: Type.Boolean(),
    readAt: nullable<string>('string', { format: 'date-time', description: 'When it was marked read; null while unread.' }),
    createdAt: dateTime('When it was sent.'),
  },
  { description: 'A message sent with the contact form.' },
);

export const OutboxQuery = Type.Object({
  status: Type.Optional(
    Type.Union([Type.Literal('pending'), Type.Literal('sending'), Type.Literal('sent'), Type.Literal('failed')], {
      description: 'Only emails in this state.',
    }),
  ),
  ...PagedQuery.properties,
});

export const OutboxEmail = Type.Object(
  {
    id: Type.Integer(),
    messageId: Type.String({ description: 'The Message-ID header, the same on every attempt.' }),
    kind: Type.String({ description: "e.g. 'subscribe-confirmation', 'sizing-guide', 'contact-notification'." }),
    to: Type.String(),
    subject: Type.String(),
    status: Type.String({ description: "'pending', 'sending', 'sent' or 'failed'." }),
    attempts: Type.Integer(),
    lastError: nullable<string>('string', { description: 'Why the last attempt failed; null if none did.' }),
    createdAt: dateTime('When it was queued.'),
    nextAttemptAt: dateTime('When the next attempt is due.'),
    sentAt: nullable<string>('string', { format: 'date-time', description: 'When the SMTP server accepted it.' }),
    text: Type.String({ description: 'The plain-text part.' }),
  },
  { description: 'An email of the outbox.' },
);

/**
 * The body of every refused call (documentation only: errors are sent already serialised, so this schema never
 * reshapes them). `extra` holds the route's errorFields, which keep a refused call in the route's answer shape.
 */
export function errorBody(description: string, extra: Record<string, unknown> = {}): TSchema {
  const extraProperties = Object.fromEntries(
    Object.entries(extra).map(([key, value]) => [key, value === null ? Type.Null() : Type.Literal(value as string | number | boolean)]),
  );
  return Type.Object(
    {
      ...extraProperties,
      success: Type.Literal(false),
      error: Type.String({ description: 'A message safe to show, e.g. "body/status must be one of approved, rejected".' }),
      fields: Type.Optional(
        Type.Record(Type.String(), Type.String(), {
          description: 'The problem of each invalid body field, by field name, for forms that show them in place.',
        }),
      ),
    },
    { description },
  );
}

// The fit finder: every value is read as text, so "abc" or "-3" reaches the shared rules and comes back as a message
// for its field (400 with `fields`), the same messages the /fit-finder page shows.
const fitText = (description: string) => Type.Optional(Type.String({ maxLength: 40, description }));
export const FitQuery = Type.Object({
  breed: fitText('english, french or american.'),
  age: fitText('The size chart’s age band: 8-12-weeks, 3-6-months, 6-12-months or adult.'),
  neck: fitText('The measured neck in `unit` (a decimal point or comma). Leave out to estimate it from the weight.'),
  weight: fitText('Pounds (unit=in) or kilograms (unit=cm); needed when the neck is left out.'),
  unit: fitText('in (default, with pounds) or cm (with kilograms).'),
  measured: fitText('"no": the neck was not measured; any neck given is ignored and the weight is used.'),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000, description: 'The page of the ranked collars, 12 a page (default 1).' })),
});

const InchRange = Type.Object({ min: Type.Number(), max: Type.Number() });
const FitRoom = Type.Object({ belowIn: Type.Number(), aboveIn: Type.Number() }, { description: 'Room below and above the neck, inches.' });

export const FitAnswer = Type.Object({
  success: Type.Literal(true),
  recommendation: Type.Object(
    {
      breed: Type.String(),
      age: Type.String(),
      unit: Type.Union([Type.Literal('in'), Type.Literal('cm')]),
      puppy: Type.Boolean({ description: 'Below the adult band: more room above the neck, one extra inch of fitted length.' }),
      measured: Type.Boolean({ description: 'false when the neck is estimated from the size chart.' }),
      neckIn: Type.Object(InchRange.properties, {
        description: 'The neck, inches: min = max when measured, the likely range when estimated.',
      }),
      estimate: nullable<string>('string', { description: 'How the neck was estimated; null when measured.' }),
      plausibleNeckIn: Type.Object(InchRange.properties, { description: 'The necks this breed plausibly has at this age, inches.' }),
      neckWarning: nullable<string>('string', { description: 'A sentence when the neck is outside the plausible range; else null.' }),
      roomNeeded: Type.Object(FitRoom.properties, { description: 'The room a size must leave below and above the neck.' }),
      allowanceIn: Type.Number({ description: 'Inches the fitted collar measures beyond the neck: 2, or 3 for a puppy.' }),
      collarLengthIn: Type.Object(InchRange.properties, {
        description: 'What the fastened collar will measure around, inches: a secondary figure, never the size to buy.',
      }),
      minWidthIn: Type.Number({
        description: 'The narrowest collar offered, inches (1.25 for an adult, 0.75 for a puppy up to a 14 inch neck).',
      }),
      twoFingerCheck: Type.String(),
      matchCount: Type.Integer({ description: 'How many collars are offered for this dog, on all pages.' }),
      page: Type.Integer({ description: 'The page of `matches`, 1-based.' }),
      pageCount: Type.Integer({ description: 'How many pages of matches there are (0 with none).' }),
      matches: Type.Array(
        Type.Object({ product: Product, size: CollarSize, room: FitRoom, suited: Type.Boolean(), fitNotes: Type.Array(Type.String()) }),
        { description: 'One page of the collars offered: suited to the breed first, then the most room, then the best score.' },
      ),
      closest: Type.Array(
        Type.Object({
          product: Product,
          size: CollarSize,
          missByIn: Type.Number({ description: 'Inches of room the size lacks on its short side.' }),
          direction: Type.Union([Type.Literal('small'), Type.Literal('large')]),
        }),
        { description: 'When nothing fits: the closest sizes, nearest first (else empty).' },
      ),
    },
    { description: 'The same answer as the GraphQL query fitRecommendation; lengths in inches.' },
  ),
});

/** An article as the editor reads it: the public shape plus its Markdown source and its last content change. */
export const AdminArticle = Type.Object(
  {
    ...Article.properties,
    markdown: nullable<string>('string', { description: 'Markdown source of the body; null for a body written as HTML.' }),
    updatedAt: dateTime('When the content last changed (publication toggles do not count).'),
  },
  { description: 'An article with its editor fields.' },
);

const editorText = (description: string) => Type.Optional(Type.String({ description }));
const phrases = (description: string) => Type.Optional(Type.Array(Type.String(), { description }));

/**
 * The article editor's fields (POST creates, PATCH changes the ones given). Types only: the rules (required fields,
 * lengths, slug pattern) are the service's, so REST and GraphQL answer the same messages naming the field.
 */
export const ArticleEditBody = Type.Object(
  {
    title: editorText('Headline (required for a new article).'),
    slug: editorText('Address part, lower-case words joined by hyphens; generated from the title when a new article has none.'),
    category: editorText("Topic slug, e.g. 'blog' or 'guides' (required for a new article)."),
    excerpt: editorText('Short plain-text summary (required for a new article).'),
    metaDescription: editorText('Search result summary, at most 320 characters; 160 are shown whole (required for a new article).'),
    markdown: editorText(
      'The body as Markdown; stored rendered, sanitised and affiliate-tagged as `content` (required for a new article).',
    ),
    targetKeywords: phrases('Search phrases the article was written for.'),
    seoKeywords: phrases('Meta keywords.'),
    imageUrl: Type.Optional(
      Type.Union([Type.String(), Type.Null()], { description: 'Cover image: a path on this site or an https address; null for none.' }),
    ),
    author: editorText('Byline.'),
    published: Type.Optional(
      Type.Boolean({ description: 'true publishes now (a first publication dates it), false takes it back to a draft.' }),
    ),
    publishAt: Type.Optional(
      Type.Union([Type.String(), Type.Null()], {
        description:
          'Publication time (ISO 8601): in the future it schedules the post, which appears by itself then; null withdraws a schedule.',
      }),
    ),
  },
  { additionalProperties: false },
);

export const ArticleRevisionParams = Type.Object({
  id: IdParams.properties.id,
  revisionId: Type.Integer({ minimum: 1, maximum: MAX_ID, description: 'Id of one of the article revisions.' }),
});

export const Revision = Type.Object(
  {
    id: Type.Integer(),
    number: Type.Integer({ description: 'Revision number of this article, from 1.' }),
    author: Type.String(),
    changedFields: Type.Array(Type.String(), { description: 'What this save changed.' }),
    createdAt: dateTime('When it was saved.'),
  },
  { description: 'One saved state of an article.' },
);

const UtcDay = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'A UTC day, YYYY-MM-DD.' });

export const AnalyticsRangeQuery = Type.Object({
  from: Type.Optional({ ...UtcDay, description: 'First UTC day; default 29 days before `to`.' }),
  to: Type.Optional({ ...UtcDay, description: 'Last UTC day, included; default today.' }),
});

const analyticsCounts = {
  visitors: Type.Integer({ description: 'Unique visitors of each day, added up (the visitor hash changes every UTC day).' }),
  pageviews: Type.Integer(),
  clicks: Type.Integer({ description: 'Retailer links followed.' }),
  ctr: Type.Number({ description: 'clicks / pageviews (0 without page views).' }),
  recommendations: Type.Integer({ description: 'Fit finder answers shown (their retailer clicks are position fit-finder).' }),
};

export const AnalyticsReport = Type.Object({
  from: UtcDay,
  to: UtcDay,
  totals: Type.Object(analyticsCounts),
  days: Type.Array(Type.Object({ day: UtcDay, ...analyticsCounts })),
  pages: Type.Array(Type.Object({ path: Type.String(), pageviews: Type.Integer(), visitors: Type.Integer(), clicks: Type.Integer() })),
  referrers: Type.Array(Type.Object({ host: Type.String(), pageviews: Type.Integer() })),
  campaigns: Type.Array(Type.Object({ source: Type.String(), medium: Type.String(), campaign: Type.String(), pageviews: Type.Integer() })),
  products: Type.Array(
    Type.Object({ product: Type.String({ description: 'ASIN' }), name: nullable<string>('string'), clicks: Type.Integer() }),
  ),
  positions: Type.Array(Type.Object({ position: Type.String(), clicks: Type.Integer() })),
  recommendations: Type.Array(
    Type.Object({ breed: Type.String(), age: Type.String(), measured: Type.Boolean(), recommendations: Type.Integer() }),
  ),
});
