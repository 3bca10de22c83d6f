import { MockedPageData, type PageDataMock } from '@bcg/web/graphql';
import { render, screen } from '@testing-library/react';
import { theme } from '@bcg/web/shared';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { CollarsPage, CollarsPageQuery } from './collars-page';
import { CompareChoicesQuery } from './compare-chooser';
import { ComparePage, ComparePageQuery } from './compare-page';
import { HomeTopPicksQuery, TopPicks } from './top-picks';

function wrap(children: ReactNode, mocks: PageDataMock[] = []) {
  return render(
    <MockedPageData mocks={mocks}>
      <ThemeProvider theme={theme}>
        <MemoryRouter>{children}</MemoryRouter>
      </ThemeProvider>
    </MockedPageData>,
  );
}

// The query fails after a short delay: skeletons show first, then the error; each test waits for the end,
// so no update leaks out of it.
const failing = (query: PageDataMock['request']['query'], variables?: Record<string, unknown>): PageDataMock[] => [
  { request: { query, variables }, error: new Error('Network down'), delay: 20 },
];
it('home shows 3 skeleton cards while the top picks load', async () => {
  wrap(<TopPicks />, failing(HomeTopPicksQuery, { limit: 3 }));
  expect(screen.getAllByTestId('card-skeleton')).toHaveLength(3);
  expect(screen.getByRole('status').textContent).toBe('Loading top picks');
  expect(await screen.findByText("We couldn't load our top picks.")).toBeTruthy();
});

/** The first page of /collars, unfiltered: what the page asks for at /collars. */
const FIRST_COLLARS_PAGE = { first: 24, offset: 0, filter: 'ALL', q: null };

it('/collars shows 6 skeleton cards while loading', async () => {
  wrap(<CollarsPage />, failing(CollarsPageQuery, FIRST_COLLARS_PAGE));
  expect(screen.getAllByTestId('card-skeleton')).toHaveLength(6);
  expect(await screen.findByRole('alert')).toBeTruthy();
});

it('/compare announces that it is loading', async () => {
  wrap(<ComparePage />, [...failing(ComparePageQuery, { limit: 3 }), ...failing(CompareChoicesQuery, { limit: 100 })]);
  expect(screen.getAllByRole('status').map((status) => status.textContent)).toEqual([
    'Loading the collars to choose from…',
    'Loading comparison',
  ]);
  expect(await screen.findByText("We couldn't load the comparison.")).toBeTruthy();
  expect(await screen.findByText("We couldn't load the collars to choose from.")).toBeTruthy();
});

it('shows an error with a retry instead of the grid when the query fails', async () => {
  wrap(<CollarsPage />, [{ request: { query: CollarsPageQuery, variables: FIRST_COLLARS_PAGE }, error: new Error('Network down') }]);
  expect(await screen.findByRole('alert')).toBeTruthy();
  expect(screen.getByText("We couldn't load the collars.")).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  expect(screen.queryAllByTestId('card-skeleton')).toHaveLength(0);
});

it('renders the top picks with the first one featured once data arrives', async () => {
  const product = (id: number) => ({
    __typename: 'Product',
    id,
    slug: `collar-${id}`,
    name: `Collar ${id}`,
    description: 'Nylon.',
    editorialScore: 8.1,
    displayPrice: '$30.00',
    priceCheckedAt: '2026-11-01T00:00:00.000Z',
    buyable: true,
    availability: null,
    rating: '4.5',
    reviewCount: 10,
    imageUrl: `/images/collars/${id}.svg`,
    badge: null,
    features: [],
    bulldogFitNotes: [],
    retailerUrl: `https://www.amazon.com/dp/B0000000${id}0?tag=t-20`,
  });
  wrap(<TopPicks />, [
    {
      request: { query: HomeTopPicksQuery, variables: { limit: 3 } },
      result: { data: { products: [product(1), product(2), product(3)] } },
    },
  ]);
  const cards = await screen.findAllByTestId('product-card');
  expect(cards).toHaveLength(3);
  expect(cards[0]!.getAttribute('data-featured')).toBe('true');
  expect(cards[1]!.getAttribute('data-featured')).toBeNull();
});
