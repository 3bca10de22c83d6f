import { useQuery } from '@apollo/client/react';
import { graphql, isErrorCode } from '@bcg/web/graphql';
import { useEffect } from 'react';
import styled from 'styled-components';
import { Button } from './admin-ui';
import { RevisionChangeList } from './revision-changes';

export const ProductRevisionComparisonQuery = graphql(`
  query ProductRevisionComparison($id: Int!, $revisionId: Int!) {
    productRevisionComparison(id: $id, revisionId: $revisionId) {
      revision {
        id
        number
      }
      changes {
        field
        current
        revision
      }
    }
  }
`);

const Note = styled.p`
  margin: 0 0 16px;
`;

const SlugChoice = styled.label`
  display: flex;
  gap: 8px;
  align-items: flex-start;
  margin: 0 0 16px;
  overflow-wrap: anywhere;

  input {
    margin-top: 4px;
  }
`;

const unquote = (json: string) => {
  const value: unknown = JSON.parse(json);
  return typeof value === 'string' ? value : json;
};

/**
 * The body of the restore question: what the revision would change, field by field, read from the server (the
 * current product against the revision), and the choice to take the revision's slug too. `onReady` says whether a
 * restore would change anything, so the dialog offers it only then.
 */
export function RestoreRevisionPreview({
  productId,
  revisionId,
  restoreSlug,
  onRestoreSlugChange,
  onReady,
  onUnauthenticated,
}: {
  productId: number;
  revisionId: number;
  restoreSlug: boolean;
  onRestoreSlugChange: (restore: boolean) => void;
  onReady: (ready: boolean) => void;
  onUnauthenticated: () => void;
}) {
  const { data, loading, error, refetch } = useQuery(ProductRevisionComparisonQuery, {
    variables: { id: productId, revisionId },
    fetchPolicy: 'network-only',
  });
  const changes = data?.productRevisionComparison.changes ?? [];
  const slug = changes.find((change) => change.field === 'slug');
  const effective = changes.filter((change) => change !== slug || restoreSlug);

  useEffect(() => onReady(!loading && !error && effective.length > 0), [loading, error, effective.length, onReady]);
  useEffect(() => {
    if (error && isErrorCode(error, 'UNAUTHENTICATED')) onUnauthenticated();
  }, [error, onUnauthenticated]);

  if (loading) return <Note role="status">Comparing the revision with the product as it is now…</Note>;
  if (error || !data)
    return (
      <Note role="alert">
        The changes could not be loaded, so nothing can be restored yet.{' '}
        <Button type="button" $tone="plain" onClick={() => void refetch()}>
          Try again
        </Button>
      </Note>
    );
  return (
    <>
      {effective.length === 0 ? (
        <Note data-testid="revision-no-changes">
          Restoring it changes nothing: the product already says what revision {data.productRevisionComparison.revision.number} says.
        </Note>
      ) : (
        <Note>
          {effective.length === 1 ? 'One field changes' : `${effective.length} fields change`}, from what it says now to the revision’s:
        </Note>
      )}
      <RevisionChangeList changes={changes} keptFields={restoreSlug ? [] : ['slug']} />
      {slug && (
        <SlugChoice>
          <input type="checkbox" checked={restoreSlug} onChange={(event) => onRestoreSlugChange(event.target.checked)} />
          <span>
            Also go back to the old address, /collars/{unquote(slug.revision)} (the review leaves /collars/{unquote(slug.current)}, where
            readers and links find it now)
          </span>
        </SlugChoice>
      )}
    </>
  );
}
