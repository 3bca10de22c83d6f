import { assemblePage, modulePreloadTags, serializeForScript } from './ssr';

const TEMPLATE = '<head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-state--></body>';

describe('assemblePage', () => {
  it('puts head, markup and state in place', () => {
    const page = assemblePage(TEMPLATE, { head: '<title>T</title>', html: '<p>Hi</p>', state: { a: 1 } });
    expect(page).toBe(
      '<head><title>T</title></head><body><div id="root"><p>Hi</p></div><script id="__PAGE_DATA__" type="application/json">{"a":1}</script></body>',
    );
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

describe('modulePreloadTags', () => {
  const manifest = {
    'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_runtime.js'] },
    '_runtime.js': { file: 'assets/runtime-1.js' },
    '_shared.js': { file: 'assets/shared-1.js', imports: ['_runtime.js'] },
    'src/app/pages/collars.ts': { file: 'assets/collars-1.js', imports: ['_shared.js', 'index.html'] },
  };

  it("preloads a page's chunk and its imports, but nothing the entry already loads", () => {
    expect(modulePreloadTags(manifest, ['src/app/pages/collars.ts'])).toBe(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/collars-1.js">' +
        '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/shared-1.js">',
    );
  });

  it('ignores modules the manifest does not know', () => {
    expect(modulePreloadTags(manifest, ['src/app/pages/missing.ts'])).toBe('');
  });
});
