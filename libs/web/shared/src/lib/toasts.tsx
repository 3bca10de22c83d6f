import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { deferredModule } from './deferred-module';
import { TOAST_HOTKEY, TOAST_REMOVE_DELAY_MS } from './toast-timing';

export * from './toast-timing';

export interface ToastMessage {
  title: string;
  description?: string;
  tone?: 'success' | 'error';
}

type ShowToast = (message: ToastMessage) => void;

const ToastContext = createContext<ShowToast>(() => undefined);

/** Shows a toast; at most one is visible, and a newer one replaces the older. */
export function useToast(): ShowToast {
  return useContext(ToastContext);
}

// The Radix toast code arrives after the first paint (or with the first toast): no page needs it to render.
const toastView = deferredModule(() => import('./toast-view'));

interface Current extends ToastMessage {
  id: number;
}

/** Holds the one current toast; the Radix view renders it (5000 ms, swipe right past 50 px, F8 focuses the region). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const view = toastView.useModule();
  const [current, setCurrent] = useState<Current | null>(null);
  const [open, setOpen] = useState(false);
  const nextId = useRef(1);
  const removal = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const [focusRegion, setFocusRegion] = useState(false);

  useEffect(() => () => clearTimeout(removal.current), []);

  // Until the Radix code is here, F8 still reaches the notifications region: load it, then focus it.
  useEffect(() => {
    if (view) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!TOAST_HOTKEY.includes(event.code)) return;
      setFocusRegion(true);
      void toastView.load().catch(() => undefined);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [view]);

  const show = useCallback<ShowToast>((message) => {
    clearTimeout(removal.current);
    void toastView.load().catch(() => undefined);
    setCurrent({ ...message, id: nextId.current++ });
    setOpen(true);
  }, []);

  const onOpenChange = useCallback((next: boolean) => {
    setOpen(next);
    // A dismissed toast stays mounted (closed) until this long delay, as in the reference implementation.
    if (!next) removal.current = setTimeout(() => setCurrent(null), TOAST_REMOVE_DELAY_MS);
  }, []);

  return (
    <ToastContext.Provider value={show}>
      {children}
      {view && <view.ToastView toast={current} open={open} onOpenChange={onOpenChange} focusOnMount={focusRegion} />}
    </ToastContext.Provider>
  );
}
