import { useMutation, useQuery } from '@apollo/client/react';
import { ArticleBody } from '@bcg/web/content/ui';
import { graphql, graphqlErrorFields, graphqlErrorMessage, isErrorCode } from '@bcg/web/graphql';
import { articleChangesSchema, fieldErrors, newArticleSchema } from '@bcg/shared/validation';
import { useToast } from '@bcg/web/shared';
import { useEffect, useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './admin-ui';
import { CategorySelect } from './category-select';
import { DraftNote } from './draft-note';
import { ProductImageUpload } from './product-image-upload';
import { RestoreRevisionDialog } from './restore-revision-dialog';
import { useUnsavedDraft } from './use-unsaved-draft';
import { utcDateTime, zonedDateTime, zoneLabel } from './zoned-time';

/** What the cover upload's preview shows before an article has a cover on this site (the neutral generated image). */
const DEFAULT_COVER = '/images/collars/default.svg';

const EditorArticleQuery = graphql(`
  query EditorArticle($id: Int!) {
    adminArticle(id: $id) {
      id
      title
      slug
      category
      excerpt
      metaDescription
      markdown
      content
      targetKeywords
      seoKeywords
      imageUrl
      author
      published
      publishedAt
      updatedAt
    }
  }
`);

const ArticleRevisionsQuery = graphql(`
  query ArticleRevisions($id: Int!) {
    articleRevisions(id: $id) {
      id
      number
      author
      changedFields
      createdAt
    }
  }
`);

export const MarkdownPreviewQuery = graphql(`
  query ArticleMarkdownPreview($markdown: String!) {
    articleMarkdownPreview(markdown: $markdown)
  }
`);

export const CreateArticleMutation = graphql(`
  mutation CreateArticle($input: ArticleEditorInput!) {
    createArticle(input: $input) {
      id
      slug
    }
  }
`);

const UpdateArticleMutation = graphql(`
  mutation UpdateArticle($id: Int!, $input: ArticleEditorInput!) {
    updateArticle(id: $id, input: $input) {
      id
      slug
      published
      publishedAt
    }
  }
`);

const RestoreArticleRevisionMutation = graphql(`
  mutation RestoreArticleRevision($id: Int!, $revisionId: Int!, $restoreSlug: Boolean!) {
    restoreArticleRevision(id: $id, revisionId: $revisionId, restoreSlug: $restoreSlug) {
      id
    }
  }
`);

/** Scheduled times and revisions need the hour, not just the day. */
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Search engines show about this many characters of a meta description whole (the server allows 320). */
const META_HINT = 160;

interface Draft {
  title: string;
  slug: string;
  category: string;
  excerpt: string;
  metaDescription: string;
  markdown: string;
  targetKeywords: string;
  seoKeywords: string;
  imageUrl: string;
  author: string;
}

const EMPTY: Draft = {
  title: '',
  slug: '',
  category: 'blog',
  excerpt: '',
  metaDescription: '',
  markdown: '',
  targetKeywords: '',
  seoKeywords: '',
  imageUrl: '',
  author: 'Bulldog Collar Guide Editorial Team',
};

const phrases = (text: string) =>
  text
    .split(',')
    .map((phrase) => phrase.trim())
    .filter(Boolean);

/** `datetime-local` wants local time without a zone. */
const localInputValue = (date: Date) => new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);

const Form = styled.form`
  display: grid;
  gap: 14px;
  margin-top: 12px;
`;

const Row = styled.div`
  display: grid;
  gap: 14px;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
`;

const FieldBox = styled.div`
  display: grid;
  gap: 4px;
  label {
    font-weight: 600;
  }
  input,
  select,
  textarea {
    font: inherit;
    padding: 8px 10px;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    min-width: 0;
  }
  textarea {
    min-height: 280px;
    font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  }
  small {
    color: ${({ theme }) => theme.color.muted};
  }
  [role='alert'] {
    color: #b91c1c;
  }
`;

const Split = styled.div`
  display: grid;
  gap: 14px;
  grid-template-columns: repeat(auto-fit, minmax(300px, 1fr));
`;

const PreviewPane = styled.section`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  padding: 8px 14px;
  overflow: auto;
  max-height: 480px;
  h2 {
    font-size: 1rem;
    margin: 0 0 6px;
  }
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: flex-end;
`;

const RevisionList = styled.ol`
  list-style: none;
  padding: 0;
  display: grid;
  gap: 6px;
  li {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    align-items: center;
    justify-content: space-between;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    padding: 6px 0;
  }
`;

