import { useQuery } from '@apollo/client/react';
import { graphql, isErrorCode } from '@bcg/web/graphql';
import { useEffect } from 'react';
import { ListState } from './admin-table-controls';
import { Scroll, Table } from './submissions-table';

/** Per collar with alerts: pending, active and fired. */
export const PriceAlertCountsQuery = graphql(`
  query PriceAlertCounts {
    priceAlertCounts {
      productId
      productName
      productSlug
      pending
      active
      fired
    }
  }
`);

/**
 * The owner's view of readers' price alerts: per collar, how many wait for their address to be confirmed, how many
 * watch the price, and how many alert emails went out. Addresses stay with their readers.
 */
export function PriceAlertCounts({ onUnauthenticated }: { onUnauthenticated: () => void }) {
  const { data, loading, error } = useQuery(PriceAlertCountsQuery, { fetchPolicy: 'network-only' });

  useEffect(() => {
    if (isErrorCode(error, 'UNAUTHENTICATED')) onUnauthenticated();
  }, [error, onUnauthenticated]);

  const rows = data?.priceAlertCounts;
  return (
    <section aria-labelledby="price-alert-counts-title">
      <h2 id="price-alert-counts-title">Price alerts</h2>
      <ListState
        loading={loading && !rows}
        failed={Boolean(error) || (!loading && !rows)}
        empty={rows?.length === 0}
        q=""
        noun="the price alerts"
        emptyText="No reader has set a price alert yet. The form is under the price on every review page."
      >
        <Scroll>
          <Table>
            <caption className="visually-hidden">Readers' price alerts per collar</caption>
            <thead>
              <tr>
                <th scope="col">Collar</th>
                <th scope="col">Watching</th>
                <th scope="col">Awaiting confirmation</th>
                <th scope="col">Alerts sent</th>
              </tr>
            </thead>
            <tbody>
              {rows?.map((row) => (
                <tr key={row.productId} data-testid="price-alert-count-row">
                  <td data-label="Collar">
                    <a href={`/collars/${row.productSlug}`}>{row.productName}</a>
                  </td>
                  <td data-label="Watching">{row.active}</td>
                  <td data-label="Awaiting confirmation">{row.pending}</td>
                  <td data-label="Alerts sent">{row.fired}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Scroll>
      </ListState>
    </section>
  );
}
