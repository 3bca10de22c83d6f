import { Link } from 'react-router';
import styled from 'styled-components';

const Box = styled.aside`
  padding: 16px 20px;
  border: 1px solid #fcd9b6;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.accentSoft};
  font-size: 0.95rem;
  p {
    margin: 0;
  }
`;

/** The FTC-style notice beside content with retailer links. */
export function AffiliateDisclosureBox() {
  return (
    <Box aria-label="Affiliate disclosure">
      <p>
        <strong>Affiliate disclosure:</strong> This post contains affiliate links. If you buy through them, we may earn a commission at no
        additional cost to you. It never affects our ratings; read our <Link to="/disclosure">affiliate disclosure</Link> for how we test
        and earn.
      </p>
    </Box>
  );
}

const Line = styled.p`
  margin: 0 0 24px;
  padding: 8px 12px;
  border-left: 3px solid #fcd9b6;
  background: ${({ theme }) => theme.color.accentSoft};
  font-size: 0.9rem;
`;

/** One line ahead of a post's first retailer link, so a reader knows before meeting one (the box still closes the post). */
export function AffiliateDisclosureLine() {
  return (
    <Line role="note" aria-label="Affiliate disclosure">
      This post contains affiliate links: if you buy through them, we may earn a commission at no additional cost to you.{' '}
      <Link to="/disclosure">How we earn</Link>
    </Line>
  );
}
