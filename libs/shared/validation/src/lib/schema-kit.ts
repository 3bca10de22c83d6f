import * as z from 'zod/mini';

/*
 * The one mechanism for domain input: zod/mini schemas (small in a browser bundle). A schema says each field's type,
 * its rules with our own messages and its description; the admin forms read the messages with fieldErrors, the
 * services refuse with the same words, and the REST adapter publishes the schema itself with jsonSchemaOf.
 */

/** Any zod/mini schema. */
export type Schema = z.ZodMiniType;

/** The problem of each field, by field name: the shape the forms show in place and the REST `fields` body carries. */
export type FieldErrors = Record<string, string>;

/** The words every text field uses, with the field's own label ("Name is required"). */
export const TEXT_MESSAGES = {
  required: (label: string) => `${label} is required`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  oneLine: (label: string) => `${label} must be plain text on one line`,
  list: (label: string, maxItems: number, maxLength: number) =>
    `${label}: at most ${maxItems} entries of 1 to ${maxLength} characters on one line`,
} as const;

/**
 * No tab, line break, NUL or other control character (C0, DEL and C1): what "on one line" means. A pattern rather
 * than a function so that JSON Schema, and so OpenAPI, carries it too.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what it refuses
export const ONE_LINE_PATTERN = /^[^\u0000-\u001f\u007f-\u009f]*$/;
/** At least one character that is not white space. */
const NOT_BLANK = /\S/;

/** Messages that stand for every problem inside a field (a list, a nested object): one sentence says what is wanted. */
const wholeFieldMessages = new WeakMap<Schema, string>();

/** Every problem found inside `schema` is reported as `message` (a field whose parts have no words of their own). */
export function withFieldMessage<T extends Schema>(schema: T, message: string): T {
  wholeFieldMessages.set(schema, message);
  return schema;
}

interface TextOptions {
  /** At most this many characters (the column's width). */
  max: number;
  /** Blank text (white space only) is refused with "<label> is required". */
  required?: boolean;
  /** Line breaks allowed (a body of text, not a name). */
  multiLine?: boolean;
  /** What the field holds, for OpenAPI and GraphQL. */
  description?: string;
  /** Checked and kept without the white space around it (what a visitor types around a name is not part of it). */
  trim?: boolean;
}

/** Text with its label's messages: required (not blank), at most `max` characters, on one line unless `multiLine`. */
export function text(label: string, { max, required = false, multiLine = false, description, trim = false }: TextOptions) {
  return z
    .string()
    .check(
      ...(trim ? [z.trim()] : []),
      ...(description ? [z.describe(description)] : []),
      ...(required ? [z.regex(NOT_BLANK, TEXT_MESSAGES.required(label))] : []),
      z.maxLength(max, TEXT_MESSAGES.tooLong(label, max)),
      ...(multiLine ? [] : [z.regex(ONE_LINE_PATTERN, TEXT_MESSAGES.oneLine(label))]),
    );
}

/** A list of short one-line entries (features, pros...), refused as a whole with one sentence. */
export function textList(
  label: string,
  { maxItems, maxLength, description }: { maxItems: number; maxLength: number; description?: string },
) {
  const message = TEXT_MESSAGES.list(label, maxItems, maxLength);
  const entry = z.string().check(z.regex(NOT_BLANK, message), z.maxLength(maxLength, message), z.regex(ONE_LINE_PATTERN, message));
  return withFieldMessage(z.array(entry).check(z.maxLength(maxItems, message), ...(description ? [z.describe(description)] : [])), message);
}

/** Text that must match `pattern` (a price, a slug, a path), refused with `message`. */
export function patterned(pattern: RegExp, message: string, { max, description }: { max?: number; description?: string } = {}) {
  return z
    .string()
    .check(
      ...(description ? [z.describe(description)] : []),
      ...(max === undefined ? [] : [z.maxLength(max, message)]),
      z.regex(pattern, message),
    );
}

