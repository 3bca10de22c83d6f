import { Type, type TSchema } from '@sinclair/typebox';

/*
 * The REST adapter's contract as TypeBox schemas: Fastify validates requests with them, serialises answers with them
 * (fast-json-stringify writes the properties in the order listed here, which is the legacy order) and
 * @fastify/swagger publishes them as /api/openapi.json. A response schema drops any property it does not list, so
 * each lists every field of the legacy shape (spec sections 3 and 7).
 */

/** Ids are `integer` columns: PostgreSQL refuses a larger value outright (an error, not "no row"). */
export const MAX_ID = 2 ** 31 - 1;

/** A value or null, as a JSON Schema type list (fast-json-stringify serialises it directly; OpenAPI 3.1 reads it). */
export const nullable = <T>(type: 'string' | 'integer', options: Record<string, unknown> = {}) =>
  Type.Unsafe<T | null>({ type: [type, 'null'], ...options });

export const dateTime = (description: string) => Type.String({ format: 'date-time', description });

export const optionalText = (description: string) => Type.Optional(Type.String({ description }));

export const optionalNullableText = (description: string) => Type.Optional(Type.Union([Type.String(), Type.Null()], { description }));

export const IdParams = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: MAX_ID, description: 'Numeric id (1 to 2147483647).' }),
});

/**
 * `?limit=&offset=` of a list: a window of it in its usual order. Without them a legacy list answers whole, as its
 * clients expect; an invalid value is a 400 naming the field.
 */
export const PAGE_QUERY = {
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, description: 'At most this many (1 to 500); every one when left out.' })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_ID, description: 'Skip this many first (default 0).' })),
};

export const PageQuery = Type.Object(PAGE_QUERY);

export const AdminPageQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, description: 'At most this many (default 100).' })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_ID, description: 'Skip this many first.' })),
});

export const OrderBody = Type.Object({
  ids: Type.Array(Type.Integer({ minimum: 1, maximum: MAX_ID }), {
    maxItems: 10000,
    description: 'Every id once, in the new order (first first).',
  }),
});

/** The answer of a form that was accepted. */
export const Thanks = Type.Object({ success: Type.Literal(true), message: Type.String() });

export const Done = Type.Object({ success: Type.Literal(true) });

export const Erased = Type.Object({
  success: Type.Literal(true),
  email: Type.String({ description: 'The erased address.' }),
  subscribers: Type.Integer({ description: '1 when the address had signed up, else 0.' }),
  emails: Type.Integer({ description: 'Outbox emails removed (to the address, and notifications of its messages).' }),
  contactMessages: Type.Integer({ description: 'Contact messages from the address removed.' }),
});

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
