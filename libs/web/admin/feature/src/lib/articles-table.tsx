import { useMutation, useQuery } from '@apollo/client/react';
import { graphql, isErrorCode, type AdminArticleSort, type ArticleStatus } from '@bcg/web/graphql';
import { useToast } from '@bcg/web/shared';
import { lazy, Suspense, useEffect, useState } from 'react';
import styled from 'styled-components';
import { FilterSelect, ListState, Pager, SearchBox, SortHeader, SortSelect, TableToolbar, useServerList } from './admin-table-controls';
import { Button } from './admin-ui';
import { ArticlePreviewDialog } from './article-preview-dialog';
import type { EditorTarget } from './dashboard-view';
import { dateFormat, Scroll, Table } from './submissions-table';
import { zonedDateTime } from './zoned-time';

/** The editor (and the article rules it checks with) loads when first opened: the dashboard's first load stays small. */
const ArticleEditor = lazy(() => import('./article-editor').then((module) => ({ default: module.ArticleEditor })));

/** One page of the articles: of a status and category, searched (title, slug), sorted and counted by the server. */
export const AdminArticlesQuery = graphql(`
  query AdminArticles($status: ArticleStatus, $category: String, $q: String, $sort: AdminArticleSort!, $first: Int, $offset: Int) {
    adminArticlesConnection(status: $status, category: $category, q: $q, sort: $sort, first: $first, offset: $offset) {
      totalCount
      nodes {
        id
        title
        slug
        category
        published
        createdAt
        publishedAt
      }
    }
  }
`);

