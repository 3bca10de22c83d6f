import { RETAILER_LINK_REL } from './retailer-link-rel';
import { asinFromRetailerUrl } from './retailer-asin';
import { AFFILIATE_TAG_PARAM, buildRetailerUrl, isRetailerUrl, isValidAffiliateTag, isValidAsin, tagRetailerUrl } from './retailer-url';

const T = 't-20';

it('exposes the rel and the parameter name', () => {
  expect(RETAILER_LINK_REL).toBe('sponsored nofollow noopener');
  expect(AFFILIATE_TAG_PARAM).toBe('tag');
});

describe('isValidAsin and isValidAffiliateTag', () => {
  it.each(['B0C1234567', '0123456789', 'ABCDEFGHIJ'])('accepts the ASIN %s', (asin) => expect(isValidAsin(asin)).toBe(true));
  it.each(['b0c1234567', 'B0C123456', 'B0C12345678', 'B0C123456-', ' B0C1234567', ''])('rejects the ASIN "%s"', (asin) =>
    expect(isValidAsin(asin)).toBe(false),
  );
  it.each(['mysite-20', 'A', 'a'.repeat(128), 'x-y-z'])('accepts the tag %s', (tag) => expect(isValidAffiliateTag(tag)).toBe(true));
  it.each(['', 'a'.repeat(129), 'my site-20', 'a&b=c', 'tag#x', 'tag.', 'é-20'])('rejects the tag "%s"', (tag) =>
    expect(isValidAffiliateTag(tag)).toBe(false),
  );
});

describe('buildRetailerUrl', () => {
  it('builds the product page with the tag', () => {
    expect(buildRetailerUrl('B0C1234567', 'site-20')).toBe('https://www.amazon.com/dp/B0C1234567?tag=site-20');
  });

  it('throws a clear error on an invalid ASIN or tag', () => {
    expect(() => buildRetailerUrl('b0c1234567', 'site-20')).toThrow('Invalid ASIN "b0c1234567"');
    expect(() => buildRetailerUrl('B0C123', 'site-20')).toThrow(/ASIN/);
    expect(() => buildRetailerUrl('B0C1234567', 'bad tag&x=1')).toThrow('Invalid affiliate tag "bad tag&x=1"');
    expect(() => buildRetailerUrl('B0C1234567', '')).toThrow(/affiliate tag/);
  });
});

describe('isRetailerUrl', () => {
  it.each([
    'https://www.amazon.com/dp/B0C1234567',
    'https://amazon.com',
    'http://amazon.com/gp/product/B0C1234567',
    'https://smile.amazon.com/dp/B0C1234567',
    'https://m.amazon.com/dp/B0C1234567',
    'https://www.amazon.co.uk/dp/B0C1234567',
    'https://amazon.ca/dp/B0C1234567',
    'https://www.amazon.de/dp/B0C1234567',
    'https://amazon.com.au/dp/B0C1234567',
    'https://www.amazon.co.jp/dp/B0C1234567',
    'https://WWW.AMAZON.DE/dp/B0C1234567',
    'HTTPS://www.amazon.com/dp/B0C1234567',
    'https://www.amazon.com./dp/B0C1234567',
    'https://www.amazon.com:443/dp/B0C1234567',
    '//www.amazon.com/dp/B0C1234567',
  ])('accepts %s', (url) => expect(isRetailerUrl(url)).toBe(true));

  it.each([
    'https://amazon.evil.com/dp/B0C1234567',
    'https://notamazon.com/dp/B0C1234567',
    'https://www.amazon.com.evil.net/dp/B0C1234567',
    'https://amazon.co.uk.example.org/',
    'https://amazon-deals.com/',
    'https://www.amazon.com@evil.com/dp/B0C1234567',
    'https://evil.com/?u=https://www.amazon.com/',
    'https://evil.com#@www.amazon.com',
    'https://amzn.to/3abcDEF',
    'ftp://www.amazon.com/dp/B0C1234567',
    'javascript:alert(1)//www.amazon.com',
    ' https://www.amazon.com/dp/B0C1234567',
    '/dp/B0C1234567',
    'www.amazon.com/dp/B0C1234567',
    'https://',
    'not a url',
    '',
  ])('rejects "%s"', (url) => expect(isRetailerUrl(url)).toBe(false));
});

