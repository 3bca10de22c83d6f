import { renderHeadTags } from './head-tags';

const meta = (html: string, attribute: 'name' | 'property', key: string) =>
  new RegExp(`<meta ${attribute}="${key}" content="([^"]*)">`).exec(html)?.[1];

describe('social image tags', () => {
  it('describe the shared image for Open Graph and X (Twitter) on every page', () => {
    const head = renderHeadTags({ meta: { title: 'Compare', description: 'Side by side.', path: '/compare' } }, 'https://x.example');
    expect(meta(head, 'property', 'og:image:alt')).toMatch(/^Bulldog Collar Guide: collars that fit English, French and American bulldogs/);
    expect(meta(head, 'name', 'twitter:image:alt')).toBe(meta(head, 'property', 'og:image:alt'));
  });

  it('name the site account in twitter:site only when TWITTER_SITE is set', () => {
    const page = { meta: { title: 'Home', description: 'D', path: '/' } };
    expect(renderHeadTags(page, 'https://x.example')).not.toContain('twitter:site');
    expect(meta(renderHeadTags(page, 'https://x.example', { twitterSite: '@bulldogcollars' }), 'name', 'twitter:site')).toBe(
      '@bulldogcollars',
    );
  });
});
