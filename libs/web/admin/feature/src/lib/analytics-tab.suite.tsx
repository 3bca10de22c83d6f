import { MockedProvider, type MockedProviderProps } from '@apollo/client/testing/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { theme } from '@bcg/web/shared';
import { GraphQLError } from 'graphql';
import { ThemeProvider } from 'styled-components';
import { AdminAnalyticsQuery, AnalyticsTab } from './analytics-tab';
import { toCsv } from './analytics-csv';

// The chart library draws on a canvas, which jsdom has not; the chart module is replaced, the tables are real.
jest.mock('./analytics-chart', () => ({ drawAnalyticsChart: jest.fn(() => () => undefined) }));

const DAY_MS = 24 * 60 * 60 * 1000;
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);

function renderTab(mocks: MockedProviderProps['mocks']) {
  const onUnauthenticated = jest.fn();
  render(
    <MockedProvider mocks={mocks}>
      <ThemeProvider theme={theme}>
        <AnalyticsTab onUnauthenticated={onUnauthenticated} />
      </ThemeProvider>
    </MockedProvider>,
  );
  return onUnauthenticated;
}

const totals = (visitors: number, pageviews: number, clicks: number, recommendations = 0) => ({
  __typename: 'AnalyticsTotals' as const,
  visitors,
  pageviews,
  clicks,
  ctr: pageviews ? clicks / pageviews : 0,
  recommendations,
});
function reportOf(from: string, to: string, busy: boolean) {
  return {
    __typename: 'AnalyticsReport' as const,
    from,
    to,
    totals: busy ? totals(3, 8, 3, 4) : totals(0, 0, 0),
    days: [{ ...(busy ? totals(3, 8, 3, 4) : totals(0, 0, 0)), __typename: 'AnalyticsDay' as const, day: to }],
    pages: busy ? [{ __typename: 'AnalyticsPageRow' as const, path: '/collars', pageviews: 8, visitors: 3, clicks: 2 }] : [],
    referrers: busy ? [{ __typename: 'AnalyticsReferrerRow' as const, host: 'reddit.com', pageviews: 5 }] : [],
    campaigns: [],
    products: busy
      ? [{ __typename: 'AnalyticsProductRow' as const, product: 'B0CX7K2M9Q', name: 'Ironbark Heritage Leather Collar', clicks: 2 }]
      : [],
    positions: busy
      ? [
          { __typename: 'AnalyticsPositionRow' as const, position: 'card', clicks: 2 },
          { __typename: 'AnalyticsPositionRow' as const, position: 'fit-finder', clicks: 1 },
        ]
      : [],
    recommendations: busy
      ? [{ __typename: 'AnalyticsRecommendationRow' as const, breed: 'french', age: 'adult', measured: true, recommendations: 4 }]
      : [],
    newsletterClicks: busy ? 7 : 0,
    newsletters: busy
      ? [{ __typename: 'AnalyticsNewsletterRow' as const, subject: 'Winter harness notes', slug: 'winter-harness-notes', clicks: 7 }]
      : [],
  };
}
const mock = (from: string, to: string, busy = true, delay = 0) => ({
  request: { query: AdminAnalyticsQuery, variables: { from, to } },
  result: { data: { analyticsReport: reportOf(from, to, busy) } },
  delay,
});

describe('Analytics tab', () => {
  it('shows a loading state, then the totals, the chart and every table of the last 30 days', async () => {
    renderTab([mock(day(-29), day(0), true, 20)]);
    expect(screen.getByRole('status').textContent).toBe('Loading analytics...');
    expect(await screen.findByTestId('analytics-pageviews')).toHaveProperty('textContent', '8');
    expect(screen.getByTestId('analytics-clicks').textContent).toBe('3');
    expect(screen.getByTestId('analytics-ctr').textContent).toBe('37.5%');
    // Fit recommendations, and the clicks from them (position fit-finder) as their conversion.
    expect(screen.getByTestId('analytics-recommendations').textContent).toBe('4');
    expect(screen.getByTestId('analytics-fit-conversion').textContent).toBe('25.0% (1 click)');
    const fits = screen.getByRole('table', { name: 'Fit recommendations' });
    expect(within(fits).getByText('measured')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export CSV: Fit recommendations' })).toHaveProperty('disabled', false);
    expect(screen.getByRole('img', { name: /per day/ })).toBeTruthy();
    // Each line of the chart is named beside it, with its colour.
    const legend = within(screen.getByRole('list', { name: 'Chart legend' })).getAllByRole('listitem');
    expect(legend.map((item) => item.textContent)).toEqual(['Visitors', 'Page views', 'Clicks', 'CTR % (right axis)']);
    const products = screen.getByRole('table', { name: 'Clicks per product' });
    expect(within(products).getByText('Ironbark Heritage Leather Collar')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Referrers' })).getByText('reddit.com')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Campaigns' }).closest('section')?.textContent).toContain('Nothing in this range.');
    expect(screen.getByRole('button', { name: 'Export CSV: Campaigns' })).toHaveProperty('disabled', true);
    // Newsletter emails as a source: their links followed, per issue.
    expect(screen.getByTestId('analytics-newsletter-clicks').textContent).toBe('7');
    const newsletters = screen.getByRole('table', { name: 'Newsletter clicks' });
    expect(within(newsletters).getByText('Winter harness notes')).toBeTruthy();
    expect(within(newsletters).getByText('/newsletter/winter-harness-notes')).toBeTruthy();
  });

  it('asks for 7 or 90 days, or chosen dates, when the range changes', async () => {
    renderTab([mock(day(-29), day(0)), mock(day(-6), day(0), false), mock(day(-89), day(0))]);
    await screen.findByTestId('analytics-pageviews');
    fireEvent.change(screen.getByLabelText('Range'), { target: { value: '7' } });
    await waitFor(() => expect(screen.getByText(/No visits counted in this range yet/)).toBeTruthy());
    fireEvent.change(screen.getByLabelText('Range'), { target: { value: '90' } });
    await waitFor(() => expect(screen.getByTestId('analytics-pageviews').textContent).toBe('8'));
    fireEvent.change(screen.getByLabelText('Range'), { target: { value: 'custom' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: day(1) } });
    expect(screen.getByRole('alert').textContent).toBe('Choose a start date on or before the end date.');
  });

  it('shows an error when the report fails, and sends an expired session to the login', async () => {
    const onUnauthenticated = renderTab([
      {
        request: { query: AdminAnalyticsQuery, variables: { from: day(-29), to: day(0) } },
        result: { errors: [new GraphQLError('Unauthorized', { extensions: { code: 'UNAUTHENTICATED' } })] },
      },
    ]);
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch analytics');
    await waitFor(() => expect(onUnauthenticated).toHaveBeenCalled());
  });
});

describe('toCsv', () => {
  it('quotes as RFC 4180 wants and defuses formula cells', async () => {
    expect(
      await toCsv(
        ['Page', 'Views'],
        [
          ['/a,b', 3],
          ['=HYPERLINK("x")', 1],
          ['say "hi"', 2],
        ],
      ),
    ).toBe('Page,Views\r\n"/a,b",3\r\n"\'=HYPERLINK(""x"")",1\r\n"say ""hi""",2\r\n');
  });
});
