import { useMutation } from '@apollo/client/react';
import { graphql, graphqlErrorMessage, isErrorCode, type ProductRetailerPanel_ProductFragment } from '@bcg/web/graphql';
import { useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Button } from './admin-ui';
import { searchOf } from './dashboard-view';
import { AVAILABILITY_WORDS, exactTime, PROBLEM_WORDS } from './retailer-words';

// What the panel shows of a product (the owner's name and photo, and what Amazon says of its ASIN), spread into the
// editor's query and the refresh answer by codegen.
graphql(`
  fragment ProductRetailerPanel_product on Product {
    id
    name
    imageUrl
    amazonAsin
    price
    priceCheckedAt
    availability {
      type
      message
      checkedAt
    }
    retailerListing {
      title
      imageUrl
      problem {
        problem
        since
        code
        message
      }
    }
  }
`);

export const RefreshProductMutation = graphql(`
  mutation RefreshProduct($id: Int!) {
    refreshProduct(id: $id) {
      ...ProductRetailerPanel_product
    }
  }
`);

type PanelProduct = ProductRetailerPanel_ProductFragment;

const Panel = styled.section`
  display: grid;
  gap: 12px;
  margin: 16px 0;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  h3 {
    margin: 0;
    font-size: 1.1rem;
  }
  p {
    margin: 0;
  }
`;

const Compare = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 12px;
  max-width: 640px;
  figure {
    display: grid;
    gap: 6px;
    align-content: start;
    margin: 0;
  }
  img,
  .no-photo {
    width: 100%;
    max-width: 160px;
    aspect-ratio: 1;
    object-fit: contain;
    border-radius: ${({ theme }) => theme.radius.sm};
    border: 1px solid ${({ theme }) => theme.color.border};
    background: #f3f1ec;
  }
  .no-photo {
    display: grid;
    place-items: center;
    padding: 8px;
    font-size: 0.85rem;
    text-align: center;
    color: ${({ theme }) => theme.color.muted};
  }
  figcaption {
    overflow-wrap: anywhere;
  }
  figcaption small {
    display: block;
    font-weight: 600;
    color: ${({ theme }) => theme.color.muted};
  }
`;

const Facts = styled.p`
  small {
    display: block;
    color: ${({ theme }) => theme.color.muted};
  }
`;

const Problem = styled.p`
  padding: 8px 12px;
  border-left: 4px solid #b91c1c;
  background: #fef2f2;
`;

/** What a check stored, in one sentence: the availability in words (and Amazon's), then the price and its time. */
function checkedWords(product: PanelProduct): string {
  const availability = product.availability
    ? `${AVAILABILITY_WORDS[product.availability.type]}${product.availability.message ? ` (“${product.availability.message}”)` : ''}`
    : 'No availability given';
  const price = product.priceCheckedAt ? `${product.price} as of ${exactTime(product.priceCheckedAt)}` : 'no price checked';
  return `Checked at Amazon: ${availability}; price ${price}.`;
}

/**
 * Beside the product editor: the owner's name and photo next to Amazon's title and photo for the ASIN (read only, to
 * spot a listing that changed), the availability and price of the last check, the link's problem, and "Refresh now".
 * Amazon's photo opens at Amazon rather than loading here: the dashboard, like every page, loads nothing from other sites.
 */
export function ProductRetailerPanel({
  product,
  unsavedForm = false,
  onRefreshed,
  onUnauthenticated,
}: {
  product: PanelProduct;
  /** The editor holds unsaved changes: a check, which may change the stored price, waits until they are saved or discarded. */
  unsavedForm?: boolean;
  onRefreshed: () => void;
  onUnauthenticated: () => void;
}) {
  const [refresh, { loading }] = useMutation(RefreshProductMutation);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const listing = product.retailerListing;

  async function onRefresh() {
    setResult(null);
    try {
      const answer = await refresh({ variables: { id: product.id } });
      const refreshed = answer.data?.refreshProduct;
      setResult({ ok: true, text: refreshed ? checkedWords(refreshed) : 'Checked at Amazon.' });
      onRefreshed();
    } catch (failure) {
      if (isErrorCode(failure, 'UNAUTHENTICATED')) return onUnauthenticated();
      setResult({ ok: false, text: graphqlErrorMessage(failure) ?? 'The check at Amazon failed. Please try again.' });
    }
  }

  return (
    <Panel aria-labelledby="product-retailer-title" data-testid="product-retailer">
      <h3 id="product-retailer-title">At Amazon (ASIN {product.amazonAsin})</h3>
      <Compare>
        <figure>
          {/* The same photo, with its alt text, is the upload's above: here it is only the comparison's picture. */}
          <img src={product.imageUrl} alt="" width={160} height={160} />
          <figcaption>
            <small>Your name and photo</small>
            {product.name}
          </figcaption>
        </figure>
        <figure>
          {listing.imageUrl ? (
            <a className="no-photo" href={listing.imageUrl} target="_blank" rel="noopener noreferrer">
              Open Amazon’s photo (new tab)
            </a>
          ) : (
            <span className="no-photo">No photo from Amazon yet</span>
          )}
          <figcaption data-testid="retailer-title">
            <small>Amazon’s title</small>
            {listing.title ?? 'Not checked at Amazon yet'}
          </figcaption>
        </figure>
      </Compare>
      <Facts>
        {product.availability ? (
          <>
            {AVAILABILITY_WORDS[product.availability.type]}
            {product.availability.message ? `: “${product.availability.message}”` : ''}
            <small>
              Checked <time dateTime={product.availability.checkedAt}>{exactTime(product.availability.checkedAt)}</time>
            </small>
          </>
        ) : (
          'Availability not checked at Amazon yet.'
        )}
      </Facts>
      <Facts>
        Price on file: {product.price || 'none'}
        <small>
          {product.priceCheckedAt ? (
            <>
              Checked <time dateTime={product.priceCheckedAt}>{exactTime(product.priceCheckedAt)}</time>
            </>
          ) : (
            'Never checked'
          )}
        </small>
      </Facts>
      {listing.problem && (
        <Problem data-testid="retailer-problem">
          {PROBLEM_WORDS[listing.problem.problem]} since <time dateTime={listing.problem.since}>{exactTime(listing.problem.since)}</time>
          {listing.problem.message ? `: ${listing.problem.message}` : '.'}{' '}
          <Link to={searchOf({ tab: 'retailer', editing: null })}>See the link-health report</Link>
        </Problem>
      )}
      <div>
        <Button
          type="button"
          $tone="plain"
          disabled={loading || unsavedForm}
          aria-busy={loading}
          aria-describedby={unsavedForm ? 'product-refresh-wait' : undefined}
          onClick={() => void onRefresh()}
        >
          {loading ? 'Checking at Amazon...' : 'Refresh now'}
        </Button>
      </div>
      {unsavedForm && (
        <Facts id="product-refresh-wait">
          <small>Save or discard your changes below first: a check at Amazon can change the price the form holds.</small>
        </Facts>
      )}
      <p role="status" data-testid="product-refresh-result">
        {result?.ok ? result.text : ''}
      </p>
      {result && !result.ok && <p role="alert">{result.text}</p>}
    </Panel>
  );
}
