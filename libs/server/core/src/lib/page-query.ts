import * as z from 'zod/mini';

/*
 * The paging rule of every list, REST and GraphQL alike: one size limit, one default size, one offset limit. REST
 * calls the size `limit` and GraphQL `first`; both are the same rule under the field's own name.
 */

/** The most rows one page may hold (`limit` in REST, `first` in GraphQL): a page is never the whole table. */
export const MAX_PAGE_SIZE = 100;
/** The page size when a list is paged without one. */
export const DEFAULT_PAGE_SIZE = 24;
/** The largest offset: GraphQL's Int and PostgreSQL's integer both end here, and every database takes it as an OFFSET. */
export const MAX_OFFSET = 2 ** 31 - 1;

/** An integer from `min` to `max`, its problems said under `name`, e.g. "limit must not be greater than 100". */
export const intBetween = (name: string, min: number, max: number) =>
  z
    .int({ error: `${name} must be an integer from ${min} to ${max}` })
    .check(z.gte(min, { error: `${name} must not be less than ${min}` }), z.lte(max, { error: `${name} must not be greater than ${max}` }));

/** A page size under the field name its API uses. */
export const pageSizeSchema = (name: 'limit' | 'first') => intBetween(name, 1, MAX_PAGE_SIZE);

/** How many rows to skip before the page. */
const offsetSchema = intBetween('offset', 0, MAX_OFFSET);

/**
 * `?limit=&offset=` of a REST list: `limit` 1 to MAX_PAGE_SIZE (DEFAULT_PAGE_SIZE when left out), `offset` 0 or more
 * (0 when left out). Querystrings arrive as text: the adapter reads digits as numbers before this schema runs.
 */
export const pageQuerySchema = z.object({
  limit: z.optional(pageSizeSchema('limit')),
  offset: z.optional(offsetSchema),
});

/** A REST page query once validated. */
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** `first`, `after` and `offset` of a GraphQL connection: the same size rule as REST's `limit`, and a cursor. */
export const connectionArgsSchema = z.object({
  first: z.nullish(pageSizeSchema('first')),
  after: z.nullish(z.string({ error: 'after must be a cursor' })),
  offset: z.nullish(offsetSchema),
});

/** Where a page starts and how long it is, as services take it (validated by the caller's schema). */
export interface PageRequest {
  offset: number;
  limit: number;
}

/** A REST page query as a service's page request, the defaults filled in. */
export const pageRequestOfQuery = ({ limit, offset }: PageQuery): PageRequest => ({
  offset: offset ?? 0,
  limit: limit ?? DEFAULT_PAGE_SIZE,
});

/** Optional text of at most `max` characters, e.g. a list's search `q` or a category, its problem said under `name`. */
export const optionalTextSchema = (name: string, max: number) =>
  z.nullish(z.string({ error: `${name} must be text` }).check(z.maxLength(max, { error: `${name} must be at most ${max} characters` })));

/** A connection's arguments plus a search text `q` of at most `maxLength` characters (a list searched on the server). */
export const searchConnectionArgsSchema = (maxLength: number) => z.extend(connectionArgsSchema, { q: optionalTextSchema('q', maxLength) });
