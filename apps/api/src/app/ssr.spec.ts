import { assemblePage, serializeForScript } from './ssr';

const TEMPLATE = '<head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-state--></body>';

describe('assemblePage', () => {
  it('puts head, markup and state in place', () => {
    const page = assemblePage(TEMPLATE, { head: '<title>T</title>', html: '<p>Hi</p>', state: { a: 1 } });
    expect(page).toBe('<head><title>T</title></head><body><div id="root"><p>Hi</p></div><script id="__APOLLO_STATE__" type="application/json">{"a":1}</script></body>');
  });

  it("keeps '$&', \"$'\" and '$$' in page content as written", () => {
    const html = "<p>Save $& now, $' and $$ too</p>";
    expect(assemblePage(TEMPLATE, { head: '', html, state: {} })).toContain(html);
  });
});

describe('serializeForScript', () => {
  it('cannot close the script element or open another', () => {
    const json = serializeForScript({ text: '</script><script>alert(1)</script>', amp: '&', line: '\u2028' });
    expect(json).not.toMatch(/<|>|&|\u2028/);
    expect(JSON.parse(json)).toEqual({ text: '</script><script>alert(1)</script>', amp: '&', line: '\u2028' });
  });
});