/** The categories for the filter (a handful: the articles are counted and paged by the server, never listed whole). */
export const AdminArticleCategoriesQuery = graphql(`
  query AdminArticleCategories {
    adminArticleCategories
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

const SORTS: ReadonlyArray<{ value: AdminArticleSort; label: string }> = [
  { value: 'NEWEST', label: 'Newest first' },
  { value: 'OLDEST', label: 'Oldest first' },
  { value: 'TITLE_ASC', label: 'Title, A to Z' },
  { value: 'TITLE_DESC', label: 'Title, Z to A' },
];

const STATUS_FILTERS: ReadonlyArray<{ value: ArticleStatus | ''; label: string }> = [
  { value: '', label: 'All' },
  { value: 'PUBLISHED', label: 'Published' },
  { value: 'SCHEDULED', label: 'Scheduled' },
  { value: 'DRAFT', label: 'Drafts' },
];

/**
 * The Articles tab: the articles one page at a time (paged, sorted, searched and filtered by status and category on
 * the server) with their state; drafts (e.g. generated on /content-test) can be previewed and
 * published, and "New article" / "Edit" open the editor in place of the list.
 */
export function ArticlesTable({
  editing: shownEditor,
  onEdit,
  onUnauthenticated,
}: {
  /** The editor open (the dashboard keeps it in the address); the table keeps its own when left out. */
  editing?: EditorTarget;
  onEdit?: (target: EditorTarget, replace?: boolean) => void;
  onUnauthenticated: () => void;
}) {
  const toast = useToast();
  const [status, setStatus] = useState<ArticleStatus | ''>('');
  const [category, setCategory] = useState('');
  const list = useServerList<AdminArticleSort>('NEWEST');
  const page = useQuery(AdminArticlesQuery, {
    variables: { ...list.variables, status: status || undefined, category: category || undefined },
    fetchPolicy: 'network-only',
  });
  const categories = useQuery(AdminArticleCategoriesQuery, { fetchPolicy: 'network-only' });
  const categoryFilters = [
    { value: '', label: 'All' },
    ...(categories.data?.adminArticleCategories ?? []).map((name) => ({ value: name, label: name })),
  ];
  // The page on screen stays while the next one loads (no flash of "Loading..." on every page turn).
  const connection = (page.data ?? page.previousData)?.adminArticlesConnection;
  const articles = connection?.nodes;
  const [setPublished] = useMutation(SetArticlePublishedMutation);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [previewId, setPreviewId] = useState<number | null>(null);
  const [ownEditor, setOwnEditor] = useState<EditorTarget>(null);
  const editing = shownEditor !== undefined ? shownEditor : ownEditor;
  const setEditing = (target: EditorTarget, replace?: boolean) => (onEdit ? onEdit(target, replace) : setOwnEditor(target));

  useEffect(() => {
    if (isErrorCode(page.error, 'UNAUTHENTICATED')) onUnauthenticated();
  }, [page.error, onUnauthenticated]);

  async function toggle(id: number, title: string, published: boolean) {
    setBusyId(id);
    try {
      await setPublished({ variables: { id, published } });
      toast(
        published
          ? { title: 'Article published', description: `"${title}" is now live on the blog.` }
          : { title: 'Article unpublished', description: `"${title}" is no longer shown on the blog.` },
      );
      // A page filtered by status no longer holds the article, and its count changed: the server recounts.
      if (status) void page.refetch();
    } catch (failure) {
      if (isErrorCode(failure, 'UNAUTHENTICATED')) return onUnauthenticated();
      toast({ title: 'Error', description: 'Failed to update the article. Please try again.', tone: 'error' });
    } finally {
      setBusyId(null);
    }
  }

  if (editing !== null) {
    return (
      <Suspense fallback={<p role="status">Loading the article...</p>}>
        <ArticleEditor
          key={editing}
          articleId={editing === 'new' ? null : editing}
          onSaved={(id) => setEditing(id, true)}
          onDone={() => {
            setEditing(null);
            void page.refetch();
            void categories.refetch();
          }}
          onUnauthenticated={onUnauthenticated}
        />
      </Suspense>
    );
  }
  return (
    <>
      <TableToolbar>
        <Button type="button" onClick={() => setEditing('new')}>
          New article
        </Button>
        <SearchBox label="Search articles" onSearch={list.setQ} />
        <FilterSelect label="Status" value={status} options={STATUS_FILTERS} onChange={list.filterBy(setStatus)} />
        <FilterSelect label="Category" value={category} options={categoryFilters} onChange={list.filterBy(setCategory)} />
        <SortSelect options={SORTS} sort={list.sort} onSort={list.setSort} />
      </TableToolbar>
      <ListState
        loading={page.loading && !connection}
        failed={Boolean(page.error) || !articles}
        empty={articles?.length === 0}
        q={list.q}
        noun="articles"
        emptyText={
          status || category
            ? 'No articles with this status and category.'
            : 'No articles yet. Write one, or generate drafts on /content-test.'
        }
      >
        <Scroll aria-busy={page.loading}>
          <Table>
            <caption className="visually-hidden">Articles</caption>
            <thead>
              <tr>
                <SortHeader label="Title" column={{ asc: 'TITLE_ASC', desc: 'TITLE_DESC' }} sort={list.sort} onSort={list.setSort} />
                <th scope="col">Category</th>
                <th scope="col">Status</th>
                <SortHeader label="Created" column={{ asc: 'OLDEST', desc: 'NEWEST' }} sort={list.sort} onSort={list.setSort} descFirst />
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {articles?.map((article) => (
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
                      {articleStatus(article) === 'Scheduled' && (
                        <small>Publishes {zonedDateTime(new Date(article.publishedAt as string))}</small>
                      )}
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
        </Scroll>
        <Pager label="Article pages" page={list.page} total={connection?.totalCount ?? 0} noun="articles" onPage={list.setPage} />
      </ListState>
      <ArticlePreviewDialog articleId={previewId} onClose={() => setPreviewId(null)} onUnauthenticated={onUnauthenticated} />
    </>
  );
}

/** Draft, Scheduled (a publication date still to come) or Published. */
function articleStatus(article: { published: boolean; publishedAt?: string | null }): string {
  if (!article.published) return 'Draft';
  return article.publishedAt && new Date(article.publishedAt) > new Date() ? 'Scheduled' : 'Published';
}
