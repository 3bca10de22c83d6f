import { useMutation } from '@apollo/client/react';
import { graphql, isErrorCode, type AdminDashboardQuery, type ModerationStatus } from '@bcg/web/graphql';
import { useToast } from '@bcg/web/shared';
import styled from 'styled-components';
import { Button } from './admin-ui';
import { StatusBadge } from './status-badge';

export const UpdateSubmissionStatusMutation = graphql(`
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
  th, td { padding: 10px; border-bottom: 1px solid ${({ theme }) => theme.color.border}; text-align: left; vertical-align: top; }
  th { font-size: 0.9rem; color: ${({ theme }) => theme.color.muted}; }
  td small { display: block; color: ${({ theme }) => theme.color.muted}; }
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

type Submission = AdminDashboardQuery['productSubmissions'][number];

/** The moderation table: pending rows get Approve and Reject, every row a delete button. */
export function SubmissionsTable({
  submissions,
  loading,
  failed,
  onChanged,
  onUnauthenticated,
}: {
  submissions: readonly Submission[] | undefined;
  loading: boolean;
  failed: boolean;
  onChanged: () => void;
  onUnauthenticated: () => void;
}) {
  const toast = useToast();
  const [updateStatus, { loading: updating }] = useMutation(UpdateSubmissionStatusMutation);
  const [remove, { loading: removing }] = useMutation(DeleteSubmissionMutation);
  const busy = updating || removing;

  async function moderate(id: number, status: ModerationStatus) {
    try {
      await updateStatus({ variables: { id, status } });
      toast({ title: 'Status updated', description: 'Product submission status has been updated successfully.' });
      onChanged();
    } catch (error) {
      if (isErrorCode(error, 'UNAUTHENTICATED')) return onUnauthenticated();
      toast({ title: 'Error', description: 'Failed to update status. Please try again.', tone: 'error' });
    }
  }

  async function onDelete(id: number) {
    try {
      await remove({ variables: { id } });
      toast({ title: 'Submission deleted', description: 'Product submission has been deleted successfully.' });
      onChanged();
    } catch (error) {
      if (isErrorCode(error, 'UNAUTHENTICATED')) return onUnauthenticated();
      toast({ title: 'Error', description: 'Failed to delete submission. Please try again.', tone: 'error' });
    }
  }

  if (loading) return <p role="status">Loading submissions...</p>;
  if (failed || !submissions) return <p role="alert">Failed to fetch submissions</p>;
  if (submissions.length === 0) return <p>No product submissions yet. Users can submit products for review.</p>;
  return (
    <Scroll>
      <Table>
        <thead>
          <tr>
            <th scope="col">Product Name</th>
            <th scope="col">Amazon ASIN</th>
            <th scope="col">Submitter</th>
            <th scope="col">Status</th>
            <th scope="col">Submitted</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {submissions.map((submission) => (
            <tr key={submission.id} data-testid="submission-row">
              <td>{submission.productName}</td>
              <td>{submission.amazonAsin}</td>
              <td>
                {submission.submitterName || 'Anonymous'}
                <small>{submission.submitterEmail}</small>
              </td>
              <td>
                <StatusBadge status={submission.status} rawStatus={submission.rawStatus} />
              </td>
              <td>{dateFormat.format(new Date(submission.submittedAt))}</td>
              <td>
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
                  <Button type="button" $tone="danger" disabled={busy} onClick={() => void onDelete(submission.id)} aria-label={`Delete ${submission.productName}`}>
                    Delete
                  </Button>
                </Actions>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroll>
  );
}
