import { useMutation, useQuery } from '@apollo/client/react';
import { graphql, isErrorCode } from '@bcg/web/graphql';
import { useToast } from '@bcg/web/shared';
import { useState } from 'react';
import { Button } from './admin-ui';
import { dateFormat, Scroll, Table } from './submissions-table';

export const ProductRevisionsQuery = graphql(`
  query ProductRevisions($id: Int!) {
    productRevisions(id: $id) {
      id
      number
      author
      changedFields
      createdAt
    }
  }
`);

const RestoreProductRevisionMutation = graphql(`
  mutation RestoreProductRevision($id: Int!, $revisionId: Int!) {
    restoreProductRevision(id: $id, revisionId: $revisionId) {
      id
    }
  }
`);

/** Every saved state of a product, newest first (who, when, what changed); restoring one saves it again as the newest. */
export function ProductRevisions({
  productId,
  onRestored,
  onUnauthenticated,
}: {
  productId: number;
  onRestored: () => void;
  onUnauthenticated: () => void;
}) {
  const toast = useToast();
  const { data, refetch } = useQuery(ProductRevisionsQuery, { variables: { id: productId }, fetchPolicy: 'network-only' });
  const [restore] = useMutation(RestoreProductRevisionMutation);
  const [busy, setBusy] = useState<number | null>(null);

  async function onRestore(revisionId: number, number: number) {
    setBusy(revisionId);
    try {
      await restore({ variables: { id: productId, revisionId } });
      toast({ title: 'Revision restored', description: `Revision ${number} is the product's newest save.` });
      await refetch();
      onRestored();
    } catch (failure) {
      if (isErrorCode(failure, 'UNAUTHENTICATED')) return onUnauthenticated();
      toast({ title: 'Not restored', description: 'The revision could not be restored. Please try again.', tone: 'error' });
    } finally {
      setBusy(null);
    }
  }

  const revisions = data?.productRevisions ?? [];
  return (
    <section aria-labelledby="product-revisions-title">
      <h3 id="product-revisions-title">Revisions</h3>
      <Scroll>
        <Table>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">Saved</th>
              <th scope="col">Changed</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {revisions.map((revision, index) => (
              <tr key={revision.id} data-testid="revision-row">
                <td data-label="#">{revision.number}</td>
                <td data-label="Saved">
                  <span>
                    {dateFormat.format(new Date(revision.createdAt))}
                    <small>by {revision.author}</small>
                  </span>
                </td>
                <td data-label="Changed">{revision.changedFields.join(', ')}</td>
                <td data-label="Actions">
                  {index === 0 ? (
                    <small>Current</small>
                  ) : (
                    <Button
                      type="button"
                      $tone="plain"
                      disabled={busy !== null}
                      onClick={() => void onRestore(revision.id, revision.number)}
                      aria-label={`Restore revision ${revision.number}`}
                    >
                      Restore
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Scroll>
    </section>
  );
}
