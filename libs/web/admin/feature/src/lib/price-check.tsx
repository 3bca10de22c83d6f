import { useState } from 'react';
import styled from 'styled-components';
import { Button } from './admin-ui';

const Cell = styled.div`
  display: grid;
  gap: 4px;
  justify-items: start;
  small {
    color: ${({ theme }) => theme.color.muted};
  }
  .stale {
    color: #b91c1c;
    font-weight: 600;
  }
`;

/** Date, time and zone in the owner's own time: "Nov 26, 10:42 AM EST". */
const stamp = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/**
 * A product's price in the owner's list: when it was last checked at the retailer, until when the site shows it (or
 * since when it no longer does), and "Confirm price" to stamp an unchanged price as checked now.
 */
export function PriceCheck({
  name,
  price,
  checkedAt,
  shownUntil,
  busy,
  onConfirm,
}: {
  name: string;
  price: string;
  checkedAt: string | null | undefined;
  shownUntil: string | null | undefined;
  busy: boolean;
  onConfirm: () => void;
}) {
  // The time the list was drawn: a reload or a confirmation draws it again.
  const [now] = useState(() => Date.now());
  const until = shownUntil ? new Date(shownUntil) : null;
  const shown = until !== null && until.getTime() > now;
  return (
    <Cell data-testid="price-check">
      <span>{price}</span>
      <small data-testid="price-checked">{checkedAt ? `Checked ${stamp.format(new Date(checkedAt))}` : 'Never checked'}</small>
      <small className={shown ? undefined : 'stale'} data-testid="price-shown-until">
        {until === null
          ? 'Not shown: "Check price on Amazon"'
          : shown
            ? `Shown until ${stamp.format(until)}`
            : `Not shown since ${stamp.format(until)}`}
      </small>
      <Button type="button" $tone="plain" disabled={busy} onClick={onConfirm} aria-label={`Confirm the price of ${name}`}>
        Confirm price
      </Button>
    </Cell>
  );
}
