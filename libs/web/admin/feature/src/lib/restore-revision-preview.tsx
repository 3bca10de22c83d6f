import { skipToken, useQuery } from '@apollo/client/react';
import { graphql, isErrorCode } from '@bcg/web/graphql';
import { useEffect } from 'react';
import styled from 'styled-components';
import { Button } from './admin-ui';
import { RevisionChangeList, type RevisionFieldChange } from './revision-changes';

/** What a restore would change: the same answer for a product and an article. */
graphql(`
  fragment RevisionComparisonFields on RevisionComparison {
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
`);

const ProductRevisionComparisonQuery = graphql(`
  query ProductRevisionComparison($id: Int!, $revisionId: Int!) {
    productRevisionComparison(id: $id, revisionId: $revisionId) {
      ...RevisionComparisonFields
    }
  }
`);

const ArticleRevisionComparisonQuery = graphql(`
  query ArticleRevisionComparison($id: Int!, $revisionId: Int!) {
    articleRevisionComparison(id: $id, revisionId: $revisionId) {
      ...RevisionComparisonFields
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

interface PreviewProps {
  subject: 'product' | 'article';
  /** The product or article. */
  subjectId: number;
  revisionId: number;
  restoreSlug: boolean;
  onRestoreSlugChange: (restore: boolean) => void;
  /** Whether a restore would change anything (the dialog offers it only then). */
  onReady: (ready: boolean) => void;
  onUnauthenticated: () => void;
}

/** Where each kind's public page lives, and its name in the sentences. */
const SUBJECTS = {
  product: { addressPrefix: '/collars/', noun: 'product' },
  article: { addressPrefix: '/blog/', noun: 'article' },
} as const;

/**
 * The body of a restore question: what the revision would change, field by field, read from the server (the current
 * product or article against the revision), and the choice to take the revision's slug too.
 */
export function RestoreRevisionPreview({ subject, subjectId, ...props }: PreviewProps) {
  const options = { variables: { id: subjectId, revisionId: props.revisionId }, fetchPolicy: 'network-only' } as const;
  const product = useQuery(ProductRevisionComparisonQuery, subject === 'product' ? options : skipToken);
  const article = useQuery(ArticleRevisionComparisonQuery, subject === 'article' ? options : skipToken);
  const result = subject === 'product' ? product : article;
  return (
    <PreviewBody
      {...props}
      {...SUBJECTS[subject]}
      loading={result.loading}
      error={result.error}
      refetch={result.refetch}
      comparison={subject === 'product' ? product.data?.productRevisionComparison : article.data?.articleRevisionComparison}
    />
  );
}

function PreviewBody({
  comparison,
  loading,
  error,
  refetch,
  restoreSlug,
  onRestoreSlugChange,
  onReady,
  onUnauthenticated,
  addressPrefix,
  noun,
}: Omit<PreviewProps, 'subjectId' | 'revisionId' | 'subject'> & {
  comparison: { revision: { number: number }; changes: RevisionFieldChange[] } | undefined;
  loading: boolean;
  error?: unknown;
  refetch: () => unknown;
  addressPrefix: string;
  noun: string;
}) {
  const changes = comparison?.changes ?? [];
  const slug = changes.find((change) => change.field === 'slug');
  const effective = changes.filter((change) => change !== slug || restoreSlug);

  useEffect(() => onReady(!loading && !error && effective.length > 0), [loading, error, effective.length, onReady]);
  useEffect(() => {
    if (error && isErrorCode(error, 'UNAUTHENTICATED')) onUnauthenticated();
  }, [error, onUnauthenticated]);

  if (loading) return <Note role="status">Comparing the revision with the {noun} as it is now…</Note>;
  if (error || !comparison)
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
          Restoring it changes nothing: the {noun} already says what revision {comparison.revision.number} says.
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
            Also go back to the old address, {addressPrefix}
            {unquote(slug.revision)} (the {noun} leaves {addressPrefix}
            {unquote(slug.current)}, where readers and links find it now)
          </span>
        </SlugChoice>
      )}
    </>
  );
}
