import { formatScore } from '@bcg/shared/reviews';
import styled from 'styled-components';

const Score = styled.span`
  display: inline-block;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.brandSoft};
  color: ${({ theme }) => theme.color.brand};
  font-size: 0.9rem;
  font-weight: 600;
  white-space: nowrap;
  strong {
    margin-left: 4px;
    font-size: 1.1rem;
  }
`;

/**
 * "Our score 8.7/10": the site's editorial score (the five-criteria formula), labelled as ours so it is never
 * confused with the retailer's star rating beside it. Nothing for a collar we have not reviewed yet.
 */
export function EditorialScore({ score }: { score: number | null }) {
  if (score === null) return null;
  return (
    <Score data-testid="editorial-score">
      Our score <strong>{formatScore(score)}</strong>/10
    </Score>
  );
}
