import * as Toast from '@radix-ui/react-toast';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';

/** Spec section 9: toast timings and gestures. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

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

const slideIn = keyframes`
  from { transform: translateX(calc(100% + 16px)); }
  to { transform: translateX(0); }
`;

const Viewport = styled(Toast.Viewport)`
  position: fixed;
  right: 0;
  bottom: 0;
  z-index: 100;
  display: flex;
  flex-direction: column;
  gap: 8px;
  width: min(420px, 100vw);
  margin: 0;
  padding: 16px;
  list-style: none;
  outline: none;
`;

const Root = styled(Toast.Root)<{ $tone: 'success' | 'error' }>`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 4px 12px;
  padding: 14px 16px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  border-left: 6px solid ${({ $tone }) => ($tone === 'error' ? '#b91c1c' : '#166534')};
  box-shadow: 0 10px 30px rgba(0, 0, 0, 0.18);
  @media (prefers-reduced-motion: no-preference) { &[data-state='open'] { animation: ${slideIn} 150ms ease-out; } }
  &[data-swipe='move'] { transform: translateX(var(--radix-toast-swipe-move-x)); }
  &[data-swipe='end'] { transform: translateX(var(--radix-toast-swipe-end-x)); }
`;

const Title = styled(Toast.Title)`
  font-weight: 700;
  color: ${({ theme }) => theme.color.text};
`;

const Description = styled(Toast.Description)`
  grid-column: 1;
  color: ${({ theme }) => theme.color.muted};
`;

const Close = styled(Toast.Close)`
  grid-row: 1 / span 2;
  grid-column: 2;
  align-self: start;
  width: 32px;
  height: 32px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  cursor: pointer;
`;

interface Current extends ToastMessage {
  id: number;
}

/** Radix toasts as the spec sets them: 5000 ms, swipe right past 50 px, F8 focuses the region. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<Current | null>(null);
  const [open, setOpen] = useState(false);
  const nextId = useRef(1);
  const removal = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(removal.current), []);

  const show = useCallback<ShowToast>((message) => {
    clearTimeout(removal.current);
    setCurrent({ ...message, id: nextId.current++ });
    setOpen(true);
  }, []);

  const onOpenChange = useCallback((next: boolean) => {
    setOpen(next);
    // A dismissed toast stays mounted (closed) until this long delay, as in the reference implementation.
    if (!next) removal.current = setTimeout(() => setCurrent(null), TOAST_REMOVE_DELAY_MS);
  }, []);

  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD_PX} label="Notification">
        {children}
        {current && (
          <Root key={current.id} open={open} onOpenChange={onOpenChange} $tone={current.tone ?? 'success'} data-testid="toast">
            <Title>{current.title}</Title>
            {current.description && <Description>{current.description}</Description>}
            <Close aria-label="Close notification">
              <span aria-hidden="true">✕</span>
            </Close>
          </Root>
        )}
        <Viewport hotkey={['F8']} label="Notifications ({hotkey})" />
      </Toast.Provider>
    </ToastContext.Provider>
  );
}
