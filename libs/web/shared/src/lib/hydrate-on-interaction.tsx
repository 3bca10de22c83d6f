import { Suspense, use, useEffect, type ReactNode } from 'react';
import styled from 'styled-components';

/**
 * Deferred hydration. A page arrives as complete server HTML; the browser hydrates its shell and first screen at
 * once, and the sections wrapped in <HydrateOnInteraction> when the reader first does something on the page (moves
 * the pointer, touches, scrolls, presses a key, focuses). Until then React keeps their server markup as it is and
 * runs none of their components, so a phone that opens a long page is not busy hydrating what nobody touched.
 */

// The first sign of a reader. A listener on the document, capturing, runs before React's own (on its root):
// the very event that wakes a section (a click from a screen reader, a key press) reaches the hydrated section.
const ENGAGE_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'mousedown', 'keydown', 'wheel', 'scroll', 'focusin', 'click', 'input'] as const;

const ATTRIBUTE = 'data-hydrate-on-interaction';

let engaged = false;
let wake: () => void = () => undefined;
const engagement = new Promise<void>((resolve) => {
  wake = resolve;
});
/** The deferred sections in the server's HTML, by name. */
const serverSections = new Map<string, Element>();

function engage(): void {
  if (engaged) return;
  // Synchronous flag first: React may re-render a section within this same event, before the promise settles.
  engaged = true;
  for (const type of ENGAGE_EVENTS) document.removeEventListener(type, engage, true);
  wake();
}

/**
 * Called by the browser before hydration: notes the deferred sections in the server's HTML and waits for the
 * reader. Should React ever have to drop a waiting section's server markup (an update reached it first), every
 * section wakes at once rather than stay empty.
 */
export function collectDeferredHydration(root: ParentNode = document): void {
  for (const element of Array.from(root.querySelectorAll(`[${ATTRIBUTE}]`))) serverSections.set(element.getAttribute(ATTRIBUTE) ?? '', element);
  if (serverSections.size === 0 || engaged) return;
  for (const type of ENGAGE_EVENTS) document.addEventListener(type, engage, { capture: true, passive: true });
  if (typeof MutationObserver === 'function') {
    const watcher = new MutationObserver(() => {
      if ([...serverSections.values()].some((element) => !element.isConnected)) engage();
    });
    watcher.observe(root instanceof Document ? root.documentElement : (root as Node), { childList: true, subtree: true });
    void engagement.then(() => watcher.disconnect());
  }
}

function Gate({ name, children }: { name: string; children: ReactNode }) {
  // Only the server's copy waits; a section first rendered in the browser (after a client-side navigation) renders.
  if (!engaged && serverSections.get(name)?.isConnected) use(engagement);
  useEffect(() => {
    // Marks the server's section live (browser tests wait for it); a later mount of the same name renders at once.
    serverSections.get(name)?.setAttribute('data-hydrated', 'true');
    serverSections.delete(name);
  }, [name]);
  return children;
}

// The wrapper must not change the layout of what it holds.
const Wrapper = styled.div`
  display: contents;
`;

/** A section the server renders in full and the browser hydrates on the reader's first interaction. */
export function HydrateOnInteraction({ name, children }: { name: string; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Wrapper {...{ [ATTRIBUTE]: name }}>
        <Gate name={name}>{children}</Gate>
      </Wrapper>
    </Suspense>
  );
}
