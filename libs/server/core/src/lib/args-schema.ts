import type * as z from 'zod/mini';

/**
 * The schema a GraphQL argument class names as its static `schema`: the gateway validates the arguments with it
 * before any resolver runs. A class that extends another inherits its schema unless it names its own.
 */
export type ArgsSchema = z.ZodMiniType;

/** The schema of an argument object's class, if it names one. */
export function argsSchemaOf(value: object): ArgsSchema | undefined {
  return (value.constructor as { schema?: ArgsSchema }).schema;
}
