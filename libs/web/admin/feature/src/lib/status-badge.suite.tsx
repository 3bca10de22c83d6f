import { render, screen } from '@testing-library/react';
import { StatusBadge } from './status-badge';

describe('StatusBadge', () => {
  it.each([
    ['PENDING', 'pending', 'Pending'],
    ['APPROVED', 'approved', 'Approved'],
    ['REJECTED', 'rejected', 'Rejected'],
  ] as const)('labels %s', (status, rawStatus, label) => {
    render(<StatusBadge status={status} rawStatus={rawStatus} />);
    expect(screen.getByText(label)).toBeTruthy();
  });

  it('shows a stored status the site does not know (OTHER) with its raw text', () => {
    render(<StatusBadge status="OTHER" rawStatus="archived" />);
    expect(screen.getByText('archived')).toBeTruthy();
  });
});
