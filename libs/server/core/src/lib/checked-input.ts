import { fieldErrors } from '@bcg/shared/validation';
import type * as z from 'zod/mini';
import { ValidationError } from './errors';

/**
 * The input as the schema outputs it (trimmed, defaults filled), or a ValidationError whose message is the first
 * field's problem and whose `fields` name each bad field: the words the form showed before sending.
 */
export function checkedInput<S extends z.ZodMiniType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields = fieldErrors(schema, input);
  throw new ValidationError(Object.values(fields)[0] ?? 'Invalid input', fields);
}
