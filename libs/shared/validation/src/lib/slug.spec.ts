import fc from 'fast-check';
import { isSlug, MAX_SLUG_LENGTH, slugify } from './slug';

describe('isSlug', () => {
  it.each(['collars', 'best-bulldog-collars-2026', 'a'.repeat(MAX_SLUG_LENGTH)])('accepts %s', (slug) => expect(isSlug(slug)).toBe(true));
  it.each(['', 'Collars', 'two--hyphens', '-leading', 'trailing-', 'with space', 'x%0a', 'a'.repeat(MAX_SLUG_LENGTH + 1)])(
    'refuses "%s"',
    (slug) => expect(isSlug(slug)).toBe(false),
  );
});

describe('slugify', () => {
  it('turns a title into lower-case words joined by hyphens, accents dropped', () => {
    expect(slugify('  Café Collars: Do’s & Don’ts!  ')).toBe('cafe-collars-do-s-don-ts');
  });

  it('gives a slug, or nothing, for any text, with room for a "-N" suffix', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (text) => {
        const slug = slugify(text);
        if (slug !== '') expect(isSlug(slug)).toBe(true);
        expect(isSlug(`${slug}-999`) || slug === '').toBe(true);
      }),
    );
  });
});
