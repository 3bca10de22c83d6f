import { useQuery } from '@apollo/client/react';
import { ArticleBody } from '@bcg/web/content/ui';
import { graphql, isErrorCode } from '@bcg/web/graphql';
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect } from 'react';
import styled from 'styled-components';
import { Button, DialogOverlay, DialogPanel } from './admin-ui';

const AdminArticlePreviewQuery = graphql(`
  query AdminArticlePreview($id: Int!) {
    adminArticle(id: $id) {
      id
      title
      metaDescription
      content
      wordCount
      readingTime
      published
    }
  }
`);

const Head = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 12px;
  h2 {
    margin: 0;
    font-size: 1.4rem;
  }
`;

const Meta = styled(Dialog.Description)`
  color: ${({ theme }) => theme.color.muted};
`;

/** The draft as readers would see it (the server's sanitised body), before it is published. */
export function ArticlePreviewDialog({
  articleId,
  onClose,
  onUnauthenticated,
}: {
  articleId: number | null;
  onClose: () => void;
  onUnauthenticated: () => void;
}) {
  const { data, loading, error } = useQuery(AdminArticlePreviewQuery, {
    variables: { id: articleId ?? 0 },
    skip: articleId === null,
    fetchPolicy: 'network-only',
  });

  useEffect(() => {
    if (isErrorCode(error, 'UNAUTHENTICATED')) onUnauthenticated();
  }, [error, onUnauthenticated]);

  const article = data?.adminArticle;
  return (
    <Dialog.Root open={articleId !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <DialogOverlay />
        <DialogPanel data-testid="article-preview">
          <Head>
            <Dialog.Title asChild>
              <h2>{article ? article.title : 'Article preview'}</h2>
            </Dialog.Title>
            <Dialog.Close asChild>
              <Button type="button" $tone="plain">
                Close
              </Button>
            </Dialog.Close>
          </Head>
          {loading || (!article && !error) ? (
            <Meta role="status">Loading preview...</Meta>
          ) : error || !article ? (
            <Meta role="alert">Failed to load the preview. Please try again.</Meta>
          ) : (
            <>
              <Meta>
                {article.metaDescription} ({article.wordCount} words, {article.readingTime} min read,{' '}
                {article.published ? 'published' : 'draft'})
              </Meta>
              <ArticleBody dangerouslySetInnerHTML={{ __html: article.content }} />
            </>
          )}
        </DialogPanel>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
