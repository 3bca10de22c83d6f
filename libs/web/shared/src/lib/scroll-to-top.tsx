import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** Every navigation scrolls smoothly to the top (anchors on the same page excepted). */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (hash) return;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
  }, [pathname, hash]);
  return null;
}
