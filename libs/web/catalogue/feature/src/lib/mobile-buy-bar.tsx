import { usePageQuery } from '@bcg/web/graphql';
import { RetailerButton } from '@bcg/web/catalogue/ui';
import { media } from '@bcg/web/shared';
import styled from 'styled-components';
import { HomeTopPicksQuery, TOP_PICKS_COUNT } from './top-picks';

const Bar = styled.aside`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: 40;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 10px 16px calc(10px + env(safe-area-inset-bottom));
  background: ${({ theme }) => theme.color.surface};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  box-shadow: 0 -4px 16px rgba(0, 0, 0, 0.08);
  p {
    margin: 0;
    font-size: 0.9rem;
    line-height: 1.3;
  }
  strong {
    display: block;
  }
  a {
    min-height: 44px;
    padding: 10px 14px;
    white-space: nowrap;
  }
  ${media.mdUp} {
    display: none;
  }
`;

/** The fixed buy bar on phones: our top pick and its retailer button (shares the top-picks query). */
export function MobileBuyBar() {
  const { data } = usePageQuery(HomeTopPicksQuery, { variables: { limit: TOP_PICKS_COUNT } });
  const pick = data?.products[0];
  if (!pick) return null;
  return (
    <Bar aria-label="Our top pick" data-testid="mobile-buy-bar" data-buy-bar="">
      <p>
        <span>Our top pick</span>
        <strong>{pick.name}</strong>
      </p>
      <RetailerButton position="buy-bar" href={pick.retailerUrl} label={`View on Amazon: ${pick.name} (opens in a new tab)`}>
        View on Amazon
      </RetailerButton>
    </Bar>
  );
}
