import { useMutation, useQuery } from '@apollo/client/react';
import { graphql, isErrorCode } from '@bcg/web/graphql';
import { useToast } from '@bcg/web/shared';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Button } from './admin-ui';
import { ArticleEditor } from './article-editor';
import { ArticlePreviewDialog } from './article-preview-dialog';
import { dateFormat, Scroll, Table } from './submissions-table';

export const AdminArticlesQuery = graphql(`
  query AdminArticles {
    adminArticles {
      id
      title
      slug
      category
      published
      createdAt
      publishedAt
    }
  }
`);

export const SetArticlePublishedMutation = graphql(`
  mutation SetArticlePublished($id: Int!, $published: Boolean!) {
    setArticlePublished(id: $id, published: $published) {
      id
      published
      publishedAt
    }
  }
`);

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;

const Badge = styled.span<{ $published: boolean }>`
  display: inline-block;
  padding: 2px 10px;
  border-radius: 999px;
  font-size: 0.85rem;
  font-weight: 700;
  background: ${({ $published }) => ($published ? '#dcfce7' : '#f3f4f6')};
  color: ${({ $published }) => ($published ? '#166534' : '#374151')};
`;

/**
 * The Articles tab: every article with its state; drafts (e.g. generated on /content-test) can be previewed and
 * published, and "New article" / "Edit" open the editor in place of the list.
 */
export function ArticlesTable({ onUnauthenticated }: { onUnauthenticated: () => void }) {
  const toast = useToast();
  const { data, loading, error, refetch } = useQuery(AdminArticlesQuery, { fetchPolicy: 'network-only' });
  const [setPublished] = useMutation(SetArticlePublishedMutation);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [previewId, setPreviewId] = useState<number | null>(null);
  const [editing, setEditing] = useState<number | 'new' | null>(null);

  useEffect(() => {
    if (isErrorCode(error, 'UNAUTHENTICATED')) onUnauthenticated();
  }, [error, onUnauthenticated]);

  async function toggle(id: number, title: string, published: boolean) {
    setBusyId(id);
    try {
      await setPublished({ variables: { id, published } });
      toast(
        published
          ? { title: 'Article published', description: `"${title}" is now live on the blog.` }
          : { title: 'Article unpublished', description: `"${title}" is no longer shown on the blog.` },
      );
    } catch (failure) {
      if (isErrorCode(failure, 'UNAUTHENTICATED')) return onUnauthenticated();
      toast({ title: 'Error', description: 'Failed to update the article. Please try again.', tone: 'error' });
    } finally {
      setBusyId(null);
    }
  }

  if (editing !== null) {
    return (
      <ArticleEditor
        key={editing}
        articleId={editing === 'new' ? null : editing}
        onSaved={setEditing}
        onDone={() => {
          setEditing(null);
          void refetch();
        }}
        onUnauthenticated={onUnauthenticated}
      />
    );
  }
  const newArticle = (
    <Button type="button" onClick={() => setEditing('new')}>
      New article
    </Button>
  );
  if (loading) return <p role="status">Loading articles...</p>;
  if (error || !data) return <p role="alert">Failed to fetch articles</p>;
  if (data.adminArticles.length === 0)
    return (
      <>
        {newArticle}
        <p>No articles yet. Write one, or generate drafts on /content-test.</p>
      </>
    );
  return (
    <Scroll>
      {newArticle}
      <Table>
        <thead>
          <tr>
            <th scope="col">Title</th>
            <th scope="col">Category</th>
            <th scope="col">Status</th>
            <th scope="col">Created</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {data.adminArticles.map((article) => (
            <tr key={article.id} data-testid="article-row">
              <td data-label="Title">
                <span>
                  {article.title}
                  <small>/blog/{article.slug}</small>
                </span>
              </td>
              <td data-label="Category">{article.category}</td>
              <td data-label="Status">
                <span>
                  <Badge $published={article.published}>{articleStatus(article)}</Badge>
                </span>
              </td>
              <td data-label="Created">{dateFormat.format(new Date(article.createdAt))}</td>
              <td data-label="Actions">
                <Actions>
                  <Button type="button" $tone="plain" onClick={() => setEditing(article.id)} aria-label={`Edit ${article.title}`}>
                    Edit
                  </Button>
                  <Button type="button" $tone="plain" onClick={() => setPreviewId(article.id)} aria-label={`Preview ${article.title}`}>
                    Preview
                  </Button>
                  <Button
                    type="button"
                    $tone={article.published ? 'plain' : 'success'}
                    disabled={busyId !== null}
                    aria-busy={busyId === article.id}
                    onClick={() => void toggle(article.id, article.title, !article.published)}
                    aria-label={`${article.published ? 'Unpublish' : 'Publish'} ${article.title}`}
                  >
                    {busyId === article.id ? 'Saving...' : article.published ? 'Unpublish' : 'Publish'}
                  </Button>
                </Actions>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <ArticlePreviewDialog articleId={previewId} onClose={() => setPreviewId(null)} onUnauthenticated={onUnauthenticated} />
    </Scroll>
  );
}

/** Draft, Scheduled (a publication date still to come) or Published. */
function articleStatus(article: { published: boolean; publishedAt?: string | null }): string {
  if (!article.published) return 'Draft';
  return article.publishedAt && new Date(article.publishedAt) > new Date() ? 'Scheduled' : 'Published';
}
