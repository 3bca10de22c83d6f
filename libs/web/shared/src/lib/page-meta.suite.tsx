import { renderHeadTags } from './head-tags';
import { documentTitle, fullTitle } from './page-meta';

describe('renderHeadTags', () => {
  it('writes the title, description, robots and an absolute canonical', () => {
    const head = renderHeadTags(
      { meta: { title: 'Compare', description: 'Side by side.', path: '/compare' } },
      'https://bulldogcollar.guide',
    );
    expect(head).toContain('<title>Compare | Bulldog Collar Guide</title>');
    expect(head).toContain('<meta name="description" content="Side by side.">');
    expect(head).toContain('content="index, follow, max-snippet:-1, max-image-preview:large, max-video-preview:-1"');
    expect(head).toContain('<link rel="canonical" href="https://bulldogcollar.guide/compare">');
  });

  it('escapes text so data can never break out of the head', () => {
    const head = renderHeadTags({ meta: { title: '</title><script>x()</script>', description: '"><b>', path: '/' } }, 'http://x');
    expect(head).not.toContain('<script>');
    expect(head).toContain('&lt;/title&gt;&lt;script&gt;');
    expect(head).toContain('content="&quot;&gt;&lt;b&gt;"');
  });

  it('asks search engines not to index error pages and gives them no canonical', () => {
    const head = renderHeadTags({ meta: { title: 'Page Not Found', description: 'Missing.', noindex: true } }, 'http://x');
    expect(head).toContain('<meta name="robots" content="noindex, follow">');
    expect(head).not.toContain('canonical');
  });

  it('writes Open Graph, Twitter card and article times for posts', () => {
    const head = renderHeadTags(
      {
        meta: {
          title: 'Sizing',
          description: 'How to measure.',
          path: '/blog/sizing',
          articleType: 'article',
          publishedTime: '2025-01-20T14:00:00.000Z',
          modifiedTime: '2025-02-01T00:00:00.000Z',
          author: 'Megan Alvarez',
          keywords: ['bulldog collar size', 'neck'],
        },
      },
      'https://x.example',
    );
    for (const tag of [
      '<meta property="og:type" content="article">',
      '<meta property="og:locale" content="en_US">',
      '<meta property="og:image" content="https://x.example/og/bulldog-collar-guide.jpg">',
      '<meta property="og:image:width" content="1200">',
      '<meta property="og:image:height" content="630">',
      '<meta property="og:url" content="https://x.example/blog/sizing">',
      '<meta property="article:section" content="Pet Care">',
      '<meta property="article:published_time" content="2025-01-20T14:00:00.000Z">',
      '<meta property="article:modified_time" content="2025-02-01T00:00:00.000Z">',
      '<meta name="twitter:card" content="summary_large_image">',
      '<meta name="keywords" content="bulldog collar size, neck">',
    ]) {
      expect(head).toContain(tag);
    }
  });

  it('writes JSON-LD from the page and from regions, escaped for a script element', () => {
    const schemas = new Map([['list', () => ({ '@type': 'ItemList', name: '</script><b>' })]]);
    const head = renderHeadTags(
      { meta: { title: 'T', description: 'D', schemaMarkup: () => [{ '@type': 'WebSite' }] }, schemas },
      'http://x',
    );
    const blocks = [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
    expect(blocks).toEqual([
      { '@context': 'https://schema.org', '@type': 'WebSite' },
      { '@context': 'https://schema.org', '@type': 'ItemList', name: '</script><b>' },
    ]);
    expect(head).not.toContain('</script><b>');
  });

  it('does not repeat the site name in the home title', () => {
    expect(fullTitle('Bulldog Collar Guide')).toBe('Bulldog Collar Guide');
  });
});

describe('documentTitle', () => {
  const length = (text: string) => [...text].length;

  it('keeps the brand suffix when the whole fits in 60 characters', () => {
    expect(documentTitle('Compare Bulldog Collars')).toBe('Compare Bulldog Collars | Bulldog Collar Guide');
    expect(documentTitle('Bulldog Collar Guide')).toBe('Bulldog Collar Guide');
    const longest = 'x'.repeat(60 - ' | Bulldog Collar Guide'.length);
    expect(documentTitle(longest)).toBe(`${longest} | Bulldog Collar Guide`);
  });

  it('drops the brand suffix when it does not fit, keeping a headline of up to 60 characters whole', () => {
    expect(documentTitle('How to Measure Your Bulldog for a Collar the Right Way')).toBe(
      'How to Measure Your Bulldog for a Collar the Right Way',
    );
    const sixty = 'a'.repeat(29) + ' ' + 'b'.repeat(30);
    expect(documentTitle(sixty)).toBe(sixty);
  });

  it('shortens a longer headline at a word boundary, with an ellipsis, to at most 60 characters', () => {
    const headline = 'The Best Bulldog Collars, Tested for 30 Days on Real Bulldogs';
    expect(headline.length).toBe(61);
    expect(documentTitle(headline)).toBe('The Best Bulldog Collars, Tested for 30 Days on Real\u2026');
    const words = 'Padded leather collars for English bulldogs with deep neck folds and broad chests';
    const title = documentTitle(words);
    expect(length(title)).toBeLessThanOrEqual(60);
    expect(words.startsWith(title.slice(0, -1))).toBe(true);
    expect(words.charAt(title.length - 1)).toBe(' ');
  });

  it('drops punctuation left dangling before the ellipsis and cuts a single overlong word', () => {
    expect(documentTitle(`${'word '.repeat(9)}collars: ${'z'.repeat(30)}`)).toBe(`${'word '.repeat(9)}collars\u2026`);
    expect(documentTitle('y'.repeat(80))).toBe(`${'y'.repeat(59)}\u2026`);
    expect(documentTitle(`${'y'.repeat(58)}\u{1F436}${'y'.repeat(9)}`)).toBe(`${'y'.repeat(58)}\u2026`);
    expect(documentTitle(`${'y'.repeat(59)}\u{1F436}${'y'.repeat(9)}`)).toBe(`${'y'.repeat(59)}\u2026`);
  });

  it('never splits a character made of two UTF-16 units', () => {
    const title = documentTitle(`${'\u{1F436} '.repeat(20)}end`);
    expect(length(title)).toBeLessThanOrEqual(60);
    expect(title).toBe(`${'\u{1F436} '.repeat(19)}\u{1F436}\u2026`);
    expect(title).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });

  it('is the <title> of the head while og:title keeps the full headline', () => {
    const headline = 'The Best Bulldog Collars, Tested for 30 Days on Real Bulldogs';
    const head = renderHeadTags({ meta: { title: headline, description: 'D', path: '/blog/x' } }, 'http://x');
    expect(head).toContain('<title>The Best Bulldog Collars, Tested for 30 Days on Real\u2026</title>');
    expect(head).toContain(`<meta property="og:title" content="${headline} | Bulldog Collar Guide">`);
  });
});
