/** How many collars the table compares at once: fewer says nothing, more is unreadable on a phone. */
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;
/** Compare shows the first three products of the catalogue until the reader chooses. */
const COMPARE_COUNT = 3;
/** How many `c` values of a URL are read at all (the rest of a longer list is ignored, not fetched). */
const MAX_REQUESTED = 12;
/** Longer than any slug: what a made-up `c` may be echoed back in the page's note. */
const MAX_SLUG_LENGTH = 120;
/** How many collars the chooser lists (the catalogue order's first, as the GraphQL limit allows). */
export const COMPARE_CHOICES_LIMIT = 100;

/**
 * The default table of / and /compare: the top picks (the first collars a reader can buy now). One object, so both
 * pages share one query result. A reader's own choice is shown whatever its stock, each column saying it.
 */
export const DEFAULT_COMPARE_VARIABLES = { limit: COMPARE_COUNT, buyableOnly: true } as const;

/** What a /compare URL asks for: `?c=slug-a&c=slug-b` (trimmed, each once, in order); empty for the default. */
export function compareRequest(searchParams: URLSearchParams): string[] {
  const slugs = searchParams
    .getAll('c')
    .map((slug) => slug.trim().slice(0, MAX_SLUG_LENGTH))
    .filter(Boolean);
  return [...new Set(slugs)].slice(0, MAX_REQUESTED);
}

/** The variables that load the collars a reader asked for (all that exist; the page keeps the first COMPARE_MAX). */
export const chosenVariables = (requested: readonly string[]) => ({ limit: MAX_REQUESTED, slugs: [...requested] });

/** The URL that compares these collars; /compare itself for none. */
export function comparePath(slugs: readonly string[]): string {
  const params = new URLSearchParams(slugs.map((slug) => ['c', slug]));
  return slugs.length ? `/compare?${params}` : '/compare';
}
