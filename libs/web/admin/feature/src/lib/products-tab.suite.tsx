import { GraphQLError } from 'graphql';
import { MockedProvider, type MockedProviderProps } from '@apollo/client/testing/react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { theme, ToastProvider } from '@bcg/web/shared';
import { ThemeProvider } from 'styled-components';
import { AdminProductsQuery, ConfirmProductPriceMutation, MoveProductMutation, ProductsTab } from './products-tab';

const product = (id: number, name: string, archived = false) => ({
  __typename: 'Product' as const,
  id,
  rank: id,
  name,
  slug: name.toLowerCase().replace(/\W+/g, '-'),
  price: '$25.00',
  priceCheckedAt: null as string | null,
  priceShownUntil: null as string | null,
  amazonAsin: `B0TEST${String(id).padStart(4, '0')}`,
  archivedAt: archived ? '2026-11-20T10:00:00.000Z' : null,
});
/** 60 products in catalogue order: pages of 25 hold 1-25, 26-50 and 51-60. */
const CATALOGUE = Array.from({ length: 60 }, (_, n) => product(n + 1, `Collar ${n + 1}`, n === 2));

/** The server's answer for one page of products. */
const pageOf = (nodes: ReturnType<typeof product>[], totalCount = CATALOGUE.length) => ({
  data: { adminProductsConnection: { __typename: 'AdminProductConnection' as const, totalCount, nodes } },
});
/** The first page's request, as the tab sends it before any search, sort or filter. */
const FIRST_PAGE = { first: 25, offset: 0, sort: 'CATALOGUE' };
const page = (number: number, nodes = CATALOGUE.slice((number - 1) * 25, number * 25)) => ({
  request: { query: AdminProductsQuery, variables: { ...FIRST_PAGE, offset: (number - 1) * 25 } },
  result: pageOf(nodes),
});

function renderTab(mocks: MockedProviderProps['mocks'], onUnauthenticated = jest.fn()) {
  render(
    <MockedProvider mocks={mocks}>
      <ThemeProvider theme={theme}>
        <ToastProvider>
          <ProductsTab onUnauthenticated={onUnauthenticated} />
        </ToastProvider>
      </ThemeProvider>
    </MockedProvider>,
  );
  return onUnauthenticated;
}

const pager = () => screen.getByRole('navigation', { name: 'Product pages' }).textContent;

