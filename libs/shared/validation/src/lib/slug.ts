/** Article slugs and categories: lower-case words joined by hyphens. The one copy of the rule (server and tools). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const MAX_SLUG_LENGTH = 160;
export const SLUG_MESSAGE = 'slug must be lower-case words joined by hyphens';
/** Room left by {@link slugify} for a "-N" suffix that makes a taken slug unique. */
const SUFFIX_ROOM = 10;

/** True when the text can name an article: the pattern, at most {@link MAX_SLUG_LENGTH} characters. */
export function isSlug(value: string): boolean {
  return value.length <= MAX_SLUG_LENGTH && SLUG_PATTERN.test(value);
}

/** Any text as a slug ("Café Collars: Do's" -> "cafe-collars-do-s"); empty when nothing usable is left. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG_LENGTH - SUFFIX_ROOM)
    .replace(/-+$/g, '');
}
