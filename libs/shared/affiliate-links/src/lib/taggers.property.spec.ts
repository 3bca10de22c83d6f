import fc from 'fast-check';
import { buildRetailerUrl, tagRetailerUrl } from './retailer-url';
import { tagRetailerLinksInHtml } from './tag-html';
import { tagRetailerUrlsInText } from './tag-text';

// The tests' own idea of a retailer host, independent of the implementation's list.
const TLDS = ['com', 'ca', 'co.uk', 'de', 'fr', 'com.au', 'co.jp', 'in'];
const isAmazonHost = (host: string) => /(^|\.)amazon\.(com|ca|co\.uk|de|fr|com\.au|co\.jp|in)\.?$/i.test(host);
const parse = (url: string) => new URL(url.startsWith('//') ? `https:${url}` : url);
/** Whether a browser would take this for a retailer URL; URLs that do not parse ("https://amazon.com|") are not. */
const isRetailer = (url: string) => URL.canParse(url.startsWith('//') ? `https:${url}` : url) && isAmazonHost(parse(url).hostname);
const tagsOf = (url: string) => parse(url).searchParams.getAll('tag');
const otherParams = (url: string) => [...parse(url).searchParams].filter(([key]) => key.toLowerCase() !== 'tag');
const unescape = (html: string) =>
  html.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&gt;/g, '>').replace(/&lt;/g, '<').replace(/&amp;/g, '&');
const escape = (url: string, amp: boolean) => (amp ? url.replace(/&/g, '&amp;') : url).replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const tag = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9-]{0,14}$/);
const asin = fc.stringMatching(/^[A-Z0-9]{10}$/);
const retailerHost = fc.tuple(fc.constantFrom('', 'www.', 'smile.', 'm.', 'WWW.'), fc.constantFrom(...TLDS)).map(([sub, tld]) => `${sub}amazon.${tld}`);
const lookalikeHost = fc.constantFrom('amazon.evil.com', 'notamazon.com', 'www.amazon.com.evil.net', 'amzn.to', 'amazon-deals.com');
const otherHost = fc.oneof(lookalikeHost, fc.domain().filter((host) => !isAmazonHost(host)));
const key = fc.oneof(fc.constantFrom('tag', 'TAG', 't%61g', 'th', 'k', 'psc'), fc.stringMatching(/^[a-z_]{1,6}$/));
const param = fc
  .tuple(key, fc.option(fc.stringMatching(/^[A-Za-z0-9%+._~-]{0,8}$/), { nil: undefined }))
  .map(([k, v]) => (v === undefined ? k : `${k}=${v}`));
const path = fc.oneof(asin.map((a) => `/dp/${a}`), fc.constantFrom('', '/', '/s', '/gp/product/B0C1234567/'));
const fragment = fc.option(fc.stringMatching(/^[a-z0-9-]{0,8}$/), { nil: undefined }).map((f) => (f === undefined ? '' : `#${f}`));
const urlOn = (scheme: fc.Arbitrary<string>, host: fc.Arbitrary<string>) =>
  fc
    .tuple(scheme, host, path, fc.array(param, { maxLength: 4 }), fragment)
    .map(([s, h, p, q, f]) => `${s}${h}${p}${q.length > 0 ? `?${q.join('&')}` : ''}${f}`);
const httpScheme = fc.constantFrom('https://', 'http://', 'HTTPS://');
const retailerUrl = urlOn(fc.constantFrom('https://', 'http://', '//', 'HTTPS://'), retailerHost);
const retailerHttpUrl = urlOn(httpScheme, retailerHost);
const otherUrl = fc.oneof(
  urlOn(httpScheme, otherHost),
  fc.constantFrom('https://evil.com/?u=https://www.amazon.com/', 'https://amzn.to/3abc', 'mailto:a@b.c'),
  fc.webUrl({ withQueryParameters: true, withFragments: true }).filter((url) => !isAmazonHost(new URL(url).hostname)),
);
const noAmazon = fc.string().filter((text) => !/amazon/i.test(text));
const punctuation = fc.constantFrom('', '.', ',', ')', '!', '?', ';', ':');
const words = fc.constantFrom(' ', '\n', 'Buy it: ', '(see ', ' & ', '&amp;', '&lt;', '"', "'", '<', '>', '=');

