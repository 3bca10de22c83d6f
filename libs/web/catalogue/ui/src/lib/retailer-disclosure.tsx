import { Link } from 'react-router';
import styled from 'styled-components';

const Note = styled.p`
  margin: 16px 0 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.color.muted};
`;

/** The retailer's required words beside any price or availability it supplied (Amazon Associates rules). */
const PRICE_ACCURACY_NOTICE =
  'Product prices and availability are accurate as of the date/time indicated and are subject to change. Any price and availability information displayed on Amazon at the time of purchase will apply to the purchase of this product.';

/** The disclosure line that sits near retailer links and prices, once a page (Amazon Associates and FTC rules). */
export function RetailerDisclosure() {
  return (
    <Note data-testid="retailer-disclosure">
      As an Amazon Associate we earn from qualifying purchases, at no extra cost to you. {PRICE_ACCURACY_NOTICE}{' '}
      <Link to="/disclosure">How we earn and test</Link>.
    </Note>
  );
}
