import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type ComponentProps, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, DialogOverlay, DialogPanel } from './admin-ui';

const Title = styled(Dialog.Title)`
  margin: 0 0 8px;
  font-size: 1.3rem;
`;

const Description = styled(Dialog.Description)`
  margin: 0 0 20px;
  color: ${({ theme }) => theme.color.muted};
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 8px;
`;

/**
 * An alert dialog that asks before a destructive action. Focus starts on Cancel, so a stray Enter does no harm;
 * Escape and Cancel close it, a click outside does not (the question needs an answer). Where focus goes when it
 * closes is the caller's choice (`onCloseAutoFocus`), because the control that opened it may be gone by then.
 * `children` show what the action will do (e.g. a restore's field-by-field changes) between the question and the
 * buttons; `confirmDisabled` holds the action back while that is loading or when there is nothing to do.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  busy,
  onConfirm,
  onCancel,
  onCloseAutoFocus,
  children,
  confirmDisabled = false,
  width = '440px',
}: {
  open: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  /** The label of the harmless choice (default "Cancel"). */
  cancelLabel?: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  onCloseAutoFocus: ComponentProps<typeof Dialog.Content>['onCloseAutoFocus'];
  children?: ReactNode;
  confirmDisabled?: boolean;
  width?: string;
}) {
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && !busy && onCancel()}>
      <Dialog.Portal>
        <DialogOverlay />
        <DialogPanel
          role="alertdialog"
          $width={width}
          data-testid="confirm-dialog"
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            cancel.current?.focus();
          }}
          onCloseAutoFocus={onCloseAutoFocus}
          onPointerDownOutside={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
        >
          <Title>{title}</Title>
          <Description>{description}</Description>
          {children}
          <Actions>
            <Button ref={cancel} type="button" $tone="plain" disabled={busy} onClick={onCancel}>
              {cancelLabel}
            </Button>
            <Button type="button" $tone="danger" disabled={busy || confirmDisabled} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </Actions>
        </DialogPanel>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
