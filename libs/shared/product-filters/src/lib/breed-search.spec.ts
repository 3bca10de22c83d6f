import type { Breed } from '@bcg/shared/sizing';
import { isBreedFilter, suitsBreed } from './breed-search';
import { searchCollars, type SearchableProduct } from './collar-filters';

const collar = (name: string, breeds: Breed[], description = 'A collar.'): SearchableProduct & { id: string } => ({
  id: name,
  name,
  description,
  features: [],
  breeds,
});

const catalogue = [
  collar('Ironbark Leather', ['english', 'american']),
  collar('CloudRest Padded', ['english', 'french', 'american'], 'Soft padding for sensitive necks.'),
  collar('TrailGuard Martingale', ['french']),
  collar('Parisian Classic', [], 'Made for French bulldogs.'),
  collar('Bravo Tactical', ['american']),
];
const names = (query: string) => searchCollars(catalogue, query).map((product) => product.id);

describe('searchCollars by breed', () => {
  it.each(['french', 'Frenchie', 'French bulldog', 'frenchies', '  FRENCH   BULLDOGS '])(
    '%p finds every collar suited to Frenchies, and the text that names them',
    (query) => expect(names(query)).toEqual(['CloudRest Padded', 'TrailGuard Martingale', 'Parisian Classic']),
  );

  it('keeps the other words of a breed search as text to find', () => {
    expect(names('padded frenchie')).toEqual(['CloudRest Padded']);
    expect(names('frenchie leather')).toEqual([]);
  });

  it('asks for every breed a search names', () => {
    expect(names('english american')).toEqual(['Ironbark Leather', 'CloudRest Padded']);
  });

  it('reads "bulldog" as text when no breed is named', () => {
    expect(names('bulldogs')).toEqual(['Parisian Classic']);
  });

  it('matches breed words whole: a longer word is plain text', () => {
    expect(names('americana')).toEqual([]);
  });

  it('finds a collar whose text names the breed by another word', () => {
    expect(names('british')).toEqual(['Ironbark Leather', 'CloudRest Padded']);
  });
});

describe('suitsBreed and isBreedFilter', () => {
  it('follows the owner’s breeds, and empty suits none', () => {
    expect(suitsBreed(collar('a', ['french']), 'french')).toBe(true);
    expect(suitsBreed(collar('a', []), 'french')).toBe(false);
  });

  it.each(['english', 'french', 'american'])('accepts %s', (value) => expect(isBreedFilter(value)).toBe(true));
  it.each(['French', 'frenchie', '', null, 3])('rejects %p', (value) => expect(isBreedFilter(value)).toBe(false));
});
