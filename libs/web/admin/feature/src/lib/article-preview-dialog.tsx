import { useQuery } from '@apollo/client/react';
import { ArticleBody, PostByline, PostColumn, PostSummary } from '@bcg/web/content/ui';
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
      author
      content
      wordCount
      readingTime
      published
    }
  }
`);

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding-bottom: 10px;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const Meta = styled(Dialog.Description)`
  margin: 0;
  color: ${({ theme }) => theme.color.muted};
`;

/** The post's column inside the dialog: the page's top padding is the dialog's own here. */
const PreviewColumn = styled(PostColumn)`
  padding-top: 8px;
`;

/**
 * The draft as readers would see it, before it is published: the server's sanitised body in the post page's own
 * column, title, summary, byline and body styles (shared components, so the two cannot drift apart).
 */
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
            <Meta>{article ? `Preview: as readers will see it${article.published ? '' : ' once published'}` : 'Article preview'}</Meta>
            <Dialog.Close asChild>
              <Button type="button" $tone="plain">
                Close
              </Button>
            </Dialog.Close>
          </Head>
          {loading || (!article && !error) ? (
            <>
              <Dialog.Title className="visually-hidden">Article preview</Dialog.Title>
              <p role="status">Loading preview...</p>
            </>
          ) : error || !article ? (
            <>
              <Dialog.Title className="visually-hidden">Article preview</Dialog.Title>
              <p role="alert">Failed to load the preview. Please try again.</p>
            </>
          ) : (
            <PreviewColumn as="div">
              <Dialog.Title asChild>
                <h1>{article.title}</h1>
              </Dialog.Title>
              <PostSummary>{article.metaDescription}</PostSummary>
              <PostByline>
                <span>By {article.author}</span>
                <span>{article.readingTime} min read</span>
                <span>{article.wordCount.toLocaleString('en-US')} words</span>
              </PostByline>
              <ArticleBody dangerouslySetInnerHTML={{ __html: article.content }} />
            </PreviewColumn>
          )}
        </DialogPanel>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
