import { ValidationError } from '@bcg/server/core';
import { jsonSchemaOf, parseInput, type Problem, type Schema } from '@bcg/shared/validation';
import type { FastifySchema, FastifySchemaCompiler } from 'fastify';

/** The site's own words for a body field that is missing or not of its type, where it has some. */
export type FieldMessages = Readonly<Record<string, { missing?: string; invalid?: string }>>;

/** Fastify's names of the request parts a route schema can describe. */
type RequestPart = 'body' | 'params' | 'querystring' | 'headers';

/** The zod schema of each request part of one route. */
export type RequestSchemas = Partial<Record<'body' | 'params' | 'querystring', Schema>>;

/** Decimal digits only: "1e3", "0x10", " 7" and "7.0" are not ids, although Number() would read them as such. */
const DECIMAL_INTEGER = /^(?:0|[1-9]\d{0,15})$/;
/** Enough to name every field of any form here, without walking a hostile body to the end. */
const MAX_REPORTED_PROBLEMS = 10;

type JsonSchema = {
  type?: unknown;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  maxItems?: number;
};

/**
 * Fastify validator compiler of a REST route: the route's zod schemas themselves (refinements and our messages
 * included) with no type coercion of bodies (so `["a@b.co"]` or `123` is never taken for a string, nor `"true"` for a
 * boolean), integer path and query values read as decimal digits, and a refusal that is a ValidationError (400, the
 * usual `{success: false, error, fields}` body) whose message is the schema's own words for the field, or names the
 * part and the field, e.g. "body/status must be one of approved, rejected" or "params/id must be an integer from 1
 * to 2147483647". `messages` swaps in the site's wording for some fields.
 */
export function restValidatorCompiler(schemas: RequestSchemas, messages: FieldMessages = {}): FastifySchemaCompiler<FastifySchema> {
  return ({ httpPart }) => {
    const part = (httpPart ?? 'body') as RequestPart;
    const schema = part === 'headers' ? undefined : schemas[part];
    if (!schema) return (input: unknown) => ({ value: input });
    const json = jsonSchemaOf(schema) as JsonSchema;
    return (input: unknown) => {
      const value = part === 'body' ? input : readText(json, input);
      const parsed = parseInput(schema, value);
      if (parsed.success) return { value: parsed.data };
      // A body that is not an object lacks every required field: say which, rather than only "must be an object".
      const explained = part === 'body' && !isPlainObject(value) ? explain(parseInput(schema, {}), {}, part, json, messages) : [];
      const found = explained.length ? explained : explain(parsed, value, part, json, messages);
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
function readText(json: JsonSchema, input: unknown): unknown {
  if (!json.properties || !isPlainObject(input)) return input;
  const value: Record<string, unknown> = { ...input };
  for (const [key, property] of Object.entries(json.properties)) {
    const text = value[key];
    if (property.type === 'integer' && typeof text === 'string' && DECIMAL_INTEGER.test(text)) value[key] = Number(text);
  }
  return value;
}

/** The first problem of each field, worded for people: the site's message, else the schema's, else a generic one. */
function explain(
  parsed: ReturnType<typeof parseInput>,
  value: unknown,
  part: RequestPart,
  json: JsonSchema,
  messages: FieldMessages,
): { field?: string; message: string }[] {
  if (parsed.success) return [];
  const found: { field?: string; message: string }[] = [];
  const seen = new Set<string>();
  for (const problem of parsed.problems) {
    if (found.length >= MAX_REPORTED_PROBLEMS) break;
    // An unknown field of a body that allows none is a problem of that field.
    const segments =
      problem.issue.code === 'unrecognized_keys' ? [...problem.path, problem.issue.keys[0] ?? ''].map(String) : problem.path.map(String);
    const field = part === 'body' ? segments[0] : undefined;
    // Only the first problem of a field is reported: a missing one is also "not a string", which says nothing new.
    const key = field ?? segments.join('/');
    if (seen.has(key)) continue;
    seen.add(key);
    const missing = problem.issue.code !== 'unrecognized_keys' && valueAt(value, segments) === undefined;
    const own = field !== undefined && segments.length === 1 ? messages[field] : undefined;
    const ownWords = missing ? own?.missing : own?.invalid;
    const where = [part, ...segments].join('/');
    found.push({ field, message: ownWords ?? problem.message ?? `${where} ${expectation(problem, missing, propertyAt(json, segments))}` });
  }
  return found;
}

function valueAt(value: unknown, segments: readonly string[]): unknown {
  let current = value;
  for (const segment of segments) current = isPlainObject(current) || Array.isArray(current) ? (current as never)[segment] : undefined;
  return current;
}

/** The JSON Schema of the field at `segments` (undefined inside arrays and unions, where no short name is given). */
function propertyAt(json: JsonSchema, segments: readonly string[]): JsonSchema | undefined {
  let current: JsonSchema | undefined = json;
  for (const segment of segments) current = current?.properties?.[segment];
  return current;
}

/** What the value should have been, from the field's schema. */
function expectation({ issue }: Problem, missing: boolean, property: JsonSchema | undefined): string {
  if (issue.code === 'unrecognized_keys') return 'is not a field of this body';
  if (missing) return 'is required';
  if (property?.type === 'integer' && property.minimum !== undefined && property.maximum !== undefined)
    return `must be an integer from ${property.minimum} to ${property.maximum}`;
  // Which member of a union the value missed is unknown, so each is described with its limits.
  const member = (property?.anyOf || Array.isArray(property?.type)) && property && describe(property, true);
  if (member) return `must be ${member}`;
  if (issue.code === 'too_big' && issue.origin === 'string') return `must be at most ${issue.maximum} characters`;
  if (issue.code === 'too_small' && issue.origin === 'string') return `must be at least ${issue.minimum} characters`;
  if (issue.code === 'too_big' && issue.origin === 'array') return `must have at most ${issue.maximum} items`;
  const what = property && describe(property, false);
  return what ? `must be ${what}` : 'is not valid';
}

/** "a string", "true or false", "one of approved, rejected", "a string or null"... (undefined when there is no short name). */
function describe(schema: JsonSchema, withLimits: boolean): string | undefined {
  const { anyOf, enum: values, const: constant, type } = schema;
  if (anyOf) {
    const members = anyOf.map((member) => describe(member, withLimits));
    return members.every((member) => member !== undefined) ? members.join(' or ') : undefined;
  }
  if (Array.isArray(type)) {
    const members = type.map((member) => describe({ ...schema, type: member }, withLimits));
    return members.every((member) => member !== undefined) ? members.join(' or ') : undefined;
  }
  if (values) return `one of ${values.map(String).join(', ')}`;
  if (constant !== undefined) return JSON.stringify(constant);
  switch (type) {
    case 'string':
      return withLimits && schema.maxLength !== undefined ? `a string of at most ${schema.maxLength} characters` : 'a string';
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
