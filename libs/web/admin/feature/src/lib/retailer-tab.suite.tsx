import { MockedProvider, type MockedProviderProps } from '@apollo/client/testing/react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { theme } from '@bcg/web/shared';
import { GraphQLError } from 'graphql';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { LinkHealthReportQuery } from './link-health-report';
import { PriceAlertCountsQuery } from './price-alert-counts';
import { RefreshAllProductsMutation, RetailerStatusPanel, RetailerStatusQuery } from './retailer-status-panel';
import { RetailerTab } from './retailer-tab';
import { exactTime } from './retailer-words';

const SETUP = 'Set AMAZON_CREDENTIAL_ID, AMAZON_CREDENTIAL_SECRET and AMAZON_CREDENTIAL_VERSION to keep prices current.';

const status = (fields: Record<string, unknown> = {}) => ({
  request: { query: RetailerStatusQuery },
  result: {
    data: {
      retailerStatus: {
        __typename: 'RetailerStatus' as const,
        configured: true,
        setupHint: null,
        intervalMinutes: 60,
        lastCycleStartedAt: '2026-11-26T09:00:00.000Z',
        lastCycleFinishedAt: '2026-11-26T09:04:00.000Z',
        nextSyncAt: '2026-11-26T10:00:00.000Z',
        productsDue: 0,
        linkProblems: 1,
        pause: null,
        ...fields,
      },
    },
  },
});

const entry = (productId: number, fields: Record<string, unknown> = {}) => ({
  __typename: 'LinkHealthEntry' as const,
  productId,
  productName: `Collar ${productId}`,
  amazonAsin: `B0TEST000${productId}`,
  archived: false,
  buyable: true,
  problem: 'UNKNOWN_ASIN',
  since: '2026-11-24T09:30:00.000Z',
  code: 'ItemNotAccessible',
  message: 'The ItemId B0TEST0001 is not accessible through the Creators API.',
  retailerTitle: null,
  lastSuccessAt: '2026-11-20T11:00:00.000Z',
  ...fields,
});

const report = (nodes: ReturnType<typeof entry>[], totalCount = nodes.length) => ({
  request: { query: LinkHealthReportQuery, variables: { first: 25, offset: 0 } },
  result: { data: { linkHealth: { __typename: 'LinkHealthEntryConnection' as const, totalCount, nodes } } },
});

const alertCount = (productId: number, fields: Record<string, unknown> = {}) => ({
  __typename: 'PriceAlertCount' as const,
  productId,
  productName: `Collar ${productId}`,
  productSlug: `collar-${productId}`,
  pending: 0,
  active: 0,
  fired: 0,
  ...fields,
});

const alertCounts = (rows: ReturnType<typeof alertCount>[]) => ({
  request: { query: PriceAlertCountsQuery },
  result: { data: { priceAlertCounts: rows } },
  maxUsageNumberOfTimes: 10,
});

function renderTab(mocks: MockedProviderProps['mocks'], content?: (onUnauthenticated: () => void) => ReactNode, alerts = alertCounts([])) {
  const onUnauthenticated = jest.fn();
  render(
    <MockedProvider mocks={[...(mocks ?? []), alerts]}>
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={['/admin/dashboard?tab=retailer']}>
          {content ? content(onUnauthenticated) : <RetailerTab onUnauthenticated={onUnauthenticated} />}
        </MemoryRouter>
      </ThemeProvider>
    </MockedProvider>,
  );
  return onUnauthenticated;
}

