import { useMutation, useQuery } from '@apollo/client/react';
import {
  graphql,
  isErrorCode,
  type AdminSubmissionsQuery as AdminSubmissionsResult,
  type ModerationStatus,
  type SubmissionSort,
} from '@bcg/web/graphql';
import { media, useToast } from '@bcg/web/shared';
import { useEffect } from 'react';
import styled from 'styled-components';
import { Button } from './admin-ui';
import { ListState, Pager, SearchBox, SortHeader, SortSelect, TableToolbar, useServerList } from './admin-table-controls';
import { ConfirmDialog } from './confirm-dialog';
import { useRowConfirmation } from './row-confirmation';
import { StatusBadge } from './status-badge';

/** One page of the submissions: searched (name, ASIN, submitter's address), sorted and counted by the server. */
export const AdminSubmissionsQuery = graphql(`
  query AdminSubmissions($q: String, $sort: SubmissionSort!, $first: Int, $offset: Int) {
    productSubmissionsConnection(q: $q, sort: $sort, first: $first, offset: $offset) {
      totalCount
      nodes {
        id
        productName
        amazonAsin
        submitterName
        submitterEmail
        status
        rawStatus
        submittedAt
      }
    }
  }
`);

const UpdateSubmissionStatusMutation = graphql(`
  mutation UpdateSubmissionStatus($id: Int!, $status: ModerationStatus!) {
    updateProductSubmissionStatus(id: $id, status: $status) {
      id
      status
    }
  }
`);

export const DeleteSubmissionMutation = graphql(`
  mutation DeleteSubmission($id: Int!) {
    deleteProductSubmission(id: $id)
  }
`);

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  background: ${({ theme }) => theme.color.surface};
  th,
  td {
    padding: 10px;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    text-align: left;
    vertical-align: top;
  }
  th {
    font-size: 0.9rem;
    color: ${({ theme }) => theme.color.muted};
  }
  td small {
    display: block;
    color: ${({ theme }) => theme.color.muted};
  }
  /*
   * On a phone a row is a card: one line per column, labelled from the cell's data-label, so every column (Status
   * and Actions too) is on screen without sideways scrolling. The header row stays for screen readers, which keep
   * announcing the column headers; the visible labels are hidden from them (the "/ ''" alternative text).
   */
  ${media.mdDown} {
    background: none;
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0, 0, 0, 0);
      white-space: nowrap;
    }
    tbody,
    tr,
    td {
      display: block;
    }
    tr {
      margin-bottom: 12px;
      padding: 4px 14px;
      border: 1px solid ${({ theme }) => theme.color.border};
      border-radius: ${({ theme }) => theme.radius.md};
      background: ${({ theme }) => theme.color.surface};
    }
    td {
      display: grid;
      grid-template-columns: 6.5rem minmax(0, 1fr);
      gap: 10px;
      padding: 8px 0;
      overflow-wrap: anywhere;
    }
    td:last-child {
      border-bottom: 0;
    }
    td[data-label]::before {
      content: attr(data-label) / '';
      font-weight: 600;
      color: ${({ theme }) => theme.color.muted};
    }
  }
`;

export const Scroll = styled.div`
  overflow-x: auto;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;

export const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

type Submission = AdminSubmissionsResult['productSubmissionsConnection']['nodes'][number];

const SORTS: ReadonlyArray<{ value: SubmissionSort; label: string }> = [
  { value: 'NEWEST', label: 'Newest first' },
  { value: 'OLDEST', label: 'Oldest first' },
];

/**
 * The moderation table, one page at a time (paged, sorted and searched on the server): pending rows get Approve and
 * Reject, approved ones "Create product" (the product editor, prefilled), every row a delete button.
 */
