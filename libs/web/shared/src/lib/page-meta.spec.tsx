import { fullTitle, renderHeadTags } from './page-meta';

describe('renderHeadTags', () => {
  it('writes the title, description, robots and an absolute canonical', () => {
    const head = renderHeadTags({ title: 'Compare', description: 'Side by side.', path: '/compare' }, 'https://bulldogcollar.guide');
    expect(head).toContain('<title>Compare | Bulldog Collar Guide</title>');
    expect(head).toContain('<meta name="description" content="Side by side.">');
    expect(head).toContain('content="index, follow, max-snippet:-1, max-image-preview:large, max-video-preview:-1"');
    expect(head).toContain('<link rel="canonical" href="https://bulldogcollar.guide/compare">');
  });

  it('escapes text so data can never break out of the head', () => {
    const head = renderHeadTags({ title: '</title><script>x()</script>', description: '"><b>', path: '/' }, 'http://x');
    expect(head).not.toContain('<script>');
    expect(head).toContain('&lt;/title&gt;&lt;script&gt;');
    expect(head).toContain('content="&quot;&gt;&lt;b&gt;"');
  });

  it('asks search engines not to index error pages and gives them no canonical', () => {
    const head = renderHeadTags({ title: 'Page Not Found', description: 'Missing.', noindex: true }, 'http://x');
    expect(head).toContain('<meta name="robots" content="noindex, follow">');
    expect(head).not.toContain('canonical');
  });

  it('does not repeat the site name in the home title', () => {
    expect(fullTitle('Bulldog Collar Guide')).toBe('Bulldog Collar Guide');
  });
});
