import * as z from 'zod/mini';
import { hasControlCharacters, hasControlCharactersInText } from './plain-text';

/** Every field's first problem, keyed by the field's name (the top of the issue's path): what a form shows. */
export function fieldErrors(schema: z.ZodMiniType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  return result.success ? {} : errorsByField(result.error.issues);
}

/** The first issue of each field, in the order the schema checks them. */
export function errorsByField(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[String(issue.path[0] ?? 'input')] ??= issue.message;
  return errors;
}

/** The description a schema was given with `z.describe`, looked for through optional and nullable wrappers. */
export function descriptionOf(schema: z.core.$ZodType): string | undefined {
  let current: z.core.$ZodType | undefined = schema;
  while (current) {
    const found = z.globalRegistry.get(current)?.description;
    if (found) return found;
    current = (current._zod.def as { innerType?: z.core.$ZodType }).innerType;
  }
  return undefined;
}

/** The rules of one text field, each with the words the form and the API show. */
export interface TextRules {
  max: number;
  tooLong: string;
  /** Absent: the field may be empty. */
  required?: string;
  /** What a value that is not text is told; the required message (or `tooLong`) by default. */
  notText?: string;
  /** Refuse control characters: `line` on a one-line field, `text` where line breaks and tabs are allowed. */
  plain?: { kind: 'line' | 'text'; message: string };
  description: string;
}

/** Trimmed text with a length cap, optionally required and plain: checked in this order, so the first problem is shown. */
export function plainText(rules: TextRules) {
  const refused = rules.notText ?? rules.required ?? rules.tooLong;
  const checks: z.core.$ZodCheck<string>[] = [z.trim()];
  if (rules.required) checks.push(z.minLength(1, rules.required));
  checks.push(z.maxLength(rules.max, rules.tooLong));
  if (rules.plain) {
    const hasControl = rules.plain.kind === 'line' ? hasControlCharacters : hasControlCharactersInText;
    checks.push(z.refine((value: string) => !hasControl(value), rules.plain.message));
  }
  checks.push(z.describe(rules.description));
  return z.string({ error: (issue) => (issue.input === undefined && rules.required ? rules.required : refused) }).check(...checks);
}