export function SubmissionsTable({
  onChanged,
  onCreateProduct,
  onUnauthenticated,
}: {
  onChanged?: () => void;
  onCreateProduct?: (submission: Submission) => void;
  onUnauthenticated: () => void;
}) {
  const toast = useToast();
  const list = useServerList<SubmissionSort>('NEWEST');
  const page = useQuery(AdminSubmissionsQuery, { variables: list.variables, fetchPolicy: 'network-only' });
  // The page on screen stays while the next one loads (no flash of "Loading..." on every page turn).
  const connection = (page.data ?? page.previousData)?.productSubmissionsConnection;
  const submissions = connection?.nodes;
  useEffect(() => {
    if (isErrorCode(page.error, 'UNAUTHENTICATED')) onUnauthenticated();
  }, [page.error, onUnauthenticated]);
  const changed = () => {
    onChanged?.();
    void page.refetch();
  };
  const [updateStatus, { loading: updating }] = useMutation(UpdateSubmissionStatusMutation);
  const [remove, { loading: removing }] = useMutation(DeleteSubmissionMutation);
  const busy = updating || removing;
  // The submission whose Delete was pressed, waiting for the administrator's answer.
  const { confirming, table, ask, succeeded, close, onCloseAutoFocus } = useRowConfirmation<Submission>();

  async function moderate(id: number, status: ModerationStatus) {
    try {
      await updateStatus({ variables: { id, status } });
      toast({ title: 'Status updated', description: 'Product submission status has been updated successfully.' });
      changed();
    } catch (error) {
      if (isErrorCode(error, 'UNAUTHENTICATED')) return onUnauthenticated();
      toast({ title: 'Error', description: 'Failed to update status. Please try again.', tone: 'error' });
    }
  }

  /** Deletes once the administrator confirmed; answers whether the submission is gone. */
  async function onDelete(id: number): Promise<boolean> {
    try {
      await remove({ variables: { id } });
      toast({ title: 'Submission deleted', description: 'Product submission has been deleted successfully.' });
      changed();
      return true;
    } catch (error) {
      if (isErrorCode(error, 'UNAUTHENTICATED')) {
        onUnauthenticated();
        return false;
      }
      toast({ title: 'Error', description: 'Failed to delete submission. Please try again.', tone: 'error' });
      return false;
    }
  }

  async function onConfirmDelete() {
    if (!confirming) return;
    if (await onDelete(confirming.id)) succeeded();
    close();
  }

  return (
    <>
      <TableToolbar>
        <SearchBox label="Search submissions" onSearch={list.setQ} />
        <SortSelect options={SORTS} sort={list.sort} onSort={list.setSort} />
      </TableToolbar>
      <ListState
        loading={page.loading && !connection}
        failed={Boolean(page.error) || !submissions}
        empty={submissions?.length === 0}
        q={list.q}
        noun="submissions"
        emptyText="No product submissions yet. Users can submit products for review."
      >
        <Scroll aria-busy={page.loading}>
          <Table ref={table} tabIndex={-1}>
            <caption className="visually-hidden">Product submissions</caption>
            <thead>
              <tr>
                <th scope="col">Product Name</th>
                <th scope="col">Amazon ASIN</th>
                <th scope="col">Submitter</th>
                <th scope="col">Status</th>
                <SortHeader label="Submitted" column={{ asc: 'OLDEST', desc: 'NEWEST' }} sort={list.sort} onSort={list.setSort} descFirst />
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {submissions?.map((submission) => (
                <tr key={submission.id} data-testid="submission-row">
                  <td data-label="Product Name">{submission.productName}</td>
                  <td data-label="Amazon ASIN">{submission.amazonAsin}</td>
                  <td data-label="Submitter">
                    <span>
                      {submission.submitterName || 'Anonymous'}
                      <small>{submission.submitterEmail}</small>
                    </span>
                  </td>
                  <td data-label="Status">
                    <span>
                      <StatusBadge status={submission.status} rawStatus={submission.rawStatus} />
                    </span>
                  </td>
                  <td data-label="Submitted">{dateFormat.format(new Date(submission.submittedAt))}</td>
                  <td data-label="Actions">
                    <Actions>
                      {submission.status === 'PENDING' && (
                        <>
                          <Button type="button" $tone="success" disabled={busy} onClick={() => void moderate(submission.id, 'APPROVED')}>
                            Approve
                          </Button>
                          <Button type="button" $tone="plain" disabled={busy} onClick={() => void moderate(submission.id, 'REJECTED')}>
                            Reject
                          </Button>
                        </>
                      )}
                      {submission.status === 'APPROVED' && onCreateProduct && (
                        <Button
                          type="button"
                          onClick={() => onCreateProduct(submission)}
                          aria-label={`Create product from ${submission.productName}`}
                        >
                          Create product
                        </Button>
                      )}
                      <Button
                        type="button"
                        $tone="danger"
                        disabled={busy}
                        onClick={(event) => ask(submission, event.currentTarget)}
                        aria-label={`Delete ${submission.productName}`}
                      >
                        Delete
                      </Button>
                    </Actions>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Scroll>
        <Pager label="Submission pages" page={list.page} total={connection?.totalCount ?? 0} noun="submissions" onPage={list.setPage} />
      </ListState>
      <ConfirmDialog
        open={confirming !== null}
        title="Delete this submission?"
        description={
          confirming
            ? `"${confirming.productName}" from ${confirming.submitterName || 'Anonymous'} will be removed. This cannot be undone.`
            : ''
        }
        confirmLabel="Delete"
        busy={removing}
        onConfirm={() => void onConfirmDelete()}
        onCancel={close}
        onCloseAutoFocus={onCloseAutoFocus}
      />
    </>
  );
}
