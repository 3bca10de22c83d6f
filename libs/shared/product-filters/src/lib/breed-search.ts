import type { Breed } from '@bcg/shared/sizing';

/**
 * The words a reader types for a breed, as the site search reads them: "french", "frenchie" and "French bulldog"
 * all mean the French bulldog. Only whole words count, so "americana" names no breed.
 */
const BREED_WORDS: Readonly<Record<string, Breed>> = {
  english: 'english',
  british: 'english',
  french: 'french',
  frenchie: 'french',
  frenchies: 'french',
  frenchy: 'french',
  american: 'american',
};

/** Words that only say "bulldog" once a breed is named ("French bulldog"): every collar here is for bulldogs. */
const BREED_FILLER_WORDS: ReadonlySet<string> = new Set(['bulldog', 'bulldogs', 'bully', 'bullies', 'dog', 'dogs']);

/** Every breed the filter and search know, in the order the pages list them. */
export const BREED_FILTERS: readonly Breed[] = Object.freeze(['english', 'french', 'american'] as const);

/** True when a value (a query parameter) names a breed, in lower case. */
export function isBreedFilter(value: unknown): value is Breed {
  return typeof value === 'string' && (BREED_FILTERS as readonly string[]).includes(value);
}

/** What the breed rules read from a product: the breeds its owner says it suits (empty: not said). */
export interface BreedSuitedProduct {
  breeds: readonly Breed[];
}

/** Whether the owner says a collar suits a breed. */
export function suitsBreed(product: BreedSuitedProduct, breed: Breed): boolean {
  return product.breeds.includes(breed);
}

/**
 * How one word of a search is met by a collar, given its lower-case text: a breed word by a collar the owner says
 * suits that breed or whose text names the breed in any of its words ("frenchie" finds "French bulldogs"); a bare
 * "bulldog" beside a breed word by every collar; any other word by the text containing it.
 */
export function searchWordMatcher(word: string, words: readonly string[]): (product: BreedSuitedProduct, text: string) => boolean {
  const breed = BREED_WORDS[word];
  if (breed) {
    const synonyms = Object.keys(BREED_WORDS).filter((candidate) => BREED_WORDS[candidate] === breed);
    return (product, text) => suitsBreed(product, breed) || synonyms.some((synonym) => text.includes(synonym));
  }
  if (BREED_FILLER_WORDS.has(word) && words.some((other) => BREED_WORDS[other])) return () => true;
  return (_product, text) => text.includes(word);
}
