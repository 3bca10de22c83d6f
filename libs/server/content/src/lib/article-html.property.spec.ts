import {
  anchor,
  expectOneTagOnEveryRetailerUrl,
  html,
  isRetailer,
  messyHtml,
  noAmazon,
  otherUrl,
  punctuation,
  tag,
  tagsOf,
  text,
  unescape,
  urlsInText,
  words,
} from '@bcg/shared/affiliate-links/testing';
import fc from 'fast-check';
import { renderArticleHtml, sanitizeArticleHtml } from './article-html';

// The properties the hand-written HTML tagger was held to, now held by the tagging inside the sanitiser's pass.
describe('renderArticleHtml, for any input', () => {
  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.oneof(html, messyHtml, fc.string(), text), tag, (input, t) => {
        const once = renderArticleHtml(input, t);
        expect(renderArticleHtml(once, t)).toBe(once);
      }),
      { numRuns: 300 },
    );
  });

  it('give every retailer link in HTML one tag, ours, and the sponsored rel', () => {
    fc.assert(
      fc.property(html, tag, (input, t) => {
        const output = renderArticleHtml(input, t);
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

  it('changes nothing but what sanitising changes when there is no retailer URL', () => {
    const parts = fc.array(fc.oneof(otherUrl, noAmazon, punctuation, words, anchor(otherUrl)), { maxLength: 10 }).map((p) => p.join(''));
    fc.assert(
      fc.property(fc.oneof(parts, noAmazon), tag, (input, t) => expect(renderArticleHtml(input, t)).toBe(sanitizeArticleHtml(input))),
    );
  });
});
