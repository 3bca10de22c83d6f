import fc from 'fast-check';
import { buildRetailerUrl, isRetailerUrl, isValidAsin, tagRetailerUrl } from './retailer-url';

describe('buildRetailerUrl', () => {
  it('builds the product page with the tag', () => {
    expect(buildRetailerUrl('B0C1234567', 'site-20')).toBe('https://www.amazon.com/dp/B0C1234567?tag=site-20');
  });

  it('refuses an invalid ASIN or tag', () => {
    expect(() => buildRetailerUrl('b0c1234567', 'site-20')).toThrow(/ASIN/);
    expect(() => buildRetailerUrl('B0C123', 'site-20')).toThrow(/ASIN/);
    expect(() => buildRetailerUrl('B0C1234567', 'bad tag&x=1')).toThrow(/tag/);
  });

  it('checks ASINs', () => {
    expect(isValidAsin('B0C1234567')).toBe(true);
    expect(isValidAsin('B0C12345678')).toBe(false);
  });
});

describe('isRetailerUrl', () => {
  it.each([
    'https://www.amazon.com/dp/B0C1234567',
    'http://amazon.com/gp/product/B0C1234567',
    'https://smile.amazon.com/dp/B0C1234567',
    'https://www.amazon.co.uk/dp/B0C1234567',
    'https://amazon.com.au/dp/B0C1234567',
    'https://WWW.AMAZON.DE/dp/B0C1234567',
    '//www.amazon.com/dp/B0C1234567',
  ])('accepts %s', (url) => expect(isRetailerUrl(url)).toBe(true));

  it.each([
    'https://amazon.evil.com/dp/B0C1234567',
    'https://notamazon.com/dp/B0C1234567',
    'https://www.amazon.com.evil.net/dp/B0C1234567',
    'https://amzn.to/3abcDEF',
    'ftp://www.amazon.com/dp/B0C1234567',
    'javascript:alert(1)//www.amazon.com',
    '/dp/B0C1234567',
    'not a url',
  ])('rejects %s', (url) => expect(isRetailerUrl(url)).toBe(false));
});

describe('tagRetailerUrl', () => {
  it('adds the tag', () => {
    expect(tagRetailerUrl('https://www.amazon.com/dp/B0C1234567', 't-20')).toBe('https://www.amazon.com/dp/B0C1234567?tag=t-20');
  });

  it('replaces another tag and keeps the other parameters and the fragment', () => {
    expect(tagRetailerUrl('https://www.amazon.com/dp/B0C1234567?tag=someoneelse-20&th=1#reviews', 't-20')).toBe(
      'https://www.amazon.com/dp/B0C1234567?th=1&tag=t-20#reviews',
    );
    expect(tagRetailerUrl('https://www.amazon.com/s?k=bulldog+collar&TAG=x-20&tag=y-20', 't-20')).toBe(
      'https://www.amazon.com/s?k=bulldog+collar&tag=t-20',
    );
  });

  it('leaves other URLs exactly as they were', () => {
    for (const url of ['https://www.akc.org/dog-breeds/bulldog/?tag=x', 'https://amzn.to/3abc', 'mailto:a@b.c', '%%%']) {
      expect(tagRetailerUrl(url, 't-20')).toBe(url);
    }
  });

  const asin = fc.stringMatching(/^[A-Z0-9]{10}$/);
  const tag = fc.stringMatching(/^[a-z0-9]{1,12}-2[0-9]$/);
  const host = fc.constantFrom('www.amazon.com', 'amazon.com', 'smile.amazon.com', 'www.amazon.co.uk', 'amazon.de');
  const query = fc.array(fc.tuple(fc.stringMatching(/^[a-z]{1,6}$/), fc.stringMatching(/^[a-zA-Z0-9]{0,6}$/)), { maxLength: 4 });
  const retailerUrl = fc
    .tuple(host, asin, query, fc.option(fc.stringMatching(/^[a-z]{1,8}$/), { nil: undefined }))
    .map(([h, a, q, hash]) => `https://${h}/dp/${a}${q.length ? `?${q.map(([k, v]) => `${k}=${v}`).join('&')}` : ''}${hash ? `#${hash}` : ''}`);

  it('is idempotent and leaves exactly one tag, ours', () => {
    fc.assert(
      fc.property(retailerUrl, tag, (url, t) => {
        const once = tagRetailerUrl(url, t);
        expect(tagRetailerUrl(once, t)).toBe(once);
        expect(new URL(once).searchParams.getAll('tag')).toEqual([t]);
      }),
    );
  });

  it('re-tags a built URL with the new tag only', () => {
    fc.assert(
      fc.property(asin, tag, tag, (a, t1, t2) => {
        expect(new URL(tagRetailerUrl(buildRetailerUrl(a, t1), t2)).searchParams.getAll('tag')).toEqual([t2]);
      }),
    );
  });

  it('never changes a URL that is not the retailer', () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), tag, (url, t) => {
        fc.pre(!isRetailerUrl(url));
        expect(tagRetailerUrl(url, t)).toBe(url);
      }),
    );
  });
});
