import { useCallback, useState } from 'react';
import { LinkHealthReport } from './link-health-report';
import { PriceAlertCounts } from './price-alert-counts';
import { RetailerStatusPanel } from './retailer-status-panel';

/** The Retailer tab: the sync's state and "Refresh all now", the link-health report, then readers' price alerts per collar. */
export function RetailerTab({ onUnauthenticated, onChanged }: { onUnauthenticated: () => void; onChanged?: () => void }) {
  // A finished "Refresh all" may have fixed or broken links: the report is read again, from its first page.
  const [round, setRound] = useState(0);
  const onRefreshed = useCallback(() => {
    setRound((count) => count + 1);
    onChanged?.();
  }, [onChanged]);
  return (
    <>
      <RetailerStatusPanel onUnauthenticated={onUnauthenticated} onRefreshed={onRefreshed} />
      <LinkHealthReport key={round} onUnauthenticated={onUnauthenticated} />
      <PriceAlertCounts key={`alerts-${round}`} onUnauthenticated={onUnauthenticated} />
    </>
  );
}
