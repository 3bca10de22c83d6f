import { FOOTER_LINKS, HEADER_LINKS, isCurrentSection } from './navigation';

describe('isCurrentSection', () => {
  it('is true when the path equals the link or lies below it', () => {
    expect(isCurrentSection('/blog', '/blog')).toBe(true);
    expect(isCurrentSection('/blog/fit-a-french-bulldog-collar', '/blog')).toBe(true);
  });

  it('is false for other sections and lookalike prefixes', () => {
    expect(isCurrentSection('/compare', '/collars')).toBe(false);
    expect(isCurrentSection('/collars-old', '/collars')).toBe(false);
    expect(isCurrentSection('/', '/collars')).toBe(false);
  });
});

it('lists the navigation in order', () => {
  expect(HEADER_LINKS.map((link) => link.to)).toEqual(['/collars', '/guides', '/blog', '/compare', '/about']);
  expect(FOOTER_LINKS.map((link) => link.to)).toEqual([
    '/collars',
    '/guides',
    '/compare',
    '/about',
    '/contact',
    '/methodology',
    '/breed-guides',
    '/newsletter',
    '/disclosure',
    '/privacy',
    '/terms',
    '/cookie-policy',
  ]);
});
