/**
 * fast-check arbitraries and oracles for retailer links, shared by the property tests of this lib (URLs and text)
 * and of the article sanitiser (libs/server/content), which tags links in HTML. Test code only: never imported by
 * production code (the lib's production entry point is src/index.ts).
 */
import fc from 'fast-check';

// The tests' own idea of a retailer host, independent of the implementation's list.
const TLDS = ['com', 'ca', 'co.uk', 'de', 'fr', 'com.au', 'co.jp', 'in'];
const isAmazonHost = (host: string) => /(^|\.)amazon\.(com|ca|co\.uk|de|fr|com\.au|co\.jp|in)\.?$/i.test(host);
export const parse = (url: string) => new URL(url.startsWith('//') ? `https:${url}` : url);
/** Whether a browser would take this for a retailer URL; URLs that do not parse ("https://amazon.com|") are not. */
export const isRetailer = (url: string) => URL.canParse(url.startsWith('//') ? `https:${url}` : url) && isAmazonHost(parse(url).hostname);
export const tagsOf = (url: string) => parse(url).searchParams.getAll('tag');
export const otherParams = (url: string) => [...parse(url).searchParams].filter(([key]) => key.toLowerCase() !== 'tag');
export const unescape = (html: string) =>
  html
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&gt;/g, '>')
    .replace(/&lt;/g, '<')
    .replace(/&amp;/g, '&');
const escape = (url: string, amp: boolean) => (amp ? url.replace(/&/g, '&amp;') : url).replace(/"/g, '&quot;').replace(/'/g, '&#39;');

export const tag = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9-]{0,14}$/);
export const asin = fc.stringMatching(/^[A-Z0-9]{10}$/);
const retailerHost = fc
  .tuple(fc.constantFrom('', 'www.', 'smile.', 'm.', 'WWW.'), fc.constantFrom(...TLDS))
  .map(([sub, tld]) => `${sub}amazon.${tld}`);
const lookalikeHost = fc.constantFrom('amazon.evil.com', 'notamazon.com', 'www.amazon.com.evil.net', 'amzn.to', 'amazon-deals.com');
const otherHost = fc.oneof(
  lookalikeHost,
  fc.domain().filter((host) => !isAmazonHost(host)),
);
const key = fc.oneof(fc.constantFrom('tag', 'TAG', 't%61g', 'th', 'k', 'psc'), fc.stringMatching(/^[a-z_]{1,6}$/));
const param = fc
  .tuple(key, fc.option(fc.stringMatching(/^[A-Za-z0-9%+._~-]{0,8}$/), { nil: undefined }))
  .map(([k, v]) => (v === undefined ? k : `${k}=${v}`));
const path = fc.oneof(
  asin.map((a) => `/dp/${a}`),
  fc.constantFrom('', '/', '/s', '/gp/product/B0C1234567/'),
);
const fragment = fc.option(fc.stringMatching(/^[a-z0-9-]{0,8}$/), { nil: undefined }).map((f) => (f === undefined ? '' : `#${f}`));
const urlOn = (scheme: fc.Arbitrary<string>, host: fc.Arbitrary<string>) =>
  fc
    .tuple(scheme, host, path, fc.array(param, { maxLength: 4 }), fragment)
    .map(([s, h, p, q, f]) => `${s}${h}${p}${q.length > 0 ? `?${q.join('&')}` : ''}${f}`);
const httpScheme = fc.constantFrom('https://', 'http://', 'HTTPS://');
export const retailerUrl = urlOn(fc.constantFrom('https://', 'http://', '//', 'HTTPS://'), retailerHost);
const retailerHttpUrl = urlOn(httpScheme, retailerHost);
export const otherUrl = fc.oneof(
  urlOn(httpScheme, otherHost),
  fc.constantFrom('https://evil.com/?u=https://www.amazon.com/', 'https://amzn.to/3abc', 'mailto:a@b.c'),
  fc.webUrl({ withQueryParameters: true, withFragments: true }).filter((url) => !isAmazonHost(new URL(url).hostname)),
);
export const noAmazon = fc.string().filter((text) => !/amazon/i.test(text));
export const punctuation = fc.constantFrom('', '.', ',', ')', '!', '?', ';', ':');
export const words = fc.constantFrom(' ', '\n', 'Buy it: ', '(see ', ' & ', '&amp;', '&lt;', '"', "'", '<', '>', '=');

/** An <a> start tag with a quoted or unquoted href, with and without &amp;, and attributes to be kept or replaced. */
export const anchor = (href: fc.Arbitrary<string>) =>
  fc
    .tuple(
      href,
      fc.constantFrom('"', "'", ''),
      fc.boolean(),
      fc.subarray([' rel="nofollow"', ' target="_self"', ' class="c"', " title='t'", ' download']),
    )
    .map(([url, quote, amp, extra]) => `<a href=${quote}${escape(url, amp)}${quote}${extra.join('')}>link</a>`);
const markup = fc.constantFrom(
  '<p>',
  '</p>',
  '<br/>',
  '<!-- https://www.amazon.com/dp/B0C1234567 -->',
  '<img src="https://amazon.com/i.jpg">',
);
// Text between well-formed tags: no "<", quote or "=" that could open a tag or an attribute value.
const htmlWords = fc.constantFrom(' ', '\n', 'Buy it: ', '(see ', ' & ', '&amp;', '&lt;', '>');
const htmlPart = fc.oneof(
  anchor(retailerUrl),
  anchor(otherUrl),
  markup,
  retailerHttpUrl.map((url) => escape(url, true)),
  punctuation,
  htmlWords,
);
export const html = fc.array(htmlPart, { maxLength: 12 }).map((parts) => parts.join(''));
// The same with stray brackets, quotes and arbitrary strings mixed in: malformed markup.
export const messyHtml = fc.array(fc.oneof(htmlPart, words, fc.string()), { maxLength: 12 }).map((parts) => parts.join(''));
export const text = fc
  .array(fc.oneof(retailerHttpUrl, otherUrl, punctuation, words, fc.string()), { maxLength: 10 })
  .map((parts) => parts.join(''));

/** Every http(s) URL in prose (for HTML: tags and comments removed, as a browser shows the text). */
export function urlsInText(output: string, isHtml: boolean): string[] {
  const prose = isHtml ? unescape(output.replace(/<!--[\s\S]*?-->|<[^>]*>/g, ' ')) : output;
  return [...prose.matchAll(/https?:\/\/[^\s"'`<>]+/gi)].map((match) => match[0].replace(/[.,;:!?)\]}]+$/, ''));
}

export function expectOneTagOnEveryRetailerUrl(urls: string[], t: string) {
  for (const url of urls) if (isRetailer(url)) expect(tagsOf(url)).toEqual([t]);
}
