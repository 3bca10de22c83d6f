import fc from 'fast-check';
import { buildRetailerUrl, tagRetailerUrl } from './retailer-url';
import { tagRetailerUrlsInText } from './tag-text';
import {
  anchor,
  asin,
  expectOneTagOnEveryRetailerUrl,
  noAmazon,
  otherParams,
  otherUrl,
  parse,
  punctuation,
  retailerUrl,
  tag,
  tagsOf,
  text,
  urlsInText,
  words,
} from '../testing';

describe('the taggers, for any input', () => {
  it('are idempotent', () => {
    fc.assert(
      fc.property(fc.oneof(retailerUrl, otherUrl, fc.string()), tag, (url, t) => {
        const once = tagRetailerUrl(url, t);
        expect(tagRetailerUrl(once, t)).toBe(once);
      }),
    );
    fc.assert(
      fc.property(fc.oneof(text, fc.string()), tag, (input, t) => {
        const once = tagRetailerUrlsInText(input, t);
        expect(tagRetailerUrlsInText(once, t)).toBe(once);
      }),
    );
  });

  it('give every retailer URL exactly one tag, ours, and keep everything else of it', () => {
    fc.assert(
      fc.property(retailerUrl, tag, (url, t) => {
        const tagged = tagRetailerUrl(url, t);
        expect(tagsOf(tagged)).toEqual([t]);
        expect(otherParams(tagged)).toEqual(otherParams(url));
        expect([parse(tagged).host, parse(tagged).pathname, parse(tagged).hash]).toEqual([
          parse(url).host,
          parse(url).pathname,
          parse(url).hash,
        ]);
      }),
    );
    fc.assert(fc.property(text, tag, (input, t) => expectOneTagOnEveryRetailerUrl(urlsInText(tagRetailerUrlsInText(input, t), false), t)));
  });

  it('return input without a retailer URL unchanged', () => {
    const parts = fc.array(fc.oneof(otherUrl, noAmazon, punctuation, words, anchor(otherUrl)), { maxLength: 10 }).map((p) => p.join(''));
    fc.assert(
      fc.property(fc.oneof(parts, noAmazon), tag, (input, t) => {
        expect(tagRetailerUrlsInText(input, t)).toBe(input);
      }),
    );
    fc.assert(fc.property(fc.oneof(otherUrl, noAmazon), tag, (url, t) => expect(tagRetailerUrl(url, t)).toBe(url)));
  });

  it('re-tag a built URL with the new tag only', () => {
    fc.assert(
      fc.property(asin, tag, tag, (a, t1, t2) => {
        const url = tagRetailerUrl(buildRetailerUrl(a, t1), t2);
        expect(url).toBe(`https://www.amazon.com/dp/${a}?tag=${t2}`);
        expect(tagsOf(url)).toEqual([t2]);
      }),
    );
  });
});