/** An <a> start tag with a quoted or unquoted href, with and without &amp;, and attributes to be kept or replaced. */
const anchor = (href: fc.Arbitrary<string>) =>
  fc
    .tuple(href, fc.constantFrom('"', "'", ''), fc.boolean(), fc.subarray([' rel="nofollow"', ' target="_self"', ' class="c"', " title='t'", ' download']))
    .map(([url, quote, amp, extra]) => `<a href=${quote}${escape(url, amp)}${quote}${extra.join('')}>link</a>`);
const markup = fc.constantFrom('<p>', '</p>', '<br/>', '<!-- https://www.amazon.com/dp/B0C1234567 -->', '<img src="https://amazon.com/i.jpg">');
// Text between well-formed tags: no "<", quote or "=" that could open a tag or an attribute value.
const htmlWords = fc.constantFrom(' ', '\n', 'Buy it: ', '(see ', ' & ', '&amp;', '&lt;', '>');
const htmlPart = fc.oneof(anchor(retailerUrl), anchor(otherUrl), markup, retailerHttpUrl.map((url) => escape(url, true)), punctuation, htmlWords);
const html = fc.array(htmlPart, { maxLength: 12 }).map((parts) => parts.join(''));
// The same with stray brackets, quotes and arbitrary strings mixed in: malformed markup.
const messyHtml = fc.array(fc.oneof(htmlPart, words, fc.string()), { maxLength: 12 }).map((parts) => parts.join(''));
const text = fc.array(fc.oneof(retailerHttpUrl, otherUrl, punctuation, words, fc.string()), { maxLength: 10 }).map((parts) => parts.join(''));

/** Every http(s) URL in prose (for HTML: tags and comments removed, as a browser shows the text). */
function urlsInText(output: string, isHtml: boolean): string[] {
  const prose = isHtml ? unescape(output.replace(/<!--[\s\S]*?-->|<[^>]*>/g, ' ')) : output;
  return [...prose.matchAll(/https?:\/\/[^\s"'`<>]+/gi)].map((match) => match[0].replace(/[.,;:!?)\]}]+$/, ''));
}

function expectOneTagOnEveryRetailerUrl(urls: string[], t: string) {
  for (const url of urls) if (isRetailer(url)) expect(tagsOf(url)).toEqual([t]);
}

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
    fc.assert(
      fc.property(fc.oneof(html, messyHtml, fc.string(), text), tag, (input, t) => {
        const once = tagRetailerLinksInHtml(input, t);
        expect(tagRetailerLinksInHtml(once, t)).toBe(once);
      }),
      { numRuns: 300 },
    );
  });

  it('give every retailer URL exactly one tag, ours, and keep everything else of it', () => {
    fc.assert(
      fc.property(retailerUrl, tag, (url, t) => {
        const tagged = tagRetailerUrl(url, t);
        expect(tagsOf(tagged)).toEqual([t]);
        expect(otherParams(tagged)).toEqual(otherParams(url));
        expect([parse(tagged).host, parse(tagged).pathname, parse(tagged).hash]).toEqual([parse(url).host, parse(url).pathname, parse(url).hash]);
      }),
    );
    fc.assert(fc.property(text, tag, (input, t) => expectOneTagOnEveryRetailerUrl(urlsInText(tagRetailerUrlsInText(input, t), false), t)));
  });

  it('give every retailer link in HTML one tag, ours, and the sponsored rel', () => {
    fc.assert(
      fc.property(html, tag, (input, t) => {
        const output = tagRetailerLinksInHtml(input, t);
        for (const [, attributes = ''] of output.matchAll(/<a\s([^>]*)>/gi)) {
          const href = /(?:^|\s)href=(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i.exec(attributes);
          const url = unescape(href?.[1] ?? href?.[2] ?? href?.[3] ?? '');
          if (!/^(https?:)?\/\//i.test(url) || !isRetailer(url)) continue;
          expect(tagsOf(url)).toEqual([t]);
          expect(attributes).toContain('rel="sponsored nofollow noopener"');
          expect(attributes).not.toMatch(/rel="nofollow"/);
          expect(attributes).toMatch(/target=/);
        }
        expectOneTagOnEveryRetailerUrl(urlsInText(output, true), t);
      }),
    );
  });

  it('return input without a retailer URL unchanged', () => {
    const parts = fc.array(fc.oneof(otherUrl, noAmazon, punctuation, words, anchor(otherUrl)), { maxLength: 10 }).map((p) => p.join(''));
    fc.assert(
      fc.property(fc.oneof(parts, noAmazon), tag, (input, t) => {
        expect(tagRetailerUrlsInText(input, t)).toBe(input);
        expect(tagRetailerLinksInHtml(input, t)).toBe(input);
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
