import { RETAILER_LINK_REL } from '@bcg/shared/affiliate-links';
import { Tooltip } from '@bcg/web/shared';
import styled from 'styled-components';
import { formatPriceStamp } from './price-stamp';
import type { RetailerLinkPosition } from './retailer-button';

const Price = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 2px 8px;
  strong {
    font-size: 1.4rem;
    color: ${({ theme }) => theme.color.text};
  }
  small {
    color: ${({ theme }) => theme.color.muted};
  }
`;

/** Reads as the link it is (underlined, link colour), never as an amount. */
const CheckLink = styled.a`
  font-weight: 600;
  color: ${({ theme }) => theme.color.brand};
  text-decoration: underline;
  text-underline-offset: 3px;
`;

const InfoButton = styled.button`
  width: 24px;
  height: 24px;
  border-radius: 50%;
  border: 1px solid ${({ theme }) => theme.color.muted};
  background: transparent;
  color: ${({ theme }) => theme.color.muted};
  font:
    italic 700 0.8rem Georgia,
    serif;
  cursor: help;
`;

const Unavailable = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 2px 8px;
  strong {
    color: ${({ theme }) => theme.color.accent};
  }
  small {
    color: ${({ theme }) => theme.color.muted};
  }
  span {
    flex-basis: 100%;
    font-size: 0.9rem;
  }
`;

/** The retailer's availability at its last check, as the API gives it. */
export interface PriceTagAvailability {
  type: string;
  message?: string | null;
  checkedAt: string;
}

/** What a collar that cannot be bought says instead of a price: the kind of problem, at the retailer. */
function unavailableWords(type: string): string {
  return type === 'OUT_OF_STOCK' ? 'Out of stock at Amazon' : 'Unavailable at Amazon';
}

export interface PriceTagProps {
  /** The price the server allows to show ("$34.99"); null when it is stale or unknown. */
  price: string | null;
  checkedAt: string | null;
  /** The product's tagged retailer page, where the reader checks a price we cannot show. */
  retailerUrl: string;
  productName: string;
  /** Where the tag sits, for the click analytics (apps/web/public/beacon.js), as on the retailer button beside it. */
  position: RetailerLinkPosition;
  /** False while the retailer's last check says the collar cannot be bought: no price, the availability instead. */
  buyable?: boolean;
  availability?: PriceTagAvailability | null;
  /** Also quote the retailer's own words (the review page, where there is room), e.g. "Temporarily out of stock.". */
  quoteRetailer?: boolean;
}

/**
 * An honest price: the amount with the date, time and zone it was last checked at the retailer; for a collar the
 * retailer says cannot be bought, that (with when it said so) and never a price; or, when the server gives no price
 * to display (`displayPrice` is null once a price is older than PRICE_MAX_AGE_HOURS), a sponsored, tagged link to
 * check it on Amazon.
 */
export function PriceTag({
  price,
  checkedAt,
  retailerUrl,
  productName,
  position,
  buyable = true,
  availability = null,
  quoteRetailer = false,
}: PriceTagProps) {
  if (!buyable && availability) {
    return (
      <Unavailable data-testid="availability">
        <strong>{unavailableWords(availability.type)}</strong>
        <small>
          as of <time dateTime={availability.checkedAt}>{formatPriceStamp(availability.checkedAt)}</time>
        </small>
        {quoteRetailer && availability.message && (
          <span>
            Amazon says: <q>{availability.message}</q>
          </span>
        )}
      </Unavailable>
    );
  }
  if (price === null || !checkedAt) {
    return (
      <Price>
        <CheckLink
          href={retailerUrl}
          target="_blank"
          rel={RETAILER_LINK_REL}
          aria-label={`Check price on Amazon: ${productName} (opens in a new tab)`}
          data-retailer-position={position}
        >
          Check price on Amazon
        </CheckLink>
      </Price>
    );
  }
  return (
    <Price>
      <strong>{price}</strong>
      <small>
        Price as of <time dateTime={checkedAt}>{formatPriceStamp(checkedAt)}</time>
      </small>
      <Tooltip content="We check prices at the retailer at this time. Prices change; the price on Amazon at checkout applies.">
        <InfoButton type="button" aria-label="About this price">
          i
        </InfoButton>
      </Tooltip>
    </Price>
  );
}