describe('Retailer tab', () => {
  it('without credentials says in one sentence what to set, and offers no refresh', async () => {
    renderTab([
      status({ configured: false, setupHint: SETUP, nextSyncAt: null, lastCycleStartedAt: null, lastCycleFinishedAt: null }),
      report([]),
    ]);
    expect(screen.getByText('Loading the retailer sync...').getAttribute('role')).toBe('status');
    expect((await screen.findByTestId('retailer-setup')).textContent).toBe(SETUP);
    expect(screen.queryByRole('button', { name: 'Refresh all now' })).toBeNull();
    expect(await screen.findByText(/Every retailer link is healthy/)).toBeTruthy();
  });

  it('with credentials shows the interval, the last cycle and the next due check, each with its exact time', async () => {
    renderTab([status(), report([])]);
    expect(await screen.findByText('every hour')).toBeTruthy();
    const lastCycle = screen.getByTestId('retailer-last-cycle');
    expect(lastCycle.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-26T09:04:00.000Z');
    expect(screen.getByTestId('retailer-next-due').querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-26T10:00:00.000Z');
  });

  it('queues every product with "Refresh all now" and follows the sync until none is due', async () => {
    const queued = jest.fn(() => ({ data: { refreshAllProducts: 12 } }));
    const onRefreshed = jest.fn();
    renderTab(
      [
        status(),
        { request: { query: RefreshAllProductsMutation }, result: queued },
        status({ productsDue: 5 }),
        // The next answers of the polling, the sync's progress: done (a moment later, as a server answers).
        { ...status({ productsDue: 0, lastCycleFinishedAt: '2026-11-26T10:02:00.000Z' }), delay: 50 },
        { ...status({ productsDue: 0, lastCycleFinishedAt: '2026-11-26T10:02:00.000Z' }), delay: 50 },
      ],
      (onUnauthenticated) => <RetailerStatusPanel onUnauthenticated={onUnauthenticated} onRefreshed={onRefreshed} progressPollMs={1} />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Refresh all now' }));
    await waitFor(() => expect(screen.getByTestId('retailer-refresh-progress').textContent).toBe('7 of 12 queued products checked...'));
    expect(queued).toHaveBeenCalledTimes(1);
    expect((screen.getByRole('button', { name: 'Refresh all now' }) as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(screen.getByTestId('retailer-refresh-progress').textContent).toBe('All 12 queued products are checked.'));
    expect(onRefreshed).toHaveBeenCalledTimes(1);
  });

  it('with credentials but a refused account shows the pause, why and until when, and offers the refresh that ends it', async () => {
    const until = new Date(Date.now() + 45 * 60_000).toISOString();
    const reason = 'Amazon refused the account: not eligible (AssociateNotEligible). The sync tries again at 2026-11-26 13:00 UTC.';
    renderTab([status({ setupHint: reason, pause: { __typename: 'RetailerPause', until, reason, endsOnRefresh: true } }), report([])]);
    const pause = await screen.findByTestId('retailer-pause');
    expect(pause.textContent).toBe(
      `Paused until ${exactTime(until)} (in 44 minutes). ${reason} “Refresh all now” ends the pause and tries again.`,
    );
    expect(pause.querySelector('time')?.getAttribute('dateTime')).toBe(until);
    expect((screen.getByRole('button', { name: 'Refresh all now' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('while Amazon asked the sync to wait shows the pause with its reason and end, and says "Refresh all now" is unavailable', async () => {
    const until = new Date(Date.now() + 60 * 60_000).toISOString();
    const reason =
      'Amazon asked the sync to wait 10 years: Amazon answered getItems with HTTP 429 TooManyRequests. The sync waits 1 hour, the longest it accepts.';
    renderTab([status({ setupHint: reason, pause: { __typename: 'RetailerPause', until, reason, endsOnRefresh: false } }), report([])]);
    const pause = await screen.findByTestId('retailer-pause');
    expect(pause.textContent).toBe(`Paused until ${exactTime(until)} (in 59 minutes). ${reason}`);
    const button = screen.getByRole('button', { name: 'Refresh all now' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    const held = screen.getByTestId('retailer-refresh-held');
    expect(button.getAttribute('aria-describedby')).toBe(held.id);
    expect(held.textContent).toBe(`“Refresh all now” is unavailable until ${exactTime(until)}, when the pause ends.`);
  });

  it('shows a pause the refresh answer reports, when it began after the status was read', async () => {
    const until = new Date(Date.now() + 60 * 60_000).toISOString();
    const reason = 'Amazon asked the sync to slow down: Rate exceeded (TooManyRequests)';
    renderTab([
      status(),
      report([]),
      {
        request: { query: RefreshAllProductsMutation },
        result: {
          errors: [
            new GraphQLError(`The retailer sync is paused until 2026-11-26 13:00 UTC: ${reason}`, {
              extensions: { code: 'TOO_MANY_REQUESTS' },
            }),
          ],
        },
      },
      status({ setupHint: reason, pause: { __typename: 'RetailerPause', until, reason, endsOnRefresh: false } }),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Refresh all now' }));
    expect((await screen.findByRole('alert')).textContent).toBe(`The retailer sync is paused until 2026-11-26 13:00 UTC: ${reason}`);
    expect((await screen.findByTestId('retailer-pause')).textContent).toContain(reason);
    expect((screen.getByRole('button', { name: 'Refresh all now' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says why a refresh was refused', async () => {
    renderTab([
      status(),
      report([]),
      {
        request: { query: RefreshAllProductsMutation },
        result: { errors: [new GraphQLError('Amazon refused the account: AssociateNotEligible.')] },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Refresh all now' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Amazon refused the account: AssociateNotEligible.');
  });

  it('lists each broken link with the problem in words, since when, Amazon’s message and a link to its editor', async () => {
    renderTab([
      status(),
      report([
        entry(3, { problem: 'TITLE_CHANGED', code: null, message: 'The title changed.', retailerTitle: 'Dog Collar (Renamed)' }),
        entry(1),
        entry(2, { problem: 'OUT_OF_STOCK', buyable: false, code: null, message: 'Currently unavailable.' }),
      ]),
    ]);
    const rows = await screen.findAllByTestId('link-health-row');
    expect(screen.getByText('3 retailer links need attention.')).toBeTruthy();
    expect(rows[0]?.textContent).toContain('Title changed at Amazon');
    expect(rows[0]?.textContent).toContain('Amazon’s title now: “Dog Collar (Renamed)”; yours: “Collar 3”');
    expect(rows[0]?.textContent).toContain('Once the product is right, “Refresh now” in its editor clears this.');
    expect(rows[2]?.textContent).toContain('Out of stock at Amazon');
    expect(rows[2]?.textContent).toContain('Readers see it as not available at Amazon.');
    expect(rows[1]?.textContent).toContain('ASIN unknown at Amazon');
    expect(rows[1]?.textContent).toContain('ASIN B0TEST0001');
    expect(rows[1]?.textContent).toContain('The ItemId B0TEST0001 is not accessible through the Creators API.');
    expect(rows[1]?.textContent).toContain('Code ItemNotAccessible');
    expect(rows[1]?.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-24T09:30:00.000Z');
    expect(rows[1]?.textContent).toMatch(/days ago/);
    const edit = screen.getByRole('link', { name: 'Edit Collar 1 (ASIN unknown at Amazon)' });
    expect(edit.getAttribute('href')).toBe('/admin/dashboard?tab=products&edit=1');
  });

  it('shows an error when the report cannot be fetched, and sends an expired session back to login', async () => {
    const onUnauthenticated = renderTab([
      status(),
      {
        request: { query: LinkHealthReportQuery, variables: { first: 25, offset: 0 } },
        result: { errors: [new GraphQLError('Not signed in', { extensions: { code: 'UNAUTHENTICATED' } })] },
      },
    ]);
    expect((await screen.findByText('Failed to fetch the link-health report')).getAttribute('role')).toBe('alert');
    expect(onUnauthenticated).toHaveBeenCalled();
  });

  it("shows readers' price alerts per collar: watching, awaiting confirmation and sent", async () => {
    renderTab([status(), report([])], undefined, alertCounts([alertCount(3, { active: 4, pending: 1, fired: 2 })]));
    const row = await screen.findByTestId('price-alert-count-row');
    expect(screen.getByRole('heading', { name: 'Price alerts' })).toBeTruthy();
    expect([...row.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual(['Collar 3', '4', '1', '2']);
    expect(screen.getByRole('link', { name: 'Collar 3' }).getAttribute('href')).toBe('/collars/collar-3');
  });
});
