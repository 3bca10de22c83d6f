import fc from 'fast-check';
import { tagRetailerLinksInHtml } from './tag-html';

const T = 'site-20';

describe('tagRetailerLinksInHtml', () => {
  it('tags double, single and unquoted hrefs and marks them sponsored in a new tab', () => {
    expect(tagRetailerLinksInHtml('<a href="https://www.amazon.com/dp/B0C1234567">Buy</a>', T)).toBe(
      `<a href="https://www.amazon.com/dp/B0C1234567?tag=${T}" rel="sponsored nofollow noopener" target="_blank">Buy</a>`,
    );
    expect(tagRetailerLinksInHtml("<A HREF='https://amazon.com/dp/B0C1234567' class=\"btn\">x</A>", T)).toBe(
      `<a href="https://amazon.com/dp/B0C1234567?tag=${T}" class="btn" rel="sponsored nofollow noopener" target="_blank">x</A>`,
    );
    expect(tagRetailerLinksInHtml('<a href=https://amazon.com/dp/B0C1234567>x</a>', T)).toContain(`href="https://amazon.com/dp/B0C1234567?tag=${T}"`);
  });

  it('handles &amp; in hrefs and replaces an existing rel and tag', () => {
    expect(
      tagRetailerLinksInHtml('<a rel="nofollow" target="_self" href="https://www.amazon.com/dp/B0C1234567?th=1&amp;tag=other-20">x</a>', T),
    ).toBe(`<a href="https://www.amazon.com/dp/B0C1234567?th=1&amp;tag=${T}" rel="sponsored nofollow noopener" target="_self">x</a>`);
  });

  it('tags retailer URLs written as text, but not in other tags or other links', () => {
    const html =
      '<p>Visit https://www.amazon.com/dp/B0C1234567.</p><img src="https://www.amazon.com/images/x.jpg"><a href="https://www.akc.org/">AKC</a>';
    expect(tagRetailerLinksInHtml(html, T)).toBe(
      `<p>Visit https://www.amazon.com/dp/B0C1234567?tag=${T}.</p><img src="https://www.amazon.com/images/x.jpg"><a href="https://www.akc.org/">AKC</a>`,
    );
  });

  it('survives malformed markup', () => {
    for (const html of ['<a href="https://amazon.com/dp/B0C1234567', '< a', '<p>1 < 2 https://amazon.com/dp/X</p', '<<a>>', '<a href>']) {
      expect(() => tagRetailerLinksInHtml(html, T)).not.toThrow();
    }
  });

  const link = fc.tuple(
    fc.constantFrom('https://www.amazon.com/dp/B0C1234567', 'https://amazon.co.uk/dp/B0C7654321?tag=x-20&amp;th=1', 'https://www.akc.org/x', 'https://amzn.to/1'),
    fc.constantFrom('"', "'", ''),
    fc.constantFrom('', ' rel="nofollow"', ' target="_blank"', ' class="c"'),
  ).map(([href, q, extra]) => `<a href=${q}${href}${q}${extra}>link</a>`);
  const chunk = fc.oneof(link, fc.string(), fc.constantFrom('<p>', '</p>', ' https://www.amazon.com/dp/B0C1234567 ', '<img src="https://amazon.com/i.jpg">'));

  it('is idempotent on generated and arbitrary HTML', () => {
    fc.assert(
      fc.property(fc.array(chunk, { maxLength: 10 }), (parts) => {
        const once = tagRetailerLinksInHtml(parts.join(''), T);
        expect(tagRetailerLinksInHtml(once, T)).toBe(once);
      }),
    );
  });

  it('leaves every retailer href with exactly one tag, ours, and the sponsored rel', () => {
    fc.assert(
      fc.property(fc.array(link, { minLength: 1, maxLength: 6 }), (links) => {
        const out = tagRetailerLinksInHtml(links.join(' '), T);
        for (const match of out.matchAll(/<a href="([^"]*)"([^>]*)>/g)) {
          const href = match[1]!.replace(/&amp;/g, '&');
          if (!/amazon\./.test(href)) continue;
          expect(new URL(href).searchParams.getAll('tag')).toEqual([T]);
          expect(match[2]).toContain('rel="sponsored nofollow noopener"');
        }
      }),
    );
  });

  it('returns HTML without retailer URLs unchanged', () => {
    fc.assert(
      fc.property(fc.string(), (html) => {
        fc.pre(!/amazon\./i.test(html));
        expect(tagRetailerLinksInHtml(html, T)).toBe(html);
      }),
    );
  });
});
