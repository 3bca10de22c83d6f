import type { Schema } from '@bcg/shared/validation';
import * as z from 'zod/mini';

/*
 * The REST adapter's contract as zod/mini schemas, one file per resource: Fastify validates requests with them (the
 * validator compiler runs the schema itself, refinements included), and their JSON Schema serialises answers
 * (fast-json-stringify writes the properties in the order listed here, which is the legacy order) and is published
 * by @fastify/swagger as /api/openapi.json. A response schema drops any property it does not list, so
 * each lists every field of the legacy shape (spec sections 3 and 7).
 */

/** Ids are `integer` columns: PostgreSQL refuses a larger value outright (an error, not "no row"). */
export const MAX_ID = 2 ** 31 - 1;

export const dateTime = (description: string) => z.iso.datetime().check(z.describe(description));

export const optionalText = (description: string) => z.optional(z.string().check(z.describe(description)));

export const IdParams = z.object({
  id: z.int().check(z.minimum(1), z.maximum(MAX_ID), z.describe('Numeric id (1 to 2147483647).')),
});

/**
 * `?limit=&offset=` of a list: a window of it in its usual order. Without them a legacy list answers whole, as its
 * clients expect; an invalid value is a 400 naming the field.
 */
export const PAGE_QUERY = {
  limit: z.optional(z.int().check(z.minimum(1), z.maximum(500), z.describe('At most this many (1 to 500); every one when left out.'))),
  offset: z.optional(z.int().check(z.minimum(0), z.maximum(MAX_ID), z.describe('Skip this many first (default 0).'))),
};

export const PageQuery = z.object(PAGE_QUERY);

export const AdminPageQuery = z.object({
  limit: z.optional(z.int().check(z.minimum(1), z.maximum(500), z.describe('At most this many (default 100).'))),
  offset: z.optional(z.int().check(z.minimum(0), z.maximum(MAX_ID), z.describe('Skip this many first.'))),
});

export const OrderBody = z.object({
  ids: z
    .array(z.int().check(z.minimum(1), z.maximum(MAX_ID)))
    .check(z.maxLength(10000), z.describe('Every id once, in the new order (first first).')),
});

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
