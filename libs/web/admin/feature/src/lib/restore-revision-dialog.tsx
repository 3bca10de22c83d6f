import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { ConfirmDialog } from './confirm-dialog';
import { RestoreRevisionPreview } from './restore-revision-preview';

/**
 * The question before a restore, for a product or an article: what the revision would change, field by field, and
 * whether to take its slug too (not by default: the current address stays). Restore is offered once the changes are
 * read and only if there is one; `onConfirm` gets the owner's slug choice. Focus goes back to the control that
 * opened it.
 */
export function RestoreRevisionDialog({
  subject,
  subjectId,
  revision,
  busy,
  onConfirm,
  onCancel,
  onUnauthenticated,
}: {
  subject: 'product' | 'article';
  subjectId: number;
  revision: { id: number; number: number } | null;
  busy: boolean;
  onConfirm: (restoreSlug: boolean) => void;
  onCancel: () => void;
  onUnauthenticated: () => void;
}) {
  // Both answers belong to the revision asked about: another revision starts unticked and not ready.
  const [slugChoice, setSlugChoice] = useState<{ revisionId: number; restoreSlug: boolean } | null>(null);
  const [readyFor, setReadyFor] = useState<number | null>(null);
  const revisionId = revision?.id ?? null;
  const restoreSlug = slugChoice !== null && slugChoice.revisionId === revisionId && slugChoice.restoreSlug;
  const ready = revisionId !== null && readyFor === revisionId;
  const setRestoreSlug = (next: boolean) => revisionId !== null && setSlugChoice({ revisionId, restoreSlug: next });
  const setReady = useCallback((next: boolean) => setReadyFor(next ? revisionId : null), [revisionId]);
  const opener = useRef<HTMLElement | null>(null);

  // A layout effect: it runs before the dialog's own effect moves the focus into it, so it still sees the opener.
  useLayoutEffect(() => {
    if (revisionId !== null) opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, [revisionId]);

  return (
    <ConfirmDialog
      open={revision !== null}
      title={revision ? `Restore revision ${revision.number}?` : 'Restore revision?'}
      description="Restoring saves the revision as the newest save; the current state stays in the list, so it can be brought back."
      confirmLabel="Restore"
      busy={busy}
      confirmDisabled={!ready}
      width="560px"
      onConfirm={() => onConfirm(restoreSlug)}
      onCancel={onCancel}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        if (opener.current?.isConnected) opener.current.focus();
      }}
    >
      {revision && (
        <RestoreRevisionPreview
          subject={subject}
          subjectId={subjectId}
          revisionId={revision.id}
          restoreSlug={restoreSlug}
          onRestoreSlugChange={setRestoreSlug}
          onReady={setReady}
          onUnauthenticated={onUnauthenticated}
        />
      )}
    </ConfirmDialog>
  );
}
