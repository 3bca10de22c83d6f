import { MockedPageData, type PageDataMock } from '@bcg/web/graphql';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { theme } from '@bcg/web/shared';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { CompareChoicesQuery } from './compare-chooser';
import { ComparePage, ComparePageQuery } from './compare-page';
import { chosenVariables, comparePath, compareRequest, DEFAULT_COMPARE_VARIABLES } from './compare-request';

const collar = (slug: string, index: number) => ({
  __typename: 'Product' as const,
  id: index + 1,
  slug,
  name: `Collar ${slug.toUpperCase()}`,
  editorialScore: 8,
  badge: null,
  displayPrice: null,
  priceCheckedAt: null,
  buyable: true,
  availability: null,
  rating: '4.5',
  reviewCount: 100,
  imageUrl: `/images/collars/${slug}.svg`,
  image: null,
  material: 'Nylon',
  width: '1.5"',
  reflective: false,
  waterproof: true,
  machineWashable: true,
  bestFor: 'Daily wear',
  retailerUrl: `https://www.amazon.com/dp/B0TEST000${index}?tag=t-20`,
  sizes: [
    { label: 'S', neckIn: { min: 12, max: 15 } },
    { label: 'M', neckIn: { min: 14, max: 18 } },
  ],
});
const CATALOGUE = ['a', 'b', 'c', 'd', 'e', 'f'].map(collar);

function show(url: string) {
  const requested = compareRequest(new URL(url, 'http://x').searchParams);
  const mocks: PageDataMock[] = [
    { request: { query: ComparePageQuery, variables: DEFAULT_COMPARE_VARIABLES }, result: { data: { products: CATALOGUE.slice(0, 3) } } },
    { request: { query: CompareChoicesQuery, variables: { limit: 100 } }, result: { data: { products: CATALOGUE } } },
  ];
  if (requested.length) {
    const found = requested.flatMap((slug) => CATALOGUE.filter((product) => product.slug === slug));
    mocks.push({ request: { query: ComparePageQuery, variables: chosenVariables(requested) }, result: { data: { products: found } } });
  }
  return render(
    <MockedPageData mocks={mocks}>
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={[url]}>
          <ComparePage />
        </MemoryRouter>
      </ThemeProvider>
    </MockedPageData>,
  );
}

const columnNames = () => screen.getAllByTestId('compare-column').map((column) => column.textContent);

describe('compareRequest', () => {
  it('reads every c, trimmed, each once, in order; none is the default', () => {
    expect(compareRequest(new URLSearchParams('c=b&c=%20a%20&c=b&c=&x=1'))).toEqual(['b', 'a']);
    expect(compareRequest(new URLSearchParams(''))).toEqual([]);
    expect(comparePath(['b', 'a'])).toBe('/compare?c=b&c=a');
    expect(comparePath([])).toBe('/compare');
  });
});

describe('ComparePage', () => {
  it('shows the top picks by default, with their sizes by neck range', async () => {
    show('/compare');
    expect(await screen.findByText('Our three top picks side by side: the first three of our ranking.', { exact: false })).toBeTruthy();
    expect(columnNames()).toEqual(['Collar A', 'Collar B', 'Collar C']);
    const sizes = screen.getAllByRole('list', { name: 'Sizes by neck range' })[0]!;
    expect(
      within(sizes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['S 12-15 in', 'M 14-18 in']);
  });

  it('compares the collars the URL names, and says which it has not got', async () => {
    show('/compare?c=e&c=nope&c=b');
    expect(await screen.findByText('We have no collar at “nope”, so it was left out.')).toBeTruthy();
    expect(columnNames()).toEqual(['Collar E', 'Collar B']);
    expect(screen.getByTestId('compare-lead').textContent).toContain('The 2 collars you chose');
    const checked = screen.getAllByRole('checkbox').filter((box) => (box as HTMLInputElement).checked);
    expect(checked.map((box) => (box as HTMLInputElement).value)).toEqual(['b', 'e']);
  });

  it('keeps the first four of more, and falls back to the top picks for fewer than two', async () => {
    const { unmount } = show('/compare?c=a&c=b&c=c&c=d&c=e');
    expect(await screen.findByText('We compare up to 4 collars at once: here are the first 4 you chose.')).toBeTruthy();
    expect(columnNames()).toEqual(['Collar A', 'Collar B', 'Collar C', 'Collar D']);
    unmount();
    show('/compare?c=f');
    expect(await screen.findByText('Choose at least 2 collars to compare. Until then, here are our three top picks.')).toBeTruthy();
    expect(columnNames()).toEqual(['Collar A', 'Collar B', 'Collar C']);
  });

  it('refuses a choice of one collar with a message, before any navigation', async () => {
    show('/compare');
    const form = await screen.findByRole('form', { name: 'Choose collars to compare' });
    for (const box of within(form).getAllByRole('checkbox')) if ((box as HTMLInputElement).checked) fireEvent.click(box);
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Collar D' }));
    fireEvent.submit(form);
    expect(within(form).getByRole('alert').textContent).toBe('Choose 2 to 4 collars to compare (you chose 1).');
    expect(columnNames()).toEqual(['Collar A', 'Collar B', 'Collar C']);
  });
});