describe('Products tab', () => {
  it('shows a loading state, then one page in catalogue order with positions in the whole catalogue', async () => {
    renderTab([page(1)]);
    expect(screen.getByText('Loading products...').getAttribute('role')).toBe('status');
    const rows = await screen.findAllByTestId('product-row');
    expect(rows).toHaveLength(25);
    expect(rows[2]!.textContent).toContain('Archived');
    expect(screen.getByLabelText('Reorder Collar 1, position 1 of 60')).toBeTruthy();
    expect((screen.getByLabelText('Move Collar 1 up') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByLabelText('Move Collar 25 down') as HTMLButtonElement).disabled).toBe(false);
    expect(pager()).toContain('Page 1 of 3 (60 products)');
  });

  it('moves the first product of page 2 up across the boundary: it sends its new position and the page follows it', async () => {
    const moved = jest.fn(() => ({ data: { moveProduct: { __typename: 'Product', id: 26, rank: 25 } } }));
    const after = [...CATALOGUE.slice(0, 24), CATALOGUE[25]!];
    renderTab([
      page(1),
      page(2),
      { request: { query: MoveProductMutation, variables: { id: 26, position: 25 } }, result: moved },
      page(1, after),
    ]);
    await screen.findAllByTestId('product-row');
    fireEvent.click(screen.getByText('Next'));
    await screen.findByLabelText('Reorder Collar 26, position 26 of 60');
    expect(pager()).toContain('Page 2 of 3');
    fireEvent.click(screen.getByLabelText('Move Collar 26 up'));
    const handle = await screen.findByLabelText('Reorder Collar 26, position 25 of 60');
    expect(moved).toHaveBeenCalledTimes(1);
    expect(pager()).toContain('Page 1 of 3');
    // Keyboard users keep their place: the moved product's handle has the focus on its new page.
    await waitFor(() => expect(document.activeElement).toBe(handle));
    expect(screen.getByText('Collar 26 moved to position 25 of 60.')).toBeTruthy();
  });

  it('keeps the page on screen numbered as it was while the next one loads, so its arrows move by its own positions', async () => {
    renderTab([page(1), { ...page(2), delay: 50 }]);
    await screen.findAllByTestId('product-row');
    fireEvent.click(screen.getByText('Next'));
    expect(pager()).toContain('Page 2 of 3');
    // Page 1 is still on screen: its first row is position 1 (not 26), and cannot go up.
    expect(screen.getByLabelText('Reorder Collar 1, position 1 of 60')).toBeTruthy();
    expect((screen.getByLabelText('Move Collar 1 up') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByLabelText(/position 26 of 60/)).toBeNull();
    await screen.findByLabelText('Reorder Collar 26, position 26 of 60');
    expect(screen.queryByLabelText(/Reorder Collar 1,/)).toBeNull();
  });

  it('drags a handle onto another row: the drag carries the id (Firefox starts no drag without data) and the drop moves it', async () => {
    const moved = jest.fn(() => ({ data: { moveProduct: { __typename: 'Product', id: 5, rank: 2 } } }));
    const after = [CATALOGUE[0]!, CATALOGUE[4]!, ...CATALOGUE.slice(1, 4), ...CATALOGUE.slice(5, 25)];
    renderTab([page(1), { request: { query: MoveProductMutation, variables: { id: 5, position: 2 } }, result: moved }, page(1, after)]);
    const rows = await screen.findAllByTestId('product-row');
    const store = new Map<string, string>();
    const dataTransfer = {
      setData: jest.fn((type: string, value: string) => void store.set(type, value)),
      getData: (type: string) => store.get(type) ?? '',
      effectAllowed: 'uninitialized',
      dropEffect: 'none',
    };
    fireEvent.dragStart(screen.getByLabelText('Reorder Collar 5, position 5 of 60'), { dataTransfer });
    expect(dataTransfer.setData).toHaveBeenCalledWith('text/plain', '5');
    expect(dataTransfer.effectAllowed).toBe('move');
    fireEvent.dragOver(rows[1]!, { dataTransfer });
    fireEvent.drop(rows[1]!, { dataTransfer });
    await screen.findByLabelText('Reorder Collar 5, position 2 of 60');
    expect(moved).toHaveBeenCalledTimes(1);
  });

  it('sorts by name on the server, showing ranks instead of the reorder controls', async () => {
    const byName = jest.fn(() => pageOf([product(9, 'Alpha collar')]));
    renderTab([page(1), { request: { query: AdminProductsQuery, variables: { ...FIRST_PAGE, sort: 'NAME_ASC' } }, result: byName }]);
    await screen.findAllByTestId('product-row');
    expect(screen.getByText('Order').closest('th')?.getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(screen.getByText('Product'));
    await screen.findByText('Alpha collar');
    expect(byName).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Product').closest('th')?.getAttribute('aria-sort')).toBe('ascending');
    expect(screen.queryAllByLabelText(/^Reorder /)).toEqual([]);
    expect(screen.getByText('To change the catalogue order, show it in catalogue order with no search or filter.')).toBeTruthy();
  });

  it('offers the reorder controls again only once the catalogue order is on screen, not on the name order still shown', async () => {
    const byName = pageOf([product(9, 'Alpha collar')]);
    renderTab([
      page(1),
      { request: { query: AdminProductsQuery, variables: { ...FIRST_PAGE, sort: 'NAME_ASC' } }, result: byName },
      { ...page(1), delay: 50 },
    ]);
    await screen.findAllByTestId('product-row');
    fireEvent.click(screen.getByText('Product'));
    await screen.findByText('Alpha collar');
    fireEvent.click(screen.getByText('Order'));
    // The name order is still on screen: its rows cannot be moved to positions of the catalogue order.
    expect(screen.getByText('Alpha collar')).toBeTruthy();
    expect(screen.queryAllByLabelText(/^Reorder /)).toEqual([]);
    expect(await screen.findByLabelText('Reorder Collar 1, position 1 of 60')).toBeTruthy();
  });

  it('asks the server for archived products only, and searches once typing pauses, saying when nothing matches', async () => {
    const archived = jest.fn(() => pageOf([CATALOGUE[2]!], 1));
    const searched = jest.fn(() => pageOf([], 0));
    renderTab([
      page(1),
      { request: { query: AdminProductsQuery, variables: { ...FIRST_PAGE, archived: true } }, result: archived },
      { request: { query: AdminProductsQuery, variables: { ...FIRST_PAGE, archived: true, q: '50%_off' } }, result: searched },
    ]);
    await screen.findAllByTestId('product-row');
    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'archived' } });
    await waitFor(() => expect(screen.getAllByTestId('product-row')).toHaveLength(1));
    expect(archived).toHaveBeenCalledTimes(1);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search products' }), { target: { value: '50%_off' } });
    expect(await screen.findByText('No products match "50%_off".')).toBeTruthy();
    expect(searched).toHaveBeenCalledTimes(1);
  });

  it('reports a list that cannot be fetched', async () => {
    const onUnauthenticated = renderTab([
      { request: { query: AdminProductsQuery, variables: FIRST_PAGE }, result: { errors: [new GraphQLError('boom')] } },
    ]);
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch products');
    expect(onUnauthenticated).not.toHaveBeenCalled();
  });

  it('sends an expired session back to login', async () => {
    const onUnauthenticated = renderTab([
      {
        request: { query: AdminProductsQuery, variables: FIRST_PAGE },
        result: { errors: [new GraphQLError('Admin session required', { extensions: { code: 'UNAUTHENTICATED' } })] },
      },
    ]);
    await waitFor(() => expect(onUnauthenticated).toHaveBeenCalled());
  });

  it('says when each price was checked and until when it is shown, and "Confirm price" stamps it checked now', async () => {
    const checked = { ...CATALOGUE[0]!, priceCheckedAt: '2020-01-02T10:00:00.000Z', priceShownUntil: '2020-01-03T10:00:00.000Z' };
    const later = new Date(Date.now() + 3600_000).toISOString();
    const confirmed = { ...checked, priceCheckedAt: new Date().toISOString(), priceShownUntil: later };
    const confirm = jest.fn(() => ({
      data: {
        confirmProductPrice: { __typename: 'Product' as const, id: 1, priceCheckedAt: confirmed.priceCheckedAt, priceShownUntil: later },
      },
    }));
    renderTab([
      page(1, [checked, ...CATALOGUE.slice(1, 25)]),
      { request: { query: ConfirmProductPriceMutation, variables: { id: 1 } }, result: confirm },
      page(1, [confirmed, ...CATALOGUE.slice(1, 25)]),
    ]);
    const [first, second] = await screen.findAllByTestId('price-check');
    expect(first!.textContent).toMatch(/Checked Jan 2, \d{1,2}:00 (AM|PM)/);
    expect(first!.textContent).toContain('Not shown since Jan 3');
    expect(second!.textContent).toContain('Never checked');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm the price of Collar 1' }));
    await waitFor(() => expect(confirm).toHaveBeenCalled());
    expect(await screen.findByText(/counts as checked now/)).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('price-shown-until')[0]!.textContent).toMatch(/^Shown until /));
  });
});
