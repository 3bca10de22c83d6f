import { MAX_FAQS } from '@bcg/server/content';
import { DEFAULT_PAGE_SIZE, MAX_OFFSET, MAX_PAGE_SIZE, MAX_ROW_ID } from '@bcg/server/core';
import type { Schema } from '@bcg/shared/validation';
import * as z from 'zod/mini';

/*
 * The REST adapter's contract as zod/mini schemas, one file per resource: Fastify validates requests with them (the
 * validator compiler runs the schema itself, refinements included), and their JSON Schema serialises answers
 * (fast-json-stringify writes the properties in the order listed here, which is the legacy order) and is published
 * by @fastify/swagger as /api/openapi.json. A response schema drops any property it does not list, so
 * each lists every field of the legacy shape.
 */

/** Ids are `integer` columns: PostgreSQL refuses a larger value outright (an error, not "no row"). */
export const MAX_ID = MAX_ROW_ID;

export const dateTime = (description: string) => z.iso.datetime().check(z.describe(description));

export const optionalText = (description: string) => z.optional(z.string().check(z.describe(description)));

export const IdParams = z.object({
  id: z.int().check(z.minimum(1), z.maximum(MAX_ID), z.describe('Numeric id (1 to 2147483647).')),
});

/**
 * `?limit=&offset=` of a list, under the page-query rule of every list (libs/server/core page-query.ts): a window of
 * it in its usual order. Without `limit` a legacy list answers every row from `offset` on (streamed when long), as its
 * clients expect; any other list answers DEFAULT_PAGE_SIZE rows. An invalid value is a 400 naming the field.
 */
const pageQuery = (whenLeftOut: string) => ({
  limit: z.optional(
    z.int().check(z.minimum(1), z.maximum(MAX_PAGE_SIZE), z.describe(`At most this many (1 to ${MAX_PAGE_SIZE}); ${whenLeftOut}.`)),
  ),
  offset: z.optional(z.int().check(z.minimum(0), z.maximum(MAX_OFFSET), z.describe('Skip this many first (default 0).'))),
});

/** The query of a legacy list: every row without `limit`. */
export const PAGE_QUERY = pageQuery('every one when left out');
export const PageQuery = z.object(PAGE_QUERY);
/** The query of any other list: DEFAULT_PAGE_SIZE rows without `limit`. */
export const PAGED_QUERY = pageQuery(`${DEFAULT_PAGE_SIZE} when left out`);
export const PagedQuery = z.object(PAGED_QUERY);

/** The most products a catalogue holds (what a catalogue file may carry). */
const MAX_CATALOGUE_PRODUCTS = 10_000;

const orderBody = (maxItems: number) =>
  z.object({
    ids: z
      .array(z.int().check(z.minimum(1), z.maximum(MAX_ID)))
      .check(z.maxLength(maxItems), z.describe(`Every id once, in the new order (first first); at most ${maxItems}.`)),
  });

/** The catalogue's order: every product, up to the most a catalogue file may hold. */
export const OrderBody = orderBody(MAX_CATALOGUE_PRODUCTS);
/** The FAQ's order: every question, at most as many as the list may hold. */
export const FaqOrderBody = orderBody(MAX_FAQS);

/** The answer of a form that was accepted. */
export const Thanks = z.object({ success: z.literal(true), message: z.string() });

export const Done = z.object({ success: z.literal(true) });

export const Erased = z.object({
  success: z.literal(true),
  email: z.string().check(z.describe('The erased address.')),
  subscribers: z.int().check(z.describe('1 when the address had signed up, else 0.')),
  emails: z.int().check(z.describe('Outbox emails removed (to the address, and notifications of its messages).')),
  contactMessages: z.int().check(z.describe('Contact messages from the address removed.')),
});

/**
 * The body of every refused call (documentation only: errors are sent already serialised, so this schema never
 * reshapes them). `extra` holds the route's errorFields, which keep a refused call in the route's answer shape.
 */
export function errorBody(description: string, extra: Record<string, unknown> = {}): Schema {
  const extraProperties = Object.fromEntries(
    Object.entries(extra).map(([key, value]) => [key, value === null ? z.null() : z.literal(value as string | number | boolean)]),
  );
  return z
    .object({
      ...extraProperties,
      success: z.literal(false),
      error: z.string().check(z.describe('A message safe to show, e.g. "body/status must be one of approved, rejected".')),
      fields: z.optional(
        z
          .record(z.string(), z.string())
          .check(z.describe('The problem of each invalid body field, by field name, for forms that show them in place.')),
      ),
    })
    .check(z.describe(description));
}
