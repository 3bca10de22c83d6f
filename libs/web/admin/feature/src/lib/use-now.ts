import { useEffect, useState } from 'react';

/** The current time, read again every `everyMs`: relative times ("3 minutes ago") stay true while a page is open. */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
