import * as Toast from '@radix-ui/react-toast';
import { useEffect, useRef, type ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD_PX } from './toast-timing';

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
  @media (prefers-reduced-motion: no-preference) {
    &[data-state='open'] {
      animation: ${slideIn} 150ms ease-out;
    }
  }
  &[data-swipe='move'] {
    transform: translateX(var(--radix-toast-swipe-move-x));
  }
  &[data-swipe='end'] {
    transform: translateX(var(--radix-toast-swipe-end-x));
  }
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

export interface ToastViewProps {
  toast: { id: number; title: string; description?: string; tone?: 'success' | 'error' } | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** F8 was pressed before this code arrived: take focus as Radix's own hotkey would have. */
  focusOnMount?: boolean;
}

/** Radix toasts as the design sets them: 5000 ms, swipe right past 50 px, F8 focuses the region. */
export function ToastView({ toast, open, onOpenChange, focusOnMount = false }: ToastViewProps): ReactNode {
  const viewport = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (focusOnMount) viewport.current?.focus();
  }, [focusOnMount]);
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD_PX} label="Notification">
      {toast && (
        <Root key={toast.id} open={open} onOpenChange={onOpenChange} $tone={toast.tone ?? 'success'} data-testid="toast">
          <Title>{toast.title}</Title>
          {toast.description && <Description>{toast.description}</Description>}
          <Close aria-label="Close notification">
            <span aria-hidden="true">✕</span>
          </Close>
        </Root>
      )}
      <Viewport ref={viewport} hotkey={TOAST_HOTKEY} label="Notifications ({hotkey})" />
    </Toast.Provider>
  );
}
