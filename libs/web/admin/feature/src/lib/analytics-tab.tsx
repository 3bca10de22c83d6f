import { useQuery } from '@apollo/client/react';
import { graphql, isErrorCode, type AdminAnalyticsQuery as AdminAnalyticsQueryResult } from '@bcg/web/graphql';
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from './admin-ui';
import { downloadCsv, toCsv } from './analytics-csv';
import { CHART_SERIES } from './analytics-series';
import { Scroll, Table } from './submissions-table';

export const AdminAnalyticsQuery = graphql(`
  query AdminAnalytics($from: String, $to: String) {
    analyticsReport(from: $from, to: $to) {
      from
      to
      totals {
        visitors
        pageviews
        clicks
        ctr
        recommendations
      }
      days {
        day
        visitors
        pageviews
        clicks
        ctr
        recommendations
      }
      pages {
        path
        pageviews
        visitors
        clicks
      }
      referrers {
        host
        pageviews
      }
      campaigns {
        source
        medium
        campaign
        pageviews
      }
      products {
        product
        name
        clicks
      }
      positions {
        position
        clicks
      }
      recommendations {
        breed
        age
        measured
        recommendations
      }
      newsletterClicks
      newsletters {
        subject
        slug
        clicks
      }
    }
  }
`);

type Report = AdminAnalyticsQueryResult['analyticsReport'];
type Preset = '7' | '30' | '90' | 'custom';

const DAY_MS = 24 * 60 * 60 * 1000;
const utcDay = (time: number) => new Date(time).toISOString().slice(0, 10);
const percent = (ctr: number) => `${(ctr * 100).toFixed(1)}%`;

/** Retailer clicks from the fit finder's answers (position fit-finder) per answer shown; "-" before any answer. */
const fitConversion = (report: Report) => {
  const clicks = report.positions.find((row) => row.position === 'fit-finder')?.clicks ?? 0;
  return report.totals.recommendations === 0
    ? '-'
    : `${percent(clicks / report.totals.recommendations)} (${clicks} ${clicks === 1 ? 'click' : 'clicks'})`;
};

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 10px;
  margin-bottom: 16px;
  select,
  input {
    min-height: 40px;
    padding: 6px 10px;
    font: inherit;
  }
`;

const Totals = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: 12px;
  margin: 0 0 16px;
  div {
    padding: 12px;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.surface};
  }
  dt {
    color: ${({ theme }) => theme.color.muted};
    font-size: 0.9rem;
  }
  dd {
    margin: 4px 0 0;
    font-size: 1.5rem;
    font-weight: 700;
  }
`;

const Section = styled.section`
  margin-top: 24px;
  header {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
    margin-bottom: 8px;
  }
  h2 {
    margin: 0;
    font-size: 1.2rem;
  }
`;

/**
 * uPlot's own stylesheet (uPlot.min.css, MIT), reduced to what this chart uses: the site loads no CSS files, every
 * style comes through styled-components.
 */
const Figure = styled.figure`
  margin: 0;
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px 18px;
  margin: 8px 0 0;
  padding: 0;
  list-style: none;
  font-size: 0.95rem;

  li {
    display: inline-flex;
    align-items: center;
    gap: 8px;
  }
`;

/** A short line in the series' colour, dashed like the line it names. */
const Swatch = styled.span<{ $color: string; $dashed: boolean }>`
  width: 28px;
  border-top: 3px ${({ $dashed }) => ($dashed ? 'dashed' : 'solid')} ${({ $color }) => $color};
`;

const ChartBox = styled.div`
  min-height: 280px;
  overflow: hidden;
  .uplot,
  .uplot * {
    box-sizing: border-box;
  }
  .uplot {
    line-height: 1.5;
    width: min-content;
  }
  .u-wrap {
    position: relative;
    user-select: none;
  }
  .u-over,
  .u-under,
  .u-axis,
  .u-select,
  .u-cursor-x,
  .u-cursor-y,
  .u-cursor-pt {
    position: absolute;
  }
  .u-under {
    overflow: hidden;
  }
  .uplot canvas {
    display: block;
    position: relative;
    width: 100%;
    height: 100%;
  }
  .u-legend {
    font-size: 14px;
    margin: auto;
    text-align: center;
  }
  .u-inline * {
    display: inline-block;
  }
  .u-inline tr {
    margin-right: 16px;
  }
  .u-legend .u-marker {
    width: 1em;
    height: 1em;
    margin-right: 4px;
    background-clip: padding-box !important;
  }
  .u-inline:not(.u-live) .u-value {
    display: none;
  }
  .u-series > * {
    padding: 4px;
  }
  .u-legend .u-off > * {
    opacity: 0.3;
  }
  .u-select {
    background: rgba(0, 0, 0, 0.07);
    pointer-events: none;
  }
  .u-cursor-x,
  .u-cursor-y,
  .u-cursor-pt {
    left: 0;
    top: 0;
    pointer-events: none;
  }
  .u-hz .u-cursor-x {
    height: 100%;
    border-right: 1px dashed #607d8b;
  }
  .u-hz .u-cursor-y {
    width: 100%;
    border-bottom: 1px dashed #607d8b;
  }
  .u-cursor-pt {
    border-radius: 50%;
    border: 0 solid;
    background-clip: padding-box !important;
  }
  .u-axis.u-off,
  .u-select.u-off,
  .u-cursor-x.u-off,
  .u-cursor-y.u-off,
  .u-cursor-pt.u-off {
    display: none;
  }
`;

