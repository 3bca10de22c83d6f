import styled from 'styled-components';
import { Button } from './admin-ui';
import type { DraftNotice } from './use-unsaved-draft';

const Note = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  margin: 8px 0 12px;
  padding: 10px 14px;
  border: 1px solid #d9a441;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: #fff8e6;
  p {
    margin: 0;
    flex: 1 1 240px;
  }
`;

/** "10:42" today, "Nov 25, 10:42" on another day: when the kept changes were typed, in the owner's own time. */
function whenTyped(iso: string): string {
  const date = new Date(iso);
  const time = date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
  if (date.toDateString() === new Date().toDateString()) return time;
  return `${date.toLocaleDateString('en-US', { month: 'short', day: 'numeric' })}, ${time}`;
}

/**
 * Tells the owner that the editor holds changes kept from an earlier visit (restored), or that changes were kept over
 * a version that has been saved since (offered: restore or discard).
 */
export function DraftNote({
  notice,
  noun,
  onDiscard,
  onRestore,
}: {
  notice: DraftNotice;
  noun: string;
  onDiscard: () => void;
  onRestore: () => void;
}) {
  if (!notice) return null;
  return (
    <Note role="status" data-testid="draft-note">
      {notice.kind === 'restored' ? (
        <p>Restored your unsaved changes from {whenTyped(notice.savedAt)}.</p>
      ) : (
        <p>
          You have unsaved changes from {whenTyped(notice.savedAt)}, but this {noun} has been saved since then. The form shows the saved
          version.
        </p>
      )}
      {notice.kind === 'outdated' && (
        <Button type="button" $tone="plain" onClick={onRestore}>
          Restore my changes
        </Button>
      )}
      <Button type="button" $tone="plain" onClick={onDiscard}>
        Discard changes
      </Button>
    </Note>
  );
}
