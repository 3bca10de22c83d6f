import { useQuery } from '@apollo/client/react';
import { graphql, isErrorCode, type LinkHealthReportQuery as LinkHealthReportResult } from '@bcg/web/graphql';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ADMIN_PAGE_SIZE, ListState, Pager } from './admin-table-controls';
import { StatusPill } from './admin-ui';
import { searchOf } from './dashboard-view';
import { attentionWords, exactTime, PROBLEM_WORDS, relativeTime } from './retailer-words';
import { Scroll, Table } from './submissions-table';
import { useNow } from './use-now';

/** One page of the link-health report, newest problem first (the order is the server's). */
export const LinkHealthReportQuery = graphql(`
  query LinkHealthReport($first: Int, $offset: Int) {
    linkHealth(first: $first, offset: $offset) {
      totalCount
      nodes {
        productId
        productName
        amazonAsin
        archived
        buyable
        problem
        since
        code
        message
        retailerTitle
        lastSuccessAt
      }
    }
  }
`);

type Entry = LinkHealthReportResult['linkHealth']['nodes'][number];

/** Out of stock is the retailer's news, not a broken link: the others need the owner to act. */
const tone = (problem: Entry['problem']) => (problem === 'OUT_OF_STOCK' ? 'warn' : 'bad');

/**
 * The link-health report: every product whose last check at Amazon failed, whose ASIN Amazon no longer knows, that is
 * out of stock or whose title changed there, with since when and Amazon's own words, each linked to its editor.
 */
export function LinkHealthReport({ onUnauthenticated }: { onUnauthenticated: () => void }) {
  const [page, setPage] = useState(1);
  const { data, previousData, loading, error } = useQuery(LinkHealthReportQuery, {
    variables: { first: ADMIN_PAGE_SIZE, offset: (page - 1) * ADMIN_PAGE_SIZE },
    fetchPolicy: 'network-only',
  });
  const now = useNow();

  useEffect(() => {
    if (isErrorCode(error, 'UNAUTHENTICATED')) onUnauthenticated();
  }, [error, onUnauthenticated]);

  const connection = (data ?? previousData)?.linkHealth;
  const entries = connection?.nodes;
  return (
    <section aria-labelledby="link-health-title">
      <h2 id="link-health-title">Link health</h2>
      {connection && connection.totalCount > 0 && <p>{attentionWords(connection.totalCount)}.</p>}
      <ListState
        loading={loading && !connection}
        failed={Boolean(error) || !entries}
        empty={entries?.length === 0}
        q=""
        noun="the link-health report"
        emptyText="Every retailer link is healthy: no product failed its last check, lost its ASIN, went out of stock or changed its title at Amazon."
      >
        <Scroll aria-busy={loading}>
          <Table>
            <caption className="visually-hidden">Retailer links that need attention, newest problem first</caption>
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col">Problem</th>
                <th scope="col">Since</th>
                <th scope="col">What Amazon said</th>
              </tr>
            </thead>
            <tbody>
              {entries?.map((entry) => (
                <tr key={entry.productId} data-testid="link-health-row">
                  <td data-label="Product">
                    <span>
                      <Link
                        to={searchOf({ tab: 'products', editing: entry.productId })}
                        aria-label={`Edit ${entry.productName} (${PROBLEM_WORDS[entry.problem]})`}
                      >
                        {entry.productName}
                      </Link>
                      <small>
                        ASIN {entry.amazonAsin}
                        {entry.archived ? ' (archived)' : ''}
                      </small>
                    </span>
                  </td>
                  <td data-label="Problem">
                    <span>
                      <StatusPill $tone={tone(entry.problem)}>{PROBLEM_WORDS[entry.problem]}</StatusPill>
                      <small>
                        {entry.buyable ? 'Readers still see its price and link.' : 'Readers see it as not available at Amazon.'}
                      </small>
                      {entry.problem === 'TITLE_CHANGED' && (
                        <small>Once the product is right, “Refresh now” in its editor clears this.</small>
                      )}
                    </span>
                  </td>
                  <td data-label="Since">
                    <span>
                      {relativeTime(entry.since, now)}
                      <small>
                        <time dateTime={entry.since}>{exactTime(entry.since)}</time>
                      </small>
                    </span>
                  </td>
                  <td data-label="What Amazon said">
                    <span>
                      {entry.message ?? 'No message.'}
                      {entry.code && <small>Code {entry.code}</small>}
                      {entry.problem === 'TITLE_CHANGED' && entry.retailerTitle && (
                        <small>
                          Amazon’s title now: “{entry.retailerTitle}”; yours: “{entry.productName}”
                        </small>
                      )}
                      <small>
                        {entry.lastSuccessAt ? `Last answered ${exactTime(entry.lastSuccessAt)}` : 'Amazon has not answered for it yet'}
                      </small>
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Scroll>
        <Pager label="Link-health pages" page={page} total={connection?.totalCount ?? 0} noun="products" onPage={setPage} />
      </ListState>
    </section>
  );
}
