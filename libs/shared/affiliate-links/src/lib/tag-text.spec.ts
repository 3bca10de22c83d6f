import fc from 'fast-check';
import { tagRetailerUrlsInText } from './tag-text';

describe('tagRetailerUrlsInText', () => {
  it('tags retailer URLs in prose and keeps sentence punctuation outside', () => {
    expect(tagRetailerUrlsInText('Buy it at https://www.amazon.com/dp/B0C1234567. Or not.', 't-20')).toBe(
      'Buy it at https://www.amazon.com/dp/B0C1234567?tag=t-20. Or not.',
    );
    expect(tagRetailerUrlsInText('(see https://amazon.com/dp/B0C1234567)', 't-20')).toBe('(see https://amazon.com/dp/B0C1234567?tag=t-20)');
  });

  it('keeps a closing parenthesis that belongs to the URL', () => {
    expect(tagRetailerUrlsInText('https://www.amazon.com/s?k=collar_(large)', 't-20')).toBe('https://www.amazon.com/s?k=collar_(large)&tag=t-20');
  });

  it('leaves other URLs and text alone', () => {
    const text = 'Read https://www.akc.org/dog-breeds/bulldog/ and https://amzn.to/3abc, then measure.';
    expect(tagRetailerUrlsInText(text, 't-20')).toBe(text);
  });

  it('is idempotent on any text', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.string(), fc.constantFrom('https://www.amazon.com/dp/B0C1234567', 'https://amazon.co.uk/x?tag=a-20.', ' ', '.', ')')), { maxLength: 12 }), (parts) => {
        const once = tagRetailerUrlsInText(parts.join(''), 'tag-20');
        expect(tagRetailerUrlsInText(once, 'tag-20')).toBe(once);
      }),
    );
  });

  it('changes nothing in text without a retailer URL', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        fc.pre(!/amazon\./i.test(text));
        expect(tagRetailerUrlsInText(text, 'tag-20')).toBe(text);
      }),
    );
  });
});
