import { useMutation, useQuery } from '@apollo/client/react';
import { graphql, isErrorCode } from '@bcg/web/graphql';
import { useToast } from '@bcg/web/shared';
import { useState } from 'react';
import { Button } from './admin-ui';
import { RestoreRevisionDialog } from './restore-revision-dialog';
import { dateFormat, Scroll, Table } from './submissions-table';

const ProductRevisionsQuery = graphql(`
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
  mutation RestoreProductRevision($id: Int!, $revisionId: Int!, $restoreSlug: Boolean!) {
    restoreProductRevision(id: $id, revisionId: $revisionId, restoreSlug: $restoreSlug) {
      id
    }
  }
`);

/**
 * Every saved state of a product, newest first (who, when, what changed). Restoring one first shows what it would
 * change, field by field, and asks; it then saves that state again as the newest, keeping the current slug unless the
 * owner ticks the old one.
 */
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
  const [asked, setAsked] = useState<{ id: number; number: number } | null>(null);

  async function onRestore(revisionId: number, number: number, restoreSlug: boolean) {
    setBusy(revisionId);
    try {
      await restore({ variables: { id: productId, revisionId, restoreSlug } });
      setAsked(null);
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
                      onClick={() => setAsked({ id: revision.id, number: revision.number })}
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
      <RestoreRevisionDialog
        subject="product"
        subjectId={productId}
        revision={asked}
        busy={busy !== null}
        onConfirm={(restoreSlug) => asked && void onRestore(asked.id, asked.number, restoreSlug)}
        onCancel={() => setAsked(null)}
        onUnauthenticated={onUnauthenticated}
      />
    </section>
  );
}
