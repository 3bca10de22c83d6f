import { ValidationError } from '@bcg/server/core';
import type { TSchema } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { ValueErrorType, type ValueError } from '@sinclair/typebox/errors';
import type { FastifySchema, FastifySchemaCompiler } from 'fastify';

/** The spec's own words for a body field that is missing or not of its type, where the spec has some. */
export type FieldMessages = Readonly<Record<string, { missing?: string; invalid?: string }>>;

/** Fastify's names of the request parts a route schema can describe. */
type RequestPart = 'body' | 'params' | 'querystring' | 'headers';

/** Decimal digits only: "1e3", "0x10", " 7" and "7.0" are not ids, although Number() would read them as such. */
const DECIMAL_INTEGER = /^(?:0|[1-9]\d{0,15})$/;
/** Enough to name every field of any form here, without walking a hostile body to the end. */
const MAX_REPORTED_PROBLEMS = 10;

type Problem = { field?: string; message: string };

/**
 * Fastify validator compiler of the REST routes: TypeBox's compiled checks with no type coercion of bodies (so
 * `["a@b.co"]` or `123` is never taken for a string, nor `"true"` for a boolean), integer path and query values read
 * as decimal digits, and a refusal that is a ValidationError (400, the usual `{success: false, error, fields}` body)
 * whose message names the part and the field, e.g. "body/status must be one of approved, rejected" or
 * "params/id must be an integer from 1 to 2147483647". `messages` swaps in the spec's wording for some fields.
 */
export function restValidatorCompiler(messages: FieldMessages = {}): FastifySchemaCompiler<FastifySchema> {
  return ({ schema: routePart, httpPart }) => {
    const part = (httpPart ?? 'body') as RequestPart;
    // Every part of a REST route schema is a TypeBox schema (the *-schemas.ts files).
    const schema = routePart as TSchema;
    const check = TypeCompiler.Compile(schema);
    return (input: unknown) => {
      const value = part === 'body' ? input : readText(schema, input);
      if (check.Check(value)) return { value };
      // A body that is not an object lacks every required field: say which, rather than only "must be an object".
      const explained = part === 'body' && !isPlainObject(value) ? problems(check.Errors({}), part, messages) : [];
      const found = explained.length ? explained : problems(check.Errors(value), part, messages);
      const fields = Object.fromEntries(
        found.filter((problem) => problem.field !== undefined).map((problem) => [problem.field, problem.message]),
      );
      const first = found[0]?.message ?? `${part} is not valid`;
      return { error: new ValidationError(first, part === 'body' && Object.keys(fields).length ? fields : undefined) };
    };
  };
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Path parameters and query values arrive as text; the integer ones are converted when they are plain decimal digits. */
function readText(schema: TSchema, input: unknown): unknown {
  const properties = (schema as { properties?: Record<string, TSchema> }).properties;
  if (!properties || !isPlainObject(input)) return input;
  const value: Record<string, unknown> = { ...input };
  for (const [key, property] of Object.entries(properties)) {
    const text = value[key];
    if (property['type'] === 'integer' && typeof text === 'string' && DECIMAL_INTEGER.test(text)) value[key] = Number(text);
  }
  return value;
}

/** The first problem of each path, worded for people; a field's spec message replaces the generic one. */
function problems(errors: Iterable<ValueError>, part: RequestPart, messages: FieldMessages): Problem[] {
  const found: Problem[] = [];
  const seen = new Set<string>();
  for (const error of errors) {
    if (found.length >= MAX_REPORTED_PROBLEMS) break;
    const segments = error.path
      .split('/')
      .slice(1)
      .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
    const field = part === 'body' ? segments[0] : undefined;
    // Only the first problem of a field is reported: a missing one is also "not a string", which says nothing new.
    const key = field ?? error.path;
    if (seen.has(key)) continue;
    seen.add(key);
    const own = field !== undefined && segments.length === 1 ? messages[field] : undefined;
    const spec = error.type === ValueErrorType.ObjectRequiredProperty ? own?.missing : own?.invalid;
    found.push({ field, message: spec ?? `${[part, ...segments].join('/')} ${expectation(error)}` });
  }
  return found;
}

/** What the value should have been, from the failing schema. */
function expectation({ type, schema, message }: ValueError): string {
  const limits = schema as { minimum?: number; maximum?: number; minLength?: number; maxLength?: number };
  switch (type) {
    case ValueErrorType.ObjectRequiredProperty:
      return 'is required';
    case ValueErrorType.Integer:
    case ValueErrorType.IntegerMinimum:
    case ValueErrorType.IntegerMaximum:
      return limits.minimum !== undefined && limits.maximum !== undefined
        ? `must be an integer from ${limits.minimum} to ${limits.maximum}`
        : 'must be an integer';
    case ValueErrorType.StringMaxLength:
      return `must be at most ${limits.maxLength} characters`;
    case ValueErrorType.StringMinLength:
      return `must be at least ${limits.minLength} characters`;
    case ValueErrorType.Union: {
      // Which member the value missed is unknown, so each is described with its limits.
      const what = describe(schema, true);
      return what ? `must be ${what}` : `is not valid (${message})`;
    }
    default: {
      const what = describe(schema, false);
      return what ? `must be ${what}` : `is not valid (${message})`;
    }
  }
}

/** "a string", "true or false", "one of approved, rejected", "a string or null"... (undefined when there is no short name). */
function describe(schema: TSchema, withLimits: boolean): string | undefined {
  const { anyOf, const: constant, type } = schema as { anyOf?: TSchema[]; const?: unknown; type?: unknown };
  if (anyOf) {
    if (anyOf.every((member) => member['const'] !== undefined))
      return `one of ${anyOf.map((member) => String(member['const'])).join(', ')}`;
    const members = anyOf.map((member) => describe(member, withLimits));
    return members.every((member) => member !== undefined) ? members.join(' or ') : undefined;
  }
  if (constant !== undefined) return JSON.stringify(constant);
  switch (type) {
    case 'string': {
      const { maxLength } = schema as { maxLength?: number };
      return withLimits && maxLength !== undefined ? `a string of at most ${maxLength} characters` : 'a string';
    }
    case 'boolean':
      return 'true or false';
    case 'integer':
      return 'an integer';
    case 'number':
      return 'a number';
    case 'object':
      return 'a JSON object';
    case 'array':
      return 'an array';
    case 'null':
      return 'null';
    default:
      return undefined;
  }
}
