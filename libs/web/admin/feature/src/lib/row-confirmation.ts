import { useRef, useState } from 'react';

/**
 * The row an admin table asks about in its ConfirmDialog, and where focus goes when the dialog closes: back to the
 * row's button after a cancel or a failure, to the table once the action took effect (the row and its button may be
 * gone). `ask` from the row's button; `succeeded` when the action worked; `close` in every case.
 */
export function useRowConfirmation<Row>() {
  const [confirming, setConfirming] = useState<Row | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const succeeded = useRef(false);
  const table = useRef<HTMLTableElement>(null);
  return {
    confirming,
    table,
    ask(row: Row, button: HTMLElement) {
      opener.current = button;
      setConfirming(row);
    },
    succeeded() {
      succeeded.current = true;
    },
    close() {
      setConfirming(null);
    },
    onCloseAutoFocus(event: Event) {
      event.preventDefault();
      (succeeded.current ? table.current : opener.current)?.focus();
      succeeded.current = false;
    },
  };
}