describe('tagRetailerUrl', () => {
  it('adds the tag', () => {
    expect(tagRetailerUrl('https://www.amazon.com/dp/B0C1234567', T)).toBe('https://www.amazon.com/dp/B0C1234567?tag=t-20');
    expect(tagRetailerUrl('https://amazon.co.uk', T)).toBe('https://amazon.co.uk?tag=t-20');
  });

  it('appends after the other parameters, keeping their order and encoding', () => {
    expect(tagRetailerUrl('https://www.amazon.com/s?k=bulldog+collar&i=pets&x=%2F', T)).toBe(
      'https://www.amazon.com/s?k=bulldog+collar&i=pets&x=%2F&tag=t-20',
    );
  });

  it('replaces a different tag, in any spelling, and keeps the fragment', () => {
    expect(tagRetailerUrl('https://www.amazon.com/dp/B0C1234567?tag=someoneelse-20&th=1#reviews', T)).toBe(
      'https://www.amazon.com/dp/B0C1234567?th=1&tag=t-20#reviews',
    );
    expect(tagRetailerUrl('https://www.amazon.com/s?k=collar&TAG=x-20&tag=y-20&t%61g=z-20&tag', T)).toBe(
      'https://www.amazon.com/s?k=collar&tag=t-20',
    );
    expect(tagRetailerUrl('https://www.amazon.com/dp/B0C1234567#x?tag=no', T)).toBe(
      'https://www.amazon.com/dp/B0C1234567?tag=t-20#x?tag=no',
    );
  });

  it('keeps parameters that only look like the tag', () => {
    expect(tagRetailerUrl('https://amazon.com/?tags=a&xtag=b&tag_=c', T)).toBe('https://amazon.com/?tags=a&xtag=b&tag_=c&tag=t-20');
  });

  it('tags country and protocol-relative URLs', () => {
    expect(tagRetailerUrl('https://www.amazon.de/dp/B0C1234567?th=1', T)).toBe('https://www.amazon.de/dp/B0C1234567?th=1&tag=t-20');
    expect(tagRetailerUrl('//smile.amazon.com/dp/B0C1234567', T)).toBe('//smile.amazon.com/dp/B0C1234567?tag=t-20');
  });

  it('is idempotent and leaves a correct tag as it is', () => {
    const tagged = 'https://www.amazon.com/dp/B0C1234567?th=1&tag=t-20#top';
    expect(tagRetailerUrl(tagged, T)).toBe(tagged);
  });

  it('leaves other and unparsable URLs exactly as they were', () => {
    for (const url of [
      'https://www.akc.org/dog-breeds/bulldog/?tag=x',
      'https://amzn.to/3abc',
      'https://amazon.evil.com/dp/B0C1234567?tag=x',
      'mailto:a@b.c',
      '%%%',
      'https://www.amazon.com:99999/',
      '',
    ]) {
      expect(tagRetailerUrl(url, T)).toBe(url);
    }
  });

  it('refuses an invalid tag', () => {
    expect(() => tagRetailerUrl('https://www.amazon.com/', 'a&b')).toThrow(/affiliate tag/);
  });
});

describe('asinFromRetailerUrl', () => {
  it.each([
    ['https://www.amazon.com/dp/B0CX7K2M9Q', 'B0CX7K2M9Q'],
    ['https://www.amazon.com/Ironbark-Collar/dp/b0cx7k2m9q/ref=sr_1_1?keywords=collar', 'B0CX7K2M9Q'],
    ['https://amazon.co.uk/gp/product/B0CX7K2M9Q?th=1', 'B0CX7K2M9Q'],
    ['https://www.amazon.de/gp/aw/d/B0CX7K2M9Q#reviews', 'B0CX7K2M9Q'],
  ])('finds the ASIN in %s', (url, asin) => expect(asinFromRetailerUrl(url)).toBe(asin));

  it.each([
    'https://amazon.com.evil.net/dp/B0CX7K2M9Q',
    'https://amazon.evil.com/dp/B0CX7K2M9Q',
    'https://www.amazon.com/s?k=collar',
    'https://www.amazon.com/dp/B0CX7K2M9',
    'https://amzn.to/3xYz',
    'ftp://amazon.com/dp/B0CX7K2M9Q',
  ])('finds none in %s', (url) => expect(asinFromRetailerUrl(url)).toBeNull());
});
