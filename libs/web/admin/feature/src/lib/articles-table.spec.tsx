import { GraphQLError } from 'graphql';
import { MockedProvider, type MockedProviderProps } from '@apollo/client/testing/react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { theme } from '@bcg/web/shared';
import { ThemeProvider } from 'styled-components';
import { AdminArticlesQuery, ArticlesTable, SetArticlePublishedMutation } from './articles-table';

function renderTable(mocks: MockedProviderProps['mocks'], onUnauthenticated = jest.fn()) {
  render(
    <MockedProvider mocks={mocks}>
      <ThemeProvider theme={theme}>
        <ArticlesTable onUnauthenticated={onUnauthenticated} />
      </ThemeProvider>
    </MockedProvider>,
  );
  return onUnauthenticated;
}

const draft = {
  __typename: 'Article',
  id: 7,
  title: 'Reflective Collars for Night Walks',
  slug: 'reflective-collars',
  category: 'blog',
  published: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  publishedAt: null,
};

describe('Articles tab', () => {
  it('shows a loading state, then each article with its state badge and actions', async () => {
    renderTable([{ request: { query: AdminArticlesQuery }, result: { data: { adminArticles: [draft] } }, delay: 20 }]);
    expect(screen.getByRole('status').textContent).toBe('Loading articles...');
    const row = await screen.findByTestId('article-row');
    expect(row.textContent).toContain('Draft');
    expect(row.textContent).toContain('Nov 20, 2026');
    expect(screen.getByRole('button', { name: 'Preview Reflective Collars for Night Walks' })).toBeTruthy();
  });

  it('publishes a draft and shows the new state', async () => {
    renderTable([
      { request: { query: AdminArticlesQuery }, result: { data: { adminArticles: [draft] } } },
      {
        request: { query: SetArticlePublishedMutation, variables: { id: 7, published: true } },
        result: {
          data: { setArticlePublished: { __typename: 'Article', id: 7, published: true, publishedAt: '2026-11-21T00:00:00.000Z' } },
        },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Publish Reflective Collars for Night Walks' }));
    expect(await screen.findByText('Published')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Unpublish Reflective Collars for Night Walks' })).toBeTruthy();
  });

  it('says when there are no articles', async () => {
    renderTable([{ request: { query: AdminArticlesQuery }, result: { data: { adminArticles: [] } } }]);
    expect(await screen.findByText('No articles yet. Write one, or generate drafts on /content-test.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New article' })).toBeTruthy();
  });

  it('reports a list that cannot be fetched', async () => {
    const onUnauthenticated = renderTable([{ request: { query: AdminArticlesQuery }, result: { errors: [new GraphQLError('boom')] } }]);
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch articles');
    expect(onUnauthenticated).not.toHaveBeenCalled();
  });

  it('sends an expired session back to login', async () => {
    const onUnauthenticated = renderTable([
      {
        request: { query: AdminArticlesQuery },
        result: { errors: [new GraphQLError('Admin session required', { extensions: { code: 'UNAUTHENTICATED' } })] },
      },
    ]);
    await waitFor(() => expect(onUnauthenticated).toHaveBeenCalled());
  });
});
