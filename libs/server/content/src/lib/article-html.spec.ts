import { readableRetailerLinks, renderArticleHtml, retailerAsinsIn } from './article-html';
import { renderArticleMarkdown } from './article-rules';

const T = 'site-20';
const REL = 'rel="sponsored nofollow noopener"';

describe('renderArticleHtml', () => {
  it('keeps the structure of a real article', () => {
    const html = '<h2>Fit</h2><p>Add <strong>2 inches</strong>.</p><ul><li>One</li></ul><table><tr><th>Age</th><td>Adult</td></tr></table>';
    expect(renderArticleHtml(html, T)).toBe(html);
  });

  it('tags retailer links after sanitising, so the sponsored rel survives', () => {
    expect(renderArticleHtml('<p><a href="https://www.amazon.com/dp/B0CX7K2M9Q?tag=other-20&th=1">Buy</a></p>', T)).toBe(
      `<p><a href="https://www.amazon.com/dp/B0CX7K2M9Q?th=1&amp;tag=${T}" rel="sponsored nofollow noopener" target="_blank">Buy</a></p>`,
    );
  });

  it.each([
    ['a script element', '<p>Hi</p><script>alert(1)</script>', /<script|alert/],
    ['an event handler', '<img src="https://x.example/a.png" onerror="alert(1)">', /onerror|alert/],
    ['a javascript: URL', '<a href="javascript:alert(1)">x</a>', /javascript:/],
    ['a data: URL', '<a href="data:text/html,<script>alert(1)</script>">x</a>', /data:|<script/],
    ['an SVG with script', '<svg><script>alert(1)</script></svg>', /<svg|<script/],
    ['an iframe', '<iframe src="https://evil.example"></iframe>', /<iframe/],
    ['inline styles', '<p style="background:url(javascript:alert(1))">x</p>', /style=|javascript/],
    ['a style element', '<style>body{display:none}</style><p>x</p>', /<style|display/],
    ['malformed markup', '<p><a href="https://x.example" onclick="alert(1)"<b>x</p>', /onclick/],
  ])('removes %s', (_name, input, forbidden) => {
    expect(renderArticleHtml(input, T)).not.toMatch(forbidden);
  });

  it('tags double-quoted, single-quoted and unquoted retailer hrefs, any case, and opens them in a new tab', () => {
    const tagged = `<a href="https://amazon.com/dp/B0C1234567?tag=${T}" ${REL} target="_blank">x</a>`;
    expect(renderArticleHtml('<a href="https://amazon.com/dp/B0C1234567">x</a>', T)).toBe(tagged);
    expect(renderArticleHtml(`<A HREF='https://amazon.com/dp/B0C1234567'>x</A>`, T)).toBe(tagged);
    expect(renderArticleHtml('<a href=https://amazon.com/dp/B0C1234567>x</a>', T)).toBe(tagged);
    expect(renderArticleHtml('<a\nhref = "  https://amazon.com/dp/B0C1234567 "\n>x</a>', T)).toBe(tagged);
  });

  it('decodes &amp; in an href, writes it back escaped, and replaces a foreign tag', () => {
    expect(renderArticleHtml('<a href="https://www.amazon.com/dp/B0C1234567?th=1&amp;tag=other-20&amp;psc=1">x</a>', T)).toBe(
      `<a href="https://www.amazon.com/dp/B0C1234567?th=1&amp;psc=1&amp;tag=${T}" ${REL} target="_blank">x</a>`,
    );
  });

  it('replaces any rel on a retailer link, keeps an explicit target and the allowed attributes', () => {
    expect(
      renderArticleHtml(
        `<a rel="nofollow" REL=ugc target="_self" href="https://www.amazon.com/dp/B0C1234567" title='Buy "it"' data-x>x</a>`,
        T,
      ),
    ).toBe(`<a href="https://www.amazon.com/dp/B0C1234567?tag=${T}" title="Buy &quot;it&quot;" ${REL} target="_self">x</a>`);
  });

  it('tags retailer URLs written as text (with &amp; and around entities), never inside attributes of other tags', () => {
    expect(
      renderArticleHtml(
        '<p>Visit https://www.amazon.com/dp/B0C1234567?th=1&amp;psc=1. Or &lt;https://amazon.co.uk/dp/B0C1234567&gt;</p><img src="https://www.amazon.com/i.jpg" alt="https://amazon.com/">',
        T,
      ),
    ).toBe(
      `<p>Visit https://www.amazon.com/dp/B0C1234567?th=1&amp;psc=1&amp;tag=${T}. Or &lt;https://amazon.co.uk/dp/B0C1234567?tag=${T}&gt;</p><img src="https://www.amazon.com/i.jpg" alt="https://amazon.com/" />`,
    );
  });

  it('leaves other links, short links, look-alike hosts and href-less anchors alone', () => {
    const html =
      '<p><a href="https://www.akc.org/?tag=x" rel="me">AKC</a><a href="https://amzn.to/1">s</a><a href="https://amazon.com.evil.net/dp/B0C1234567">e</a><a>x</a></p>';
    expect(renderArticleHtml(html, T)).toBe(html);
  });

  it('uses the first of duplicate hrefs, as browsers do', () => {
    expect(renderArticleHtml('<a href="https://example.com/" href="https://amazon.com/">x</a>', T)).toBe(
      '<a href="https://example.com/">x</a>',
    );
  });

  it('still refuses a dangerous scheme that mentions the retailer', () => {
    expect(renderArticleHtml('<a href="javascript:alert(1)//https://amazon.com/">x</a>', T)).toBe('<a>x</a>');
  });

  it('refuses an invalid affiliate tag', () => {
    expect(() => renderArticleHtml('<p><a href="https://amazon.com/">x</a></p>', 'a"b')).toThrow(/affiliate tag/);
  });

  it('demotes a stray h1 so the page keeps one', () => {
    expect(renderArticleHtml('<h1>Title</h1>', T)).toBe('<h2>Title</h2>');
  });
});

