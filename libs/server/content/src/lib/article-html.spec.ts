import { renderArticleHtml } from './article-html';

const T = 'site-20';

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

  it('demotes a stray h1 so the page keeps one', () => {
    expect(renderArticleHtml('<h1>Title</h1>', T)).toBe('<h2>Title</h2>');
  });
});
