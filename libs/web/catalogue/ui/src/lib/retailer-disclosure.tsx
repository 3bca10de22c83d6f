import { Link } from 'react-router';
import styled from 'styled-components';

const Note = styled.p`
  margin: 16px 0 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.color.muted};
`;

/** The disclosure line that sits near retailer links (Amazon Associates and FTC rules). */
export function RetailerDisclosure() {
  return (
    <Note>
      As an Amazon Associate we earn from qualifying purchases, at no extra cost to you. Prices and availability change; the price on Amazon
      at checkout applies. <Link to="/disclosure">How we earn and test</Link>.
    </Note>
  );
}
