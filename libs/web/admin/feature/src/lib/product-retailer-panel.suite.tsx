import { MockedProvider, type MockedProviderProps } from '@apollo/client/testing/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { theme } from '@bcg/web/shared';
import { GraphQLError } from 'graphql';
import type { ProductRetailerPanel_ProductFragment } from '@bcg/web/graphql';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { ProductRetailerPanel, RefreshProductMutation } from './product-retailer-panel';

/** A product as the server sends it, with the type names Apollo's cache reads (the generated type leaves them out). */
const product = (fields: Record<string, unknown> = {}) =>
  ({
    __typename: 'Product' as const,
    id: 7,
    name: 'Ruffwear Front Range Collar',
    imageUrl: '/images/products/ruffwear.jpg',
    imageAlt: 'Blue nylon collar with a metal buckle',
    amazonAsin: 'B0TEST0007',
    price: '$29.95',
    priceCheckedAt: '2026-11-20T10:00:00.000Z',
    availability: null,
    retailerListing: {
      __typename: 'RetailerListing' as const,
      title: 'Ruffwear, Front Range Dog Collar, Blue Pool, Medium',
      imageUrl: 'https://m.media-amazon.com/images/I/71ruffwear.jpg',
      problem: null,
    },
    ...fields,
  }) as unknown as ProductRetailerPanel_ProductFragment;

const refreshed = product({
  price: '$31.49',
  priceCheckedAt: '2026-11-26T10:00:00.000Z',
  availability: {
    __typename: 'ProductAvailability',
    type: 'IN_STOCK_SCARCE',
    message: 'Only 3 left in stock - order soon.',
    checkedAt: '2026-11-26T10:00:00.000Z',
  },
});

function renderPanel(mocks: MockedProviderProps['mocks'], shown = product(), unsavedForm = false) {
  const onRefreshed = jest.fn();
  const onUnauthenticated = jest.fn();
  render(
    <MockedProvider mocks={mocks}>
      <ThemeProvider theme={theme}>
        <MemoryRouter>
          <ProductRetailerPanel product={shown} unsavedForm={unsavedForm} onRefreshed={onRefreshed} onUnauthenticated={onUnauthenticated} />
        </MemoryRouter>
      </ThemeProvider>
    </MockedProvider>,
  );
  return { onRefreshed, onUnauthenticated };
}

const refresh = (result: object) => ({ request: { query: RefreshProductMutation, variables: { id: 7 } }, result, delay: 20 });

describe('Product editor: at Amazon', () => {
  it('shows Amazon’s title and photo beside the owner’s name and photo, read only', () => {
    renderPanel([]);
    const panel = screen.getByTestId('product-retailer');
    // The owner's photo, decorative here: the upload above shows it with its alt text.
    expect(panel.querySelector('img')?.getAttribute('src')).toBe('/images/products/ruffwear.jpg');
    expect(panel.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(panel.textContent).toContain('Your name and photoRuffwear Front Range Collar');
    expect(screen.getByTestId('retailer-title').textContent).toBe('Amazon’s titleRuffwear, Front Range Dog Collar, Blue Pool, Medium');
    // Opened at Amazon, never loaded into the dashboard (no other site is a source of any page).
    expect(screen.getByRole('link', { name: 'Open Amazon’s photo (new tab)' }).getAttribute('href')).toBe(
      'https://m.media-amazon.com/images/I/71ruffwear.jpg',
    );
    expect(panel.querySelectorAll('img')).toHaveLength(1);
    expect(panel.querySelector('input, textarea')).toBeNull();
    expect(panel.textContent).toContain('Availability not checked at Amazon yet.');
  });

  it('says what is wrong with the link, since when, with Amazon’s message', () => {
    renderPanel(
      [],
      product({
        retailerListing: {
          __typename: 'RetailerListing',
          title: null,
          imageUrl: null,
          problem: {
            __typename: 'LinkHealthEntry',
            problem: 'UNKNOWN_ASIN',
            since: '2026-11-24T09:30:00.000Z',
            code: 'ItemNotAccessible',
            message: 'The ItemId B0TEST0007 is not accessible through the Creators API.',
          },
        },
      }),
    );
    const problem = screen.getByTestId('retailer-problem');
    expect(problem.textContent).toContain('ASIN unknown at Amazon since');
    expect(problem.textContent).toContain('The ItemId B0TEST0007 is not accessible through the Creators API.');
    expect(problem.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-24T09:30:00.000Z');
    expect(screen.getByTestId('retailer-title').textContent).toBe('Amazon’s titleNot checked at Amazon yet');
  });

  it('"Refresh now" checks the product, shows the new availability and price, and reloads the editor', async () => {
    const { onRefreshed } = renderPanel([refresh({ data: { refreshProduct: refreshed } })]);
    fireEvent.click(screen.getByRole('button', { name: 'Refresh now' }));
    expect(screen.getByRole('button', { name: 'Checking at Amazon...' }).getAttribute('aria-busy')).toBe('true');
    const result = await screen.findByText(/^Checked at Amazon: /);
    expect(result.getAttribute('role')).toBe('status');
    expect(result.textContent).toMatch(
      /^Checked at Amazon: In stock, only a few left \(“Only 3 left in stock - order soon\.”\); price \$31\.49 as of Nov 2\d, 2026/,
    );
    expect(onRefreshed).toHaveBeenCalledTimes(1);
  });

  it('shows the server’s sentence when the check is refused (no credentials) and keeps the editor as it is', async () => {
    const sentence = 'Set AMAZON_CREDENTIAL_ID, AMAZON_CREDENTIAL_SECRET and AMAZON_CREDENTIAL_VERSION to keep prices current.';
    const { onRefreshed, onUnauthenticated } = renderPanel([
      refresh({ errors: [new GraphQLError(sentence, { extensions: { code: 'CONFLICT' } })] }),
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Refresh now' }));
    expect((await screen.findByRole('alert')).textContent).toBe(sentence);
    expect(onRefreshed).not.toHaveBeenCalled();
    expect(onUnauthenticated).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'Refresh now' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('waits for the form’s unsaved changes to be saved or discarded, since a check can change the price it holds', () => {
    renderPanel([], product(), true);
    const button = screen.getByRole('button', { name: 'Refresh now' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-describedby')).toBe('product-refresh-wait');
    expect(screen.getByText(/^Save or discard your changes below first/)).toBeTruthy();
  });
});