describe('readableRetailerLinks', () => {
  const TAG = 'testtag-20';
  const names = new Map([['B0CATALOG1', 'Ruffwear Front Range Collar']]);
  const read = (html: string) => readableRetailerLinks(renderArticleHtml(html, TAG), TAG, names);
  /** The words a reader sees: the body without its tags. */
  const visible = (html: string) => html.replace(/<[^>]*>/g, '');

  it('names a catalogue product where its bare address was the words of a link; the tag stays in the href', () => {
    const html = read('<p><a href="https://www.amazon.com/dp/B0CATALOG1">https://www.amazon.com/dp/B0CATALOG1</a></p>');
    expect(html).toBe(
      '<p><a href="https://www.amazon.com/dp/B0CATALOG1?tag=testtag-20" rel="sponsored nofollow noopener" target="_blank">Ruffwear Front Range Collar</a></p>',
    );
  });

  it('links a bare address in prose with readable words, "View on Amazon" for a product the catalogue lacks', () => {
    const html = read('<p>Ours came from https://www.amazon.com/dp/B0UNKNOWN1?tag=someone-20. Also https://example.com/x.</p>');
    expect(html).toBe(
      '<p>Ours came from <a href="https://www.amazon.com/dp/B0UNKNOWN1?tag=testtag-20" rel="sponsored nofollow noopener" target="_blank">View on Amazon</a>. Also https://example.com/x.</p>',
    );
    expect(visible(html)).not.toContain('tag=');
  });

  it('reads Markdown the way the editor stores it: an auto-linked address and an address in prose alike', () => {
    const html = readableRetailerLinks(
      renderArticleMarkdown('Buy <https://amazon.com/dp/B0CATALOG1> or https://www.amazon.com/gp/product/B0CATALOG1?th=1&psc=1', TAG),
      TAG,
      names,
    );
    expect(visible(html)).toBe('Buy Ruffwear Front Range Collar or Ruffwear Front Range Collar\n');
    expect(html).toContain('href="https://www.amazon.com/gp/product/B0CATALOG1?th=1&amp;psc=1&amp;tag=testtag-20"');
  });

  it('keeps link words that are not an address, other links and code as written, and is idempotent', () => {
    const body =
      '<p><a href="https://amazon.com/dp/B0CATALOG1">the collar we tested</a> <a href="https://example.com/">https://example.com/</a></p><pre><code>curl https://example.com/api</code></pre>';
    const once = read(body);
    expect(visible(once)).toBe('the collar we tested https://example.com/curl https://example.com/api');
    expect(readableRetailerLinks(renderArticleHtml(once, TAG), TAG, names)).toBe(once);
  });

  it('lists the ASINs of bare addresses, for one lookup of their names', () => {
    expect(
      retailerAsinsIn(
        renderArticleHtml(
          '<p>https://amazon.com/dp/b0catalog1 and <a href="https://amazon.com/dp/B0X">https://amazon.co.uk/dp/B0UNKNOWN1</a></p>',
          TAG,
        ),
      ),
    ).toEqual(['B0CATALOG1', 'B0UNKNOWN1']);
  });
});
