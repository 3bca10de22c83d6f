import { tagRetailerLinksInHtml } from './tag-html';

const T = 'site-20';
const REL = 'rel="sponsored nofollow noopener"';
const tag = (html: string) => tagRetailerLinksInHtml(html, T);

describe('tagRetailerLinksInHtml', () => {
  it('tags double-quoted, single-quoted and unquoted hrefs, any case, and opens them in a new tab', () => {
    expect(tag('<a href="https://www.amazon.com/dp/B0C1234567">Buy</a>')).toBe(
      `<a href="https://www.amazon.com/dp/B0C1234567?tag=${T}" ${REL} target="_blank">Buy</a>`,
    );
    expect(tag(`<A HREF='https://amazon.com/dp/B0C1234567' class="btn">x</A>`)).toBe(
      `<A href="https://amazon.com/dp/B0C1234567?tag=${T}" class="btn" ${REL} target="_blank">x</A>`,
    );
    expect(tag('<a href=https://amazon.com/dp/B0C1234567>x</a>')).toBe(
      `<a href="https://amazon.com/dp/B0C1234567?tag=${T}" ${REL} target="_blank">x</a>`,
    );
    expect(tag('<a\nhref = "https://amazon.ca/dp/B0C1234567"\n>x</a>')).toBe(
      `<a href="https://amazon.ca/dp/B0C1234567?tag=${T}" ${REL} target="_blank">x</a>`,
    );
  });

  it('decodes &amp; before parsing, writes & back as &amp;, and replaces an existing tag', () => {
    expect(tag('<a href="https://www.amazon.com/dp/B0C1234567?th=1&amp;tag=other-20&amp;psc=1">x</a>')).toBe(
      `<a href="https://www.amazon.com/dp/B0C1234567?th=1&amp;psc=1&amp;tag=${T}" ${REL} target="_blank">x</a>`,
    );
    expect(tag('<a href="https://www.amazon.com/s?k=a&#38;tag=x-20">x</a>')).toBe(
      `<a href="https://www.amazon.com/s?k=a&amp;tag=${T}" ${REL} target="_blank">x</a>`,
    );
  });

  it('replaces any rel, keeps an explicit target and the other attributes', () => {
    expect(tag('<a rel="nofollow" REL=ugc target="_self" href="https://www.amazon.com/dp/B0C1234567" title=\'Buy "it"\' data-x>x</a>')).toBe(
      `<a href="https://www.amazon.com/dp/B0C1234567?tag=${T}" title='Buy "it"' data-x ${REL} target="_self">x</a>`,
    );
  });

  it('tags retailer URLs written as text, but not in other tags, comments or scripts', () => {
    const html =
      '<p>Visit https://www.amazon.com/dp/B0C1234567.</p><img src="https://www.amazon.com/images/x.jpg" alt="https://amazon.com/">' +
      '<!-- https://amazon.com/dp/B0C1234567 --><script>var u = "https://amazon.com/x";</script>';
    expect(tag(html)).toBe(html.replace('B0C1234567.', `B0C1234567?tag=${T}.`));
  });

  it('leaves other links, short links, lookalikes and href-less anchors untouched', () => {
    const html =
      '<a href="https://www.akc.org/?tag=x" rel="me">AKC</a><a href="https://amzn.to/1">s</a><a href="https://amazon.evil.com/">e</a>' +
      '<a name="top"></a><a href>x</a><a href="/dp/B0C1234567">rel</a><area href="https://amazon.com/">';
    expect(tag(html)).toBe(html);
  });

  it('uses the first of duplicate hrefs, as browsers do', () => {
    const html = '<a href="https://example.com/" href="https://amazon.com/">x</a>';
    expect(tag(html)).toBe(html);
    expect(tag('<a href="https://amazon.com/" href="https://example.com/">x</a>')).toBe(
      `<a href="https://amazon.com/?tag=${T}" ${REL} target="_blank">x</a>`,
    );
  });

  it('keeps ">" inside quoted attribute values and a self-closing slash', () => {
    expect(tag('<a title="a > b" href="https://amazon.com/dp/B0C1234567"/>')).toBe(
      `<a href="https://amazon.com/dp/B0C1234567?tag=${T}" title="a > b" ${REL} target="_blank" />`,
    );
  });

  it.each([
    '<a href="https://amazon.com/dp/B0C1234567',
    '<a href=\'https://amazon.com/dp/B0C1234567>x</a>',
    '< a',
    '<',
    '<<a>>',
    '<a href>',
    '<a =x href=https://amazon.com/>',
    '</a href="https://amazon.com/">',
    '<!-- unclosed https://amazon.com/',
    '<p>1 < 2 https://amazon.com/dp/B0C1234567</p',
    '<script>https://amazon.com/',
    '<a href="&#xFFFFFFF;&#0;&bogus;">',
  ])('never throws and stays idempotent on malformed markup: %s', (html) => {
    const once = tag(html);
    expect(tag(once)).toBe(once);
  });

  it('does not tag inside a tag cut off by the end of the input', () => {
    expect(tag('<a href="https://amazon.com/dp/B0C1234567')).toBe('<a href="https://amazon.com/dp/B0C1234567');
    expect(tag('<p>1 < 2 https://amazon.com/dp/B0C1234567</p')).toBe(`<p>1 < 2 https://amazon.com/dp/B0C1234567?tag=${T}</p`);
  });

  it('refuses an invalid tag', () => {
    expect(() => tagRetailerLinksInHtml('<p>x</p>', 'a"b')).toThrow(/affiliate tag/);
  });
});
