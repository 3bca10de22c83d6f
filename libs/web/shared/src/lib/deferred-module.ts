import { useEffect, useRef, useSyncExternalStore, type FocusEvent, type RefObject } from 'react';
import { readerEngaged } from './reader-engagement';

/**
 * Runs `task` when the browser is idle after the reader's first interaction (never on the server): a page nobody
 * touches (a crawler's, a preview's) downloads and runs none of it.
 */
function whenIdleAfterEngagement(task: () => void): () => void {
  let cancel: () => void = () => undefined;
  let cancelled = false;
  void readerEngaged().then(() => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(task, { timeout: 3000 });
      cancel = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(task, 1500);
      cancel = () => window.clearTimeout(id);
    }
  });
  return () => {
    cancelled = true;
    cancel();
  };
}

export interface DeferredModule<T> {
  /** The module once it has arrived, else undefined (always undefined on the server and while hydrating). */
  useModule(): T | undefined;
  /** Starts the download now (for instance on the first click that needs it). */
  load(): Promise<T>;
}

/**
 * Code that no first paint needs (toasts, tooltips, the phone drawer) kept out of the first-load bundle: it is
 * fetched when the browser is idle after the reader's first interaction, or at once when the visitor needs it
 * first. Server and hydration render without it, so their markup always matches.
 */
export function deferredModule<T>(importer: () => Promise<T>): DeferredModule<T> {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  const listeners = new Set<() => void>();
  const load = () =>
    (pending ??= importer().then(
      (module) => {
        value = module;
        listeners.forEach((listener) => listener());
        return module;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return {
    load,
    useModule() {
      const module = useSyncExternalStore(
        subscribe,
        () => value,
        () => undefined,
      );
      useEffect(() => (value ? undefined : whenIdleAfterEngagement(() => void load().catch(() => undefined))), []);
      return module;
    },
  };
}

/** What {@link useFocusKeptAcrossSwap} puts on the control: its ref and two focus handlers. */
export interface FocusKeeper<T extends HTMLElement> {
  ref: RefObject<T | null>;
  onFocus: () => void;
  onBlur: (event: FocusEvent<T>) => void;
}

/**
 * Keeps the keyboard focus on a control that a deferred module re-mounts when it arrives (the menu button moves into
 * the drawer's dialog trigger, a price's info button into its tooltip): React replaces the element, and the browser
 * would drop the focus to the page in the middle of a keyboard user's Tab walk. `swapped` is the module (undefined
 * until it arrives); the returned props go on the control, before and after.
 */
export function useFocusKeptAcrossSwap<T extends HTMLElement>(swapped: unknown): FocusKeeper<T> {
  const ref = useRef<T | null>(null);
  const focused = useRef(false);
  useEffect(() => {
    // Only focus the browser dropped with the old element: a reader who has moved on (Tab pressed just before the
    // module arrived) keeps the control they reached.
    const dropped = !document.activeElement || document.activeElement === document.body;
    if (focused.current && dropped && ref.current) ref.current.focus();
  }, [swapped]);
  return {
    ref,
    onFocus: () => {
      focused.current = true;
    },
    // A blur that comes with the element's removal leaves a new element in the ref: the focus belongs on that one.
    // A blur towards another control is the reader moving on.
    onBlur: (event) => {
      const element = event.currentTarget;
      if (event.relatedTarget) {
        focused.current = false;
        return;
      }
      setTimeout(() => {
        if (ref.current === element) focused.current = false;
      }, 0);
    },
  };
}
