import { Suspense, use, useEffect, useRef, type ReactNode, type RefObject } from 'react';
import styled from 'styled-components';
import { engageReader, hasReaderEngaged, listenForReader, readerEngagement } from './reader-engagement';

/**
 * Deferred hydration. A page arrives as complete server HTML; the browser hydrates its shell and first screen at
 * once, and the sections wrapped in <HydrateOnInteraction> when the reader first does something on the page (moves
 * the pointer, touches, scrolls, presses a key, focuses). Until then React keeps their server markup as it is and
 * runs none of their components, so a phone that opens a long page is not busy hydrating what nobody touched.
 */

const ATTRIBUTE = 'data-hydrate-on-interaction';

/** The deferred sections in the server's HTML, by name. */
const serverSections = new Map<string, Element>();

/**
 * Called by the browser before hydration: notes the deferred sections in the server's HTML and waits for the
 * reader. Should React ever have to drop a waiting section's server markup (an update reached it first), every
 * section wakes at once rather than stay empty.
 */
export function collectDeferredHydration(root: ParentNode = document): void {
  for (const element of Array.from(root.querySelectorAll(`[${ATTRIBUTE}]`)))
    serverSections.set(element.getAttribute(ATTRIBUTE) ?? '', element);
  if (serverSections.size === 0 || hasReaderEngaged()) return;
  listenForReader();
  if (typeof MutationObserver === 'function') {
    const watcher = new MutationObserver(() => {
      if ([...serverSections.values()].some((element) => !element.isConnected)) engageReader();
    });
    watcher.observe(root instanceof Document ? root.documentElement : (root as Node), { childList: true, subtree: true });
    void readerEngagement.then(() => watcher.disconnect());
  }
}

function Gate({ name, section, children }: { name: string; section: RefObject<HTMLDivElement | null>; children: ReactNode }) {
  // Only the server's copy waits; a section first rendered in the browser (after a client-side navigation) renders.
  if (!hasReaderEngaged() && serverSections.get(name)?.isConnected) use(readerEngagement);
  useEffect(() => {
    // Marks the section live (browser tests wait for it). That is the element React holds now: the server's, once
    // hydrated, or the one React rendered in its place had it dropped the server's markup (an update or a mismatch
    // reached the section first). A later mount of the same name renders at once.
    section.current?.setAttribute('data-hydrated', 'true');
    serverSections.delete(name);
  }, [name, section]);
  return children;
}

// The wrapper must not change the layout of what it holds.
const Wrapper = styled.div`
  display: contents;
`;

/** A section the server renders in full and the browser hydrates on the reader's first interaction. */
export function HydrateOnInteraction({ name, children }: { name: string; children: ReactNode }) {
  const section = useRef<HTMLDivElement>(null);
  return (
    <Suspense fallback={null}>
      <Wrapper ref={section} {...{ [ATTRIBUTE]: name }}>
        <Gate name={name} section={section}>
          {children}
        </Gate>
      </Wrapper>
    </Suspense>
  );
}