function Field({
  label,
  error,
  hint,
  children,
}: {
  label: string;
  error?: string;
  hint?: ReactNode;
  children: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
}) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <FieldBox>
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': described })}
      {hint && <small id={`${id}-hint`}>{hint}</small>}
      {error && (
        <small id={`${id}-error`} role="alert">
          {error}
        </small>
      )}
    </FieldBox>
  );
}

/** The Markdown the server would render, fetched a moment after typing stops (the browser never ships a parser). */
function useServerPreview(markdown: string): string {
  const [settled, setSettled] = useState(markdown);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(markdown), 300);
    return () => clearTimeout(timer);
  }, [markdown]);
  const { data, previousData } = useQuery(MarkdownPreviewQuery, { variables: { markdown: settled }, skip: settled.trim() === '' });
  return settled.trim() === '' ? '' : ((data ?? previousData)?.articleMarkdownPreview ?? '');
}

/**
 * The article editor: every field with the server's own messages under it, Markdown with a live preview rendered by
 * the server, publish / unpublish / schedule, and the revisions with restore. `articleId` null writes a new article.
 */
export function ArticleEditor({
  articleId,
  onDone,
  onSaved,
  onUnauthenticated,
}: {
  articleId: number | null;
  onDone: () => void;
  onSaved: (id: number) => void;
  onUnauthenticated: () => void;
}) {
  const toast = useToast();
  const loaded = useQuery(EditorArticleQuery, { variables: { id: articleId ?? 0 }, skip: articleId === null, fetchPolicy: 'network-only' });
  const revisions = useQuery(ArticleRevisionsQuery, {
    variables: { id: articleId ?? 0 },
    skip: articleId === null,
    fetchPolicy: 'network-only',
  });
  const [createArticle] = useMutation(CreateArticleMutation);
  const [updateArticle] = useMutation(UpdateArticleMutation);
  const [restoreRevision] = useMutation(RestoreArticleRevisionMutation);
  const [restoring, setRestoring] = useState<{ id: number; number: number } | null>(null);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [publishAt, setPublishAt] = useState('');
  const article = loaded.data?.adminArticle;
  const preview = useServerPreview(draft.markdown);

  // The form follows the server's state whenever a load, save or restore brings a new one (React's "adjust state
  // when a prop changes" pattern: set during render, no effect and no extra paint).
  const [shown, setShown] = useState<typeof article>(undefined);
  // The stored state the form started from: typing that differs from it is kept as a draft until saved.
  const [baseline, setBaseline] = useState<Draft | undefined>(articleId === null ? EMPTY : undefined);
  if (article && article !== shown) {
    setShown(article);
    const stored: Draft = {
      title: article.title,
      slug: article.slug,
      category: article.category,
      excerpt: article.excerpt,
      metaDescription: article.metaDescription,
      // An HTML body (seeded or generated) is valid Markdown as it is.
      markdown: article.markdown ?? article.content,
      targetKeywords: article.targetKeywords.join(', '),
      seoKeywords: article.seoKeywords.join(', '),
      imageUrl: article.imageUrl ?? '',
      author: article.author,
    };
    setDraft(stored);
    setBaseline(stored);
  }
  const unsaved = useUnsavedDraft({
    key: articleId === null ? 'article:new' : article ? `article:${articleId}` : null,
    value: draft,
    baseline,
    version: article?.updatedAt ?? null,
    restore: setDraft,
  });

  useEffect(() => {
    if (isErrorCode(loaded.error, 'UNAUTHENTICATED') || isErrorCode(revisions.error, 'UNAUTHENTICATED')) onUnauthenticated();
  }, [loaded.error, revisions.error, onUnauthenticated]);

  const set = (key: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [key]: event.target.value }));

  /** Sends the fields (and a publication change); field problems come back under their fields. */
  async function save(publication: { published?: boolean; publishAt?: string | null } = {}, label = 'Article saved') {
    setBusy(true);
    setErrors({});
    const input = {
      title: draft.title,
      ...(draft.slug.trim() ? { slug: draft.slug.trim() } : {}),
      category: draft.category.trim(),
      excerpt: draft.excerpt,
      metaDescription: draft.metaDescription,
      markdown: draft.markdown,
      targetKeywords: phrases(draft.targetKeywords),
      seoKeywords: phrases(draft.seoKeywords),
      imageUrl: draft.imageUrl.trim() || null,
      author: draft.author,
      ...publication,
    };
    // The server's own rules (the shared article schema): what it would refuse is refused here, in its words,
    // before anything is sent.
    const problems = fieldErrors(articleId === null ? newArticleSchema : articleChangesSchema, {
      ...input,
      ...(typeof input.publishAt === 'string' ? { publishAt: new Date(input.publishAt) } : {}),
    });
    const [problem] = Object.values(problems);
    if (problem) {
      setErrors(problems);
      setBusy(false);
      toast({ title: 'Not saved', description: problem, tone: 'error' });
      return;
    }
    try {
      if (articleId === null) {
        const result = await createArticle({ variables: { input } });
        unsaved.saved();
        if (result.data) onSaved(result.data.createArticle.id);
      } else {
        await updateArticle({ variables: { id: articleId, input } });
        unsaved.saved();
        await Promise.all([loaded.refetch(), revisions.refetch()]);
      }
      toast({ title: label, description: `"${draft.title}" is saved.` });
    } catch (failure) {
      if (isErrorCode(failure, 'UNAUTHENTICATED')) return onUnauthenticated();
      setErrors(graphqlErrorFields(failure));
      toast({ title: 'Not saved', description: graphqlErrorMessage(failure) ?? 'Please try again.', tone: 'error' });
    } finally {
      setBusy(false);
    }
  }

  async function restore(revisionId: number, number: number, restoreSlug: boolean) {
    if (articleId === null) return;
    setBusy(true);
    try {
      await restoreRevision({ variables: { id: articleId, revisionId, restoreSlug } });
      setRestoring(null);
      await Promise.all([loaded.refetch(), revisions.refetch()]);
      toast({ title: 'Revision restored', description: `Revision ${number} is the article again (saved as a new revision).` });
    } catch (failure) {
      if (isErrorCode(failure, 'UNAUTHENTICATED')) return onUnauthenticated();
      toast({ title: 'Not restored', description: graphqlErrorMessage(failure) ?? 'Please try again.', tone: 'error' });
    } finally {
      setBusy(false);
    }
  }

  if (articleId !== null && loaded.loading && !article) return <p role="status">Loading the article...</p>;
  if (articleId !== null && !article) return <p role="alert">Failed to load the article</p>;

  const scheduled = article?.published && article.publishedAt && new Date(article.publishedAt) > new Date();
  const status = !article
    ? 'New article'
    : scheduled
      ? `Scheduled: publishes ${zonedDateTime(new Date(article.publishedAt as string))}`
      : article.published
        ? 'Published'
        : 'Draft';
  const metaLength = draft.metaDescription.length;

  return (
    <section aria-labelledby="article-editor-title" data-testid="article-editor">
      <Bar>
        <h2 id="article-editor-title" style={{ margin: 0, flex: '1 1 auto' }}>
          {article ? `Edit: ${article.title}` : 'New article'}
        </h2>
        <Button type="button" $tone="plain" onClick={onDone}>
          Back to articles
        </Button>
      </Bar>
      <p data-testid="article-status">
        Status: <strong>{status}</strong>
        {article && <> · last content change {dateFormat.format(new Date(article.updatedAt))}</>}
      </p>
      <DraftNote notice={unsaved.notice} noun="article" onDiscard={unsaved.discard} onRestore={unsaved.restoreOutdated} />
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
        noValidate
      >
        <Row>
          <Field label="Title" error={errors['title']}>
            {(props) => <input {...props} value={draft.title} onChange={set('title')} required />}
          </Field>
          <Field
            label="Slug"
            error={errors['slug']}
            hint="Leave empty to make one from the title. A renamed published post keeps its old address (301)."
          >
            {(props) => <input {...props} value={draft.slug} onChange={set('slug')} />}
          </Field>
        </Row>
        <Row>
          <Field label="Category" error={errors['category']}>
            {(props) => (
              <CategorySelect controlProps={props} value={draft.category} onChange={(value) => set('category')({ target: { value } })} />
            )}
          </Field>
          <Field label="Author" error={errors['author']}>
            {(props) => <input {...props} value={draft.author} onChange={set('author')} />}
          </Field>
          <Field label="Cover image URL" error={errors['imageUrl']} hint="A path on this site or an https address.">
            {(props) => <input {...props} value={draft.imageUrl} onChange={set('imageUrl')} />}
          </Field>
        </Row>
        {articleId !== null && (
          // The upload saves the cover at once (its own revision); the URL field then shows the new rendition.
          <ProductImageUpload
            productId={articleId}
            productName={draft.title}
            imageUrl={draft.imageUrl.startsWith('/') ? draft.imageUrl : DEFAULT_COVER}
            uploadUrl={`/api/admin/articles/${articleId}/image`}
            label="Upload a cover photo"
            onUploaded={(imageUrl) => setDraft((current) => ({ ...current, imageUrl }))}
            onUnauthenticated={onUnauthenticated}
          />
        )}
        <Field label="Excerpt" error={errors['excerpt']}>
          {(props) => <input {...props} value={draft.excerpt} onChange={set('excerpt')} required />}
        </Field>
        <Field
          label="Meta description"
          error={errors['metaDescription']}
          hint={
            <span data-testid="meta-hint">
              {metaLength} / {META_HINT} characters{metaLength > META_HINT ? ': search results will cut it short' : ''}
            </span>
          }
        >
          {(props) => <input {...props} value={draft.metaDescription} onChange={set('metaDescription')} required />}
        </Field>
        <Row>
          <Field label="Target keywords" error={errors['targetKeywords']} hint="Comma-separated.">
            {(props) => <input {...props} value={draft.targetKeywords} onChange={set('targetKeywords')} />}
          </Field>
          <Field label="SEO keywords" error={errors['seoKeywords']} hint="Comma-separated.">
            {(props) => <input {...props} value={draft.seoKeywords} onChange={set('seoKeywords')} />}
          </Field>
        </Row>
        <Split>
          <Field label="Text (Markdown)" error={errors['markdown']} hint="Amazon links and bare Amazon addresses get the affiliate tag.">
            {(props) => <textarea {...props} value={draft.markdown} onChange={set('markdown')} required />}
          </Field>
          <PreviewPane aria-label="Preview" data-testid="markdown-preview">
            <h2>Preview</h2>
            <ArticleBody dangerouslySetInnerHTML={{ __html: preview }} />
          </PreviewPane>
        </Split>
        <Bar>
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving...' : articleId === null ? 'Create draft' : 'Save'}
          </Button>
          {article && (!article.published || scheduled) && (
            <Button type="button" $tone="success" disabled={busy} onClick={() => void save({ published: true }, 'Article published')}>
              Publish now
            </Button>
          )}
          {article?.published && (
            <Button type="button" $tone="plain" disabled={busy} onClick={() => void save({ published: false }, 'Article unpublished')}>
              {scheduled ? 'Cancel schedule' : 'Unpublish'}
            </Button>
          )}
          {article && (
            <Field
              label="Publish at"
              error={errors['publishAt']}
              hint={
                publishAt && !Number.isNaN(new Date(publishAt).getTime())
                  ? `Publishes ${zonedDateTime(new Date(publishAt))}, stored as ${utcDateTime(new Date(publishAt))}`
                  : `In your time zone (${zoneLabel()}); the site stores it in UTC`
              }
            >
              {(props) => (
                <input
                  {...props}
                  type="datetime-local"
                  value={publishAt || (scheduled ? localInputValue(new Date(article.publishedAt as string)) : '')}
                  onChange={(event) => setPublishAt(event.target.value)}
                />
              )}
            </Field>
          )}
          {article && (
            <Button
              type="button"
              $tone="plain"
              disabled={busy || !publishAt}
              onClick={() => void save({ publishAt: new Date(publishAt).toISOString() }, 'Publication scheduled')}
            >
              Schedule
            </Button>
          )}
        </Bar>
      </Form>
      {article && (
        <section aria-labelledby="article-revisions-title">
          <h3 id="article-revisions-title">Revisions</h3>
          {revisions.loading && !revisions.data ? (
            <p role="status">Loading revisions...</p>
          ) : (
            <RevisionList data-testid="article-revisions">
              {(revisions.data?.articleRevisions ?? []).map((revision, index) => (
                <li key={revision.id}>
                  <span>
                    <strong>#{revision.number}</strong> {dateFormat.format(new Date(revision.createdAt))} by {revision.author}:{' '}
                    {revision.changedFields.join(', ') || 'no changes'}
                  </span>
                  {index > 0 && (
                    <Button
                      type="button"
                      $tone="plain"
                      disabled={busy}
                      onClick={() => setRestoring({ id: revision.id, number: revision.number })}
                      aria-label={`Restore revision ${revision.number}`}
                    >
                      Restore
                    </Button>
                  )}
                </li>
              ))}
            </RevisionList>
          )}
          <RestoreRevisionDialog
            subject="article"
            subjectId={article.id}
            revision={restoring}
            busy={busy}
            onConfirm={(restoreSlug) => restoring && void restore(restoring.id, restoring.number, restoreSlug)}
            onCancel={() => setRestoring(null)}
            onUnauthenticated={onUnauthenticated}
          />
        </section>
      )}
    </section>
  );
}