interface Column<Row> {
  label: string;
  value: (row: Row) => string | number;
}

/** One table of the report with its own CSV export; an empty table says so. */
function ReportTable<Row>({
  title,
  columns,
  rows,
  filename,
}: {
  title: string;
  columns: Array<Column<Row>>;
  rows: readonly Row[];
  filename: string;
}) {
  const headingId = useId();
  const [exportFailed, setExportFailed] = useState(false);
  const exportCsv = () => {
    setExportFailed(false);
    toCsv(
      columns.map((column) => column.label),
      rows.map((row) => columns.map((column) => column.value(row))),
    ).then(
      (text) => downloadCsv(text, filename),
      () => setExportFailed(true),
    );
  };
  return (
    <Section aria-labelledby={headingId}>
      <header>
        <h2 id={headingId}>{title}</h2>
        <Button type="button" $tone="plain" disabled={rows.length === 0} aria-label={`Export CSV: ${title}`} onClick={exportCsv}>
          Export CSV
        </Button>
      </header>
      {exportFailed ? <p role="alert">The CSV could not be prepared: check the connection and try again.</p> : null}
      {rows.length === 0 ? (
        <p>Nothing in this range.</p>
      ) : (
        <Scroll>
          <Table>
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column.label} scope="col">
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <tr key={index}>
                  {columns.map((column) => (
                    <td key={column.label} data-label={column.label}>
                      {column.value(row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </Table>
        </Scroll>
      )}
    </Section>
  );
}

/** The per-day chart, drawn by uPlot once the tab is on screen (the library is fetched with this tab only). */
function DailyChart({ days }: { days: Report['days'] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let remove: (() => void) | undefined;
    let cancelled = false;
    void import('./analytics-chart').then((chart) => {
      if (!cancelled && box.current) remove = chart.drawAnalyticsChart(box.current, days);
    });
    return () => {
      cancelled = true;
      remove?.();
    };
  }, [days]);
  return (
    <Figure>
      <ChartBox
        ref={box}
        role="img"
        aria-label="Visitors, page views, clicks and click-through rate per day (the same figures are in the Per day table)"
      />
      <Legend aria-label="Chart legend" data-testid="chart-legend">
        {CHART_SERIES.map((series) => (
          <li key={series.key}>
            <Swatch $color={series.color} $dashed={series.dashed} aria-hidden="true" />
            {series.label}
            {series.axis === 'right' ? ' (right axis)' : ''}
          </li>
        ))}
      </Legend>
    </Figure>
  );
}

/**
 * The Analytics tab: first-party, cookieless counts of a range of UTC days (7, 30 or 90 days, or chosen dates):
 * totals, a chart per day, and the tables of pages, referrers, campaigns, products and link positions, each with
 * a CSV export.
 */
export function AnalyticsTab({ onUnauthenticated }: { onUnauthenticated: () => void }) {
  const rangeId = useId();
  const [preset, setPreset] = useState<Preset>('30');
  // The moment the tab opened: the ranges are counted back from it (a re-render must not move them).
  const [openedAt] = useState(() => Date.now());
  const today = utcDay(openedAt);
  const [custom, setCustom] = useState({ from: utcDay(openedAt - 29 * DAY_MS), to: today });
  const range = preset === 'custom' ? custom : { from: utcDay(openedAt - (Number(preset) - 1) * DAY_MS), to: today };
  const customInvalid = preset === 'custom' && (!custom.from || !custom.to || custom.from > custom.to);
  const { data, loading, error } = useQuery(AdminAnalyticsQuery, { variables: range, skip: customInvalid, fetchPolicy: 'network-only' });

  useEffect(() => {
    if (isErrorCode(error, 'UNAUTHENTICATED')) onUnauthenticated();
  }, [error, onUnauthenticated]);

  const report = data?.analyticsReport;
  const suffix = report ? `${report.from}_${report.to}` : '';
  return (
    <>
      <Toolbar>
        <label htmlFor={rangeId}>Range</label>
        <select id={rangeId} value={preset} onChange={(event) => setPreset(event.target.value as Preset)}>
          <option value="7">Last 7 days</option>
          <option value="30">Last 30 days</option>
          <option value="90">Last 90 days</option>
          <option value="custom">Custom</option>
        </select>
        {preset === 'custom' && (
          <>
            <label>
              From{' '}
              <input type="date" value={custom.from} max={today} onChange={(event) => setCustom({ ...custom, from: event.target.value })} />
            </label>
            <label>
              To <input type="date" value={custom.to} max={today} onChange={(event) => setCustom({ ...custom, to: event.target.value })} />
            </label>
          </>
        )}
      </Toolbar>
      <p>
        Counted on this site without cookies: days are UTC; visitors are unique per day (added up over the range); bots and browsers that
        ask not to be tracked are not counted.
      </p>
      {customInvalid ? (
        <p role="alert">Choose a start date on or before the end date.</p>
      ) : loading && !report ? (
        <p role="status">Loading analytics...</p>
      ) : error || !report ? (
        <p role="alert">Failed to fetch analytics</p>
      ) : (
        <>
          <Totals aria-label={`Totals from ${report.from} to ${report.to}`}>
            <div>
              <dt>Visitors</dt>
              <dd data-testid="analytics-visitors">{report.totals.visitors}</dd>
            </div>
            <div>
              <dt>Page views</dt>
              <dd data-testid="analytics-pageviews">{report.totals.pageviews}</dd>
            </div>
            <div>
              <dt>Retailer clicks</dt>
              <dd data-testid="analytics-clicks">{report.totals.clicks}</dd>
            </div>
            <div>
              <dt>Click-through rate</dt>
              <dd data-testid="analytics-ctr">{percent(report.totals.ctr)}</dd>
            </div>
            <div>
              <dt>Newsletter clicks</dt>
              <dd data-testid="analytics-newsletter-clicks">{report.newsletterClicks}</dd>
            </div>
            <div>
              <dt>Fit recommendations</dt>
              <dd data-testid="analytics-recommendations">{report.totals.recommendations}</dd>
            </div>
            <div>
              <dt>Fit finder conversion</dt>
              <dd data-testid="analytics-fit-conversion">{fitConversion(report)}</dd>
            </div>
          </Totals>
          {report.totals.pageviews + report.totals.clicks === 0 ? (
            <p>No visits counted in this range yet. Page views and retailer clicks appear here as readers arrive.</p>
          ) : (
            <DailyChart days={report.days} />
          )}
          <ReportTable
            title="Per day"
            filename={`analytics-days_${suffix}.csv`}
            rows={report.days}
            columns={[
              { label: 'Day (UTC)', value: (row) => row.day },
              { label: 'Visitors', value: (row) => row.visitors },
              { label: 'Page views', value: (row) => row.pageviews },
              { label: 'Clicks', value: (row) => row.clicks },
              { label: 'CTR', value: (row) => percent(row.ctr) },
              { label: 'Fit recommendations', value: (row) => row.recommendations },
            ]}
          />
          <ReportTable
            title="Top pages"
            filename={`analytics-pages_${suffix}.csv`}
            rows={report.pages}
            columns={[
              { label: 'Page', value: (row) => row.path },
              { label: 'Page views', value: (row) => row.pageviews },
              { label: 'Visitors', value: (row) => row.visitors },
              { label: 'Clicks', value: (row) => row.clicks },
            ]}
          />
          <ReportTable
            title="Referrers"
            filename={`analytics-referrers_${suffix}.csv`}
            rows={report.referrers}
            columns={[
              { label: 'Site', value: (row) => row.host },
              { label: 'Page views', value: (row) => row.pageviews },
            ]}
          />
          <ReportTable
            title="Campaigns"
            filename={`analytics-campaigns_${suffix}.csv`}
            rows={report.campaigns}
            columns={[
              { label: 'Source', value: (row) => row.source },
              { label: 'Medium', value: (row) => row.medium },
              { label: 'Campaign', value: (row) => row.campaign },
              { label: 'Page views', value: (row) => row.pageviews },
            ]}
          />
          <ReportTable
            title="Newsletter clicks"
            filename={`analytics-newsletter-clicks_${suffix}.csv`}
            rows={report.newsletters}
            columns={[
              { label: 'Issue', value: (row) => row.subject },
              { label: 'Archive page', value: (row) => `/newsletter/${row.slug}` },
              { label: 'Links followed', value: (row) => row.clicks },
            ]}
          />
          <ReportTable
            title="Clicks per product"
            filename={`analytics-products_${suffix}.csv`}
            rows={report.products}
            columns={[
              { label: 'Product', value: (row) => row.name ?? '(no longer in the catalogue)' },
              { label: 'ASIN', value: (row) => row.product },
              { label: 'Clicks', value: (row) => row.clicks },
            ]}
          />
          <ReportTable
            title="Clicks per position"
            filename={`analytics-positions_${suffix}.csv`}
            rows={report.positions}
            columns={[
              { label: 'Position', value: (row) => row.position },
              { label: 'Clicks', value: (row) => row.clicks },
            ]}
          />
          <ReportTable
            title="Fit recommendations"
            filename={`analytics-fit-recommendations_${suffix}.csv`}
            rows={report.recommendations}
            columns={[
              { label: 'Breed', value: (row) => row.breed },
              { label: 'Age', value: (row) => row.age },
              { label: 'Neck', value: (row) => (row.measured ? 'measured' : 'estimated') },
              { label: 'Recommendations', value: (row) => row.recommendations },
            ]}
          />
        </>
      )}
    </>
  );
}