/** The schema with a description, written once for OpenAPI and GraphQL. */
export const described = <T extends Schema>(schema: T, description: string): T =>
  (schema as unknown as { check: (...checks: unknown[]) => T }).check(z.describe(description));

/** The description given to a schema (undefined without one). */
export function descriptionOf(schema: Schema): string | undefined {
  return (z.globalRegistry.get(schema) as { description?: string } | undefined)?.description;
}

/** The description of one field of an object schema, for a GraphQL type's `@Field` (written once, in the schema). */
export const fieldDescription = (schema: Schema, field: string): string | undefined => {
  const property = shapeOf(schema)[field];
  return property && descriptionOf(property);
};

/** The fields of an object schema, by name. */
export function shapeOf(schema: Schema): Record<string, Schema> {
  return (schema as unknown as { def: { shape?: Record<string, Schema> } }).def.shape ?? {};
}

/** Marks a problem the schema has no words for (a wrong type, say), so an adapter can word it its own way. */
const NO_OWN_WORDS = '\u0000';

/** One problem with an input: where, zod's issue, and the schema's own words for it when it has some. */
export interface Problem {
  path: readonly PropertyKey[];
  issue: z.core.$ZodIssue;
  message?: string;
}

/**
 * Parses `input`: its value (unknown keys dropped) or every problem, in the schema's field order. A problem inside
 * a field given a whole-field message carries that message.
 */
export function parseInput<T extends Schema>(
  schema: T,
  input: unknown,
): { success: true; data: z.output<T> } | { success: false; problems: Problem[] } {
  const result = schema.safeParse(input, { error: () => NO_OWN_WORDS });
  if (result.success) return { success: true, data: result.data as z.output<T> };
  const shape = shapeOf(schema);
  const problems = result.error.issues.map((issue): Problem => {
    const field = issue.path.length ? String(issue.path[0]) : undefined;
    const whole = field !== undefined && shape[field] ? wholeFieldMessage(shape[field]) : undefined;
    return { path: issue.path, issue, message: whole ?? (issue.message === NO_OWN_WORDS ? undefined : issue.message) };
  });
  return { success: false, problems };
}

/**
 * The first problem of each field of `input` (empty when it is valid), in the words the schema gives (a problem
 * with the input as a whole under the key ''). What the forms show in place and the services refuse with.
 */
export function fieldErrors(schema: Schema, input: unknown): FieldErrors {
  const result = parseInput(schema, input);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const { path, message } of result.problems) {
    const field = path.length ? String(path[0]) : '';
    if (!(field in errors)) errors[field] = message ?? 'Invalid value';
  }
  return errors;
}

/** The whole-field message of a field, looking through the optional and nullable wrappers around it. */
function wholeFieldMessage(schema: Schema): string | undefined {
  let current: Schema | undefined = schema;
  while (current) {
    const message = wholeFieldMessages.get(current);
    if (message) return message;
    current = (current as unknown as { def: { innerType?: Schema } }).def.innerType;
  }
  return undefined;
}

/** Each schema's JSON Schema, by `io`: converting is the costly part of mounting a route, and every app mounts the same ones. */
const jsonSchemas = new WeakMap<Schema, Partial<Record<'input' | 'output', Record<string, unknown>>>>();

/**
 * The schema as JSON Schema (draft 2020-12, which OpenAPI 3.1 uses) for Fastify and @fastify/swagger: `input` for
 * what a request may send, `output` for an answer. Refinements JSON Schema cannot say stay with the schema. Each call
 * answers a copy of its own (Fastify and its plugins may change what they are given).
 */
export function jsonSchemaOf(schema: Schema, io: 'input' | 'output' = 'input'): Record<string, unknown> {
  const known = jsonSchemas.get(schema) ?? {};
  let json = known[io];
  if (!json) {
    const { $schema: _dialect, ...converted } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<string, unknown>;
    json = converted;
    jsonSchemas.set(schema, { ...known, [io]: json });
  }
  return structuredClone(json);
}
