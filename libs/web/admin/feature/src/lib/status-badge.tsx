import styled from 'styled-components';

const KNOWN: Record<string, { label: string; background: string; color: string }> = {
  pending: { label: 'Pending', background: '#fef3c7', color: '#92400e' },
  approved: { label: 'Approved', background: '#dcfce7', color: '#166534' },
  rejected: { label: 'Rejected', background: '#fee2e2', color: '#991b1b' },
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

/** Spec section 4: known statuses get their colour; any other value shows as a plain badge with its raw text. */
export function StatusBadge({ status }: { status: string }) {
  const known = KNOWN[status];
  return known ? (
    <Badge $background={known.background} $color={known.color}>
      {known.label}
    </Badge>
  ) : (
    <Badge $background="#f3f4f6" $color="#374151">
      {status}
    </Badge>
  );
}
