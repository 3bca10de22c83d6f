import { MockedPageData, type PageDataMock } from '@bcg/web/graphql';
import { render, screen } from '@testing-library/react';
import { theme } from '@bcg/web/shared';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { BlogPage, BlogPageQuery } from './blog-page';
import { GuidesPage, GuidesPageQuery } from './guides-page';

function wrap(children: ReactNode, mocks: PageDataMock[]) {
  return render(
    <MockedPageData mocks={mocks}>
      <ThemeProvider theme={theme}>
        <MemoryRouter>{children}</MemoryRouter>
      </ThemeProvider>
    </MockedPageData>,
  );
}

const article = (id: number, published: boolean, category = 'guides') => ({
  __typename: 'Article',
  id,
  slug: `post-${id}`,
  title: `Post ${id}`,
  category,
  metaDescription: `About post ${id}.`,
  createdAt: '2025-03-01T00:00:00.000Z',
  readTime: '4 min read',
  published,
  excerpt: `Excerpt ${id}.`,
});

/** One page of the connection holding these posts (the server counts only published ones). */
const connection = (nodes: ReturnType<typeof article>[]) => ({
  articlesConnection: { totalCount: nodes.filter((node) => node.published).length, nodes },
});

describe('/blog', () => {
  const request = { query: BlogPageQuery, variables: { first: 12, offset: 0 } };

  it('shows 6 placeholders, then only the published posts', async () => {
    wrap(<BlogPage />, [{ request, result: { data: connection([article(1, true), article(2, false)]) }, delay: 20 }]);
    expect(screen.getAllByTestId('card-skeleton')).toHaveLength(6);
    expect(await screen.findByText('Post 1')).toBeTruthy();
    expect(screen.queryByText('Post 2')).toBeNull();
    expect(screen.getByText('March 1, 2025')).toBeTruthy();
  });

  it('says when there are no posts yet', async () => {
    wrap(<BlogPage />, [{ request, result: { data: connection([]) } }]);
    expect(await screen.findByText('No blog posts available yet')).toBeTruthy();
    expect(screen.getByText('Check back soon for expert bulldog collar advice and reviews!')).toBeTruthy();
  });
});

describe('/guides', () => {
  const request = { query: GuidesPageQuery, variables: { category: 'guides', first: 12, offset: 0 } };

  it('shows 6 placeholders, then the published guides under /{category}/{slug}', async () => {
    wrap(<GuidesPage />, [{ request, result: { data: connection([article(3, true), article(4, false)]) }, delay: 20 }]);
    expect(screen.getAllByTestId('card-skeleton')).toHaveLength(6);
    const link = await screen.findByRole('link', { name: 'Post 3' });
    expect(link.getAttribute('href')).toBe('/guides/post-3');
    expect(screen.queryByText('Post 4')).toBeNull();
    expect(screen.getByText('Featured guide')).toBeTruthy();
  });

  it("shows 'Guides Coming Soon' when there are none", async () => {
    wrap(<GuidesPage />, [{ request, result: { data: connection([]) } }]);
    expect(await screen.findByText('Guides Coming Soon')).toBeTruthy();
    expect(screen.queryByText('Featured guide')).toBeNull();
  });
});
