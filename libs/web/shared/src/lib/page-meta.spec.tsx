import { renderHeadTags } from './head-tags';
import { fullTitle } from './page-meta';

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
