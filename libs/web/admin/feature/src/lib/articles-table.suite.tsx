import { GraphQLError } from 'graphql';
import { MockedProvider, type MockedProviderProps } from '@apollo/client/testing/react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { theme } from '@bcg/web/shared';
import { ThemeProvider } from 'styled-components';
import { AdminArticleCategoriesQuery, AdminArticlesQuery, ArticlesTable, SetArticlePublishedMutation } from './articles-table';
import { zonedDateTime } from './zoned-time';

const article = (id: number, title: string, published = false) => ({
  __typename: 'Article' as const,
  id,
  title,
  slug: title.toLowerCase().replace(/\W+/g, '-'),
  category: 'blog',
  published,
  createdAt: '2026-11-20T10:00:00.000Z',
  publishedAt: published ? '2026-11-20T10:00:00.000Z' : null,
});
const draft = article(7, 'Reflective Collars for Night Walks');

/** The server's answer for one page of articles. */
const pageOf = (nodes: ReturnType<typeof article>[], totalCount = nodes.length) => ({
  data: { adminArticlesConnection: { __typename: 'AdminArticleConnection' as const, totalCount, nodes } },
});
/** The first page's request, as the table sends it before any search, sort or filter. */
const FIRST_PAGE = { first: 25, offset: 0, sort: 'NEWEST' };
const firstPage = (nodes = [draft], totalCount = nodes.length, delay = 0) => ({
  request: { query: AdminArticlesQuery, variables: FIRST_PAGE },
  result: pageOf(nodes, totalCount),
  delay,
});
const categories = {
  request: { query: AdminArticleCategoriesQuery },
  result: { data: { adminArticleCategories: ['blog', 'guides'] } },
};

function renderTable(mocks: MockedProviderProps['mocks'], onUnauthenticated = jest.fn()) {
  render(
    <MockedProvider mocks={[categories, ...(mocks ?? [])]}>
      <ThemeProvider theme={theme}>
        <ArticlesTable onUnauthenticated={onUnauthenticated} />
      </ThemeProvider>
    </MockedProvider>,
  );
  return onUnauthenticated;
}

describe('Articles tab', () => {
  it('shows a loading state, then each article with its state badge and actions, and the page with the total', async () => {
    renderTable([firstPage([draft], 60, 20)]);
    expect(screen.getByRole('status').textContent).toBe('Loading articles...');
    const row = await screen.findByTestId('article-row');
    expect(row.textContent).toContain('Draft');
    expect(row.textContent).toContain('Nov 20, 2026');
    expect(screen.getByRole('button', { name: 'Preview Reflective Collars for Night Walks' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Article pages' }).textContent).toContain('Page 1 of 3 (60 articles)');
  });

  it('shows when a scheduled article publishes, in the owner’s zone with the zone named', async () => {
    const scheduled = { ...article(8, 'Harness or Collar After Surgery', true), publishedAt: '2099-11-28T08:00:00.000Z' };
    renderTable([firstPage([scheduled])]);
    const row = await screen.findByTestId('article-row');
    expect(row.textContent).toContain('Scheduled');
    expect(row.textContent).toContain(`Publishes ${zonedDateTime(new Date('2099-11-28T08:00:00.000Z'))}`);
    expect(row.textContent).toMatch(/Publishes Nov 2\d, 2099, \d{1,2}:\d\d [AP]M \(UTC[+-]\d\d:\d\d, [\w/]+\)/);
  });

  it('publishes a draft and shows the new state', async () => {
    renderTable([
      firstPage(),
      {
        request: { query: SetArticlePublishedMutation, variables: { id: 7, published: true } },
        result: {
          data: { setArticlePublished: { __typename: 'Article', id: 7, published: true, publishedAt: '2026-11-21T00:00:00.000Z' } },
        },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Publish Reflective Collars for Night Walks' }));
    // The answer updates the cached article (same id): the row follows without a refetch.
    await waitFor(() => expect(screen.getByTestId('article-row').textContent).toContain('Published'));
    expect(screen.getByRole('button', { name: 'Unpublish Reflective Collars for Night Walks' })).toBeTruthy();
  });

  it('asks the server for page 2, and for the title order back on page 1', async () => {
    const second = jest.fn(() => pageOf([article(30, 'On page two')], 60));
    const byTitle = jest.fn(() => pageOf([article(3, 'A first title')], 60));
    renderTable([
      firstPage([draft], 60),
      { request: { query: AdminArticlesQuery, variables: { ...FIRST_PAGE, offset: 25 } }, result: second },
      { request: { query: AdminArticlesQuery, variables: { ...FIRST_PAGE, sort: 'TITLE_ASC' } }, result: byTitle },
    ]);
    await screen.findByTestId('article-row');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('On page two');
    expect(second).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('navigation', { name: 'Article pages' }).textContent).toContain('Page 2 of 3');
    expect(screen.getByRole('columnheader', { name: /Created/ }).getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(screen.getByRole('button', { name: /^Title/ }));
    await screen.findByText('A first title');
    expect(byTitle).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('columnheader', { name: /^Title/ }).getAttribute('aria-sort')).toBe('ascending');
    expect(screen.getByRole('navigation', { name: 'Article pages' }).textContent).toContain('Page 1 of 3');
  });

  it('asks the server for a status and a category, and searches once typing pauses, saying when nothing matches', async () => {
    const drafts = jest.fn(() => pageOf([draft]));
    const guides = jest.fn(() => pageOf([article(9, 'A guide draft')]));
    const searched = jest.fn(() => pageOf([]));
    renderTable([
      firstPage([draft, article(8, 'Out already', true)]),
      { request: { query: AdminArticlesQuery, variables: { ...FIRST_PAGE, status: 'DRAFT' } }, result: drafts },
      { request: { query: AdminArticlesQuery, variables: { ...FIRST_PAGE, status: 'DRAFT', category: 'guides' } }, result: guides },
      {
        request: { query: AdminArticlesQuery, variables: { ...FIRST_PAGE, status: 'DRAFT', category: 'guides', q: 'nothing' } },
        result: searched,
      },
    ]);
    await waitFor(() => expect(screen.getAllByTestId('article-row')).toHaveLength(2));
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'DRAFT' } });
    await waitFor(() => expect(screen.getAllByTestId('article-row')).toHaveLength(1));
    expect(drafts).toHaveBeenCalledTimes(1);
    await screen.findByRole('option', { name: 'guides' });
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'guides' } });
    await screen.findByText('A guide draft');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search articles' }), { target: { value: 'nothing' } });
    expect(await screen.findByText('No articles match "nothing".')).toBeTruthy();
    expect(searched).toHaveBeenCalledTimes(1);
  });

  it('says when there are no articles', async () => {
    renderTable([firstPage([])]);
    expect(await screen.findByText('No articles yet. Write one, or generate drafts on /content-test.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New article' })).toBeTruthy();
  });

  it('reports a list that cannot be fetched', async () => {
    const onUnauthenticated = renderTable([
      { request: { query: AdminArticlesQuery, variables: FIRST_PAGE }, result: { errors: [new GraphQLError('boom')] } },
    ]);
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch articles');
    expect(onUnauthenticated).not.toHaveBeenCalled();
  });

  it('sends an expired session back to login', async () => {
    const onUnauthenticated = renderTable([
      {
        request: { query: AdminArticlesQuery, variables: FIRST_PAGE },
        result: { errors: [new GraphQLError('Admin session required', { extensions: { code: 'UNAUTHENTICATED' } })] },
      },
    ]);
    await waitFor(() => expect(onUnauthenticated).toHaveBeenCalled());
  });
});
