import { useCallback, useState } from 'react';
import { LinkHealthReport } from './link-health-report';
import { RetailerStatusPanel } from './retailer-status-panel';

/** The Retailer tab: the sync's state and "Refresh all now", then the link-health report. */
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
    </>
  );
}
