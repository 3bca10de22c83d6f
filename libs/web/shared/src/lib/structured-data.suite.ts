import { articleListSchema, blogPostingSchema, productListSchema } from './structured-data';

describe('productListSchema', () => {
  it('lists each collar as a ListItem with the URL of its review page, never as a Product with a rating or an offer', () => {
    const list = productListSchema(
      [
        { slug: 'harbor-padded-leather-collar', name: 'Harbor Padded Leather Collar' },
        { slug: 'trailguard-martingale', name: 'TrailGuard Reflective Martingale Collar' },
      ],
      'https://x.example',
      'Top picks',
    );
    expect(list).toEqual({
      '@type': 'ItemList',
      name: 'Top picks',
      numberOfItems: 2,
      itemListElement: [
        {
          '@type': 'ListItem',
          position: 1,
          name: 'Harbor Padded Leather Collar',
          url: 'https://x.example/collars/harbor-padded-leather-collar',
        },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'TrailGuard Reflective Martingale Collar',
          url: 'https://x.example/collars/trailguard-martingale',
        },
      ],
    });
  });
});

describe('articleListSchema', () => {
  it("numbers a later page's posts from the start of the whole list and links their canonical /blog URLs", () => {
    const list = articleListSchema([{ slug: 'sizing-13', title: 'Sizing 13' }], 'https://x.example', 'Posts', {
      offset: 12,
      totalCount: 30,
    });
    expect(list).toEqual({
      '@type': 'ItemList',
      name: 'Posts',
      numberOfItems: 30,
      itemListElement: [{ '@type': 'ListItem', position: 13, name: 'Sizing 13', url: 'https://x.example/blog/sizing-13' }],
    });
  });
});

describe('blogPostingSchema', () => {
  it('names the site as publisher with its raster logo', () => {
    const post = blogPostingSchema(
      {
        title: 'Sizing',
        description: 'How to measure.',
        path: '/blog/sizing',
        author: 'Megan Alvarez',
        publishedTime: '2025-01-20T14:00:00.000Z',
        modifiedTime: '2025-02-01T00:00:00.000Z',
        keywords: [],
        wordCount: 900,
      },
      'https://x.example',
      '/og/bulldog-collar-guide.jpg',
    );
    expect(post['publisher']).toEqual({
      '@type': 'Organization',
      name: 'Bulldog Collar Guide',
      url: 'https://x.example/',
      logo: { '@type': 'ImageObject', url: 'https://x.example/logo.png', width: 512, height: 512 },
    });
  });
});
