import type { SubmissionStatus } from '@bcg/web/graphql';
import styled from 'styled-components';

const KNOWN: Record<Exclude<SubmissionStatus, 'OTHER'>, { label: string; background: string; color: string }> = {
  PENDING: { label: 'Pending', background: '#fef3c7', color: '#92400e' },
  APPROVED: { label: 'Approved', background: '#dcfce7', color: '#166534' },
  REJECTED: { label: 'Rejected', background: '#fee2e2', color: '#991b1b' },
};

const Badge = styled.span<{ $background: string; $color: string }>`
  display: inline-block;
  padding: 2px 10px;
  border-radius: 999px;
  background: ${({ $background }) => $background};
  color: ${({ $color }) => $color};
  font-size: 0.85rem;
  font-weight: 700;
`;

/** Known statuses get their colour; any other stored value (OTHER) shows as a plain badge with its raw text. */
export function StatusBadge({ status, rawStatus }: { status: SubmissionStatus; rawStatus: string }) {
  const known = status === 'OTHER' ? undefined : KNOWN[status];
  return known ? (
    <Badge $background={known.background} $color={known.color}>
      {known.label}
    </Badge>
  ) : (
    <Badge $background="#f3f4f6" $color="#374151">
      {rawStatus}
    </Badge>
  );
}
