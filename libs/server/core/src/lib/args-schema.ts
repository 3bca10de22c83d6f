import type * as z from 'zod/mini';
import { ValidationError } from './errors';

/**
 * The schema a GraphQL argument class names as its static `schema`: the gateway validates the arguments with it
 * before any resolver runs. A class that extends another inherits its schema unless it names its own.
 */
export type ArgsSchema = z.ZodMiniType;

/** The schema of an argument object's class, if it names one. */
export function argsSchemaOf(value: object): ArgsSchema | undefined {
  return (value.constructor as { schema?: ArgsSchema }).schema;
}

/**
 * Checks `value` against `schema`; any problem is BAD_USER_INPUT with the first problem as its message and each
 * invalid field (nested ones as `outer.inner`) named in `fields` with its first problem.
 */
export function assertMatches(schema: ArgsSchema, value: unknown): void {
  const result = schema.safeParse(value);
  if (result.success) return;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || 'input';
    fields[field] ??= issue.message;
  }
  throw new ValidationError(result.error.issues[0]?.message ?? 'Invalid input', fields);
}
