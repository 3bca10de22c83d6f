import { formatLongDate, Tooltip } from '@bcg/web/shared';
import styled from 'styled-components';

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

/**
 * An honest price: the amount with the date it was last checked at the retailer, or 'Check price on Amazon' when
 * the server gives no price to display (`displayPrice` is null once a price is older than PRICE_MAX_AGE_HOURS).
 */
export function PriceTag({ price, checkedAt }: { price: string | null; checkedAt: string | null }) {
  if (price === null || !checkedAt) {
    return (
      <Price>
        <strong>Check price on Amazon</strong>
      </Price>
    );
  }
  return (
    <Price>
      <strong>{price}</strong>
      <small>Price as of {formatLongDate(checkedAt)}</small>
      <Tooltip content="We check prices at the retailer on this date. Prices change; the price on Amazon at checkout applies.">
        <InfoButton type="button" aria-label="About this price">
          i
        </InfoButton>
      </Tooltip>
    </Price>
  );
}
