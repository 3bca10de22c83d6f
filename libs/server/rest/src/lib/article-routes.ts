import { IMAGE_ERRORS, imageError, MAX_IMAGE_BYTES } from '@bcg/server/catalogue';
import { type ArticleChanges, toAdminArticle, toLegacyArticle } from '@bcg/server/content';
import * as z from 'zod/mini';
import {
  AdminArticle,
  Article,
  ArticleEditBody,
  ArticleRevisionParams,
  ArticlesQuery,
  BlogPostAnswer,
  PublishedBody,
  SlugParams,
} from './article-schemas';
import { pageRequestOfQuery } from '@bcg/server/core';
import { Done, IdParams, PagedQuery } from './common-schemas';
import { type RestRoute, route } from './rest-route';
import { wholeList } from './streamed-list';
import { RestoreQuery, Revision, RevisionComparison } from './revision-schemas';

/**
 * The editor body as the service takes it: `publishAt` as a date. An unreadable time becomes an invalid date, which
 * the service refuses naming the field (its rules are the one place, shared with GraphQL).
 */
function editorFields({ publishAt, ...fields }: z.output<typeof ArticleEditBody>): ArticleChanges {
  return publishAt === undefined ? fields : { ...fields, publishAt: publishAt === null ? null : new Date(publishAt) };
}

/** Guides and blog posts: the public reads and the article editor's calls. */
export const ARTICLE_ROUTES: readonly RestRoute[] = [
  route({
    method: 'GET',
    url: '/api/articles',
    operationId: 'listArticles',
    summary:
      'Published articles, newest first, with or without ?published=true: never a draft or a scheduled post (see /api/admin/articles); ?limit=, ?offset= a window of them.',
    tag: 'content',
    schema: { querystring: ArticlesQuery, response: z.array(Article) },
    handle: async ({ articles }, { query }) =>
      query.limit === undefined
        ? wholeList((page) => articles.list(page), query.offset, toLegacyArticle)
        : (await articles.list({ limit: query.limit, offset: query.offset })).map(toLegacyArticle),
  }),
  route({
    method: 'GET',
    url: '/api/content/blog-posts/:slug',
    operationId: 'getBlogPost',
    summary: 'One published post by slug (404 "Post not found" for unknown and unpublished ones).',
    tag: 'content',
    schema: { params: SlugParams, response: BlogPostAnswer },
    handle: async ({ articles }, { params }) => ({
      success: true as const,
      post: toLegacyArticle(await articles.getPublishedBySlug(params.slug)),
    }),
  }),
  route({
    method: 'GET',
    url: '/api/admin/articles',
    operationId: 'listAdminArticles',
    summary: 'The articles, drafts included, newest created first, a page at a time (?limit=, ?offset=).',
    tag: 'admin',
    admin: true,
    schema: { querystring: PagedQuery, response: z.array(Article) },
    handle: async ({ articles }, { query }) => (await articles.listForAdmin(pageRequestOfQuery(query))).map(toLegacyArticle),
  }),
  route({
    method: 'GET',
    url: '/api/admin/articles/:id',
    operationId: 'getAdminArticle',
    summary: 'One article by id, drafts included, with the body as readers would get it and its editor fields (markdown, updatedAt).',
    tag: 'admin',
    admin: true,
    schema: { params: IdParams, response: AdminArticle },
    handle: async ({ articles }, { params }) => toAdminArticle(await articles.getForPreview(params.id)),
  }),
  route({
    method: 'PATCH',
    url: '/api/admin/articles/:id/published',
    operationId: 'setArticlePublished',
    summary: 'Publishes or unpublishes an article (the first publication sets publishedAt).',
    tag: 'admin',
    admin: true,
    schema: { params: IdParams, body: PublishedBody, response: Article },
    handle: async ({ articles }, { params, body }) => toLegacyArticle(await articles.setPublished(params.id, body.published)),
  }),
  route({
    method: 'POST',
    url: '/api/admin/articles',
    operationId: 'createArticle',
    summary: 'Writes a new article from Markdown: a draft, published now (published: true) or scheduled (publishAt).',
    tag: 'admin',
    admin: true,
    schema: { body: ArticleEditBody, response: AdminArticle },
    handle: async ({ articles }, { body }) => {
      const { title = '', category = '', excerpt = '', metaDescription = '', markdown = '', ...rest } = editorFields(body);
      return toAdminArticle(await articles.create({ title, category, excerpt, metaDescription, markdown, ...rest }));
    },
  }),
  route({
    method: 'PATCH',
    url: '/api/admin/articles/:id',
    operationId: 'updateArticle',
    summary: 'Changes the fields given, publishes, unpublishes or schedules (publishAt); a renamed published slug keeps answering 301.',
    tag: 'admin',
    admin: true,
    schema: { params: IdParams, body: ArticleEditBody, response: AdminArticle },
    handle: async ({ articles }, { params, body }) => toAdminArticle(await articles.update(params.id, editorFields(body))),
  }),
  route({
    method: 'DELETE',
    url: '/api/admin/articles/:id',
    operationId: 'deleteArticle',
    summary: 'Deletes an article for good (its revisions are kept; its old addresses stop redirecting).',
    tag: 'admin',
    admin: true,
    schema: { params: IdParams, response: Done },
    handle: async ({ articles }, { params }) => {
      await articles.delete(params.id);
      return { success: true as const };
    },
  }),
  route({
    method: 'GET',
    url: '/api/admin/articles/:id/revisions',
    operationId: 'listArticleRevisions',
    summary: 'The saved states of an article, newest first (who, when, what changed).',
    tag: 'admin',
    admin: true,
    schema: { params: IdParams, response: z.array(Revision) },
    handle: async ({ articles }, { params }) =>
      (await articles.revisionsOf(params.id)).map(({ id, number, author, changedFields, createdAt }) => ({
        id,
        number,
        author,
        changedFields,
        createdAt: createdAt.toISOString(),
      })),
  }),
  route({
    method: 'GET',
    url: '/api/admin/articles/:id/revisions/:revisionId',
    operationId: 'compareArticleRevision',
    summary: 'What restoring one revision of an article would change, field by field: its value now and the revision’s.',
    tag: 'admin',
    admin: true,
    schema: { params: ArticleRevisionParams, response: RevisionComparison },
    handle: async ({ articles }, { params }) => {
      const { revision, changes } = await articles.compareRevision(params.id, params.revisionId);
      const { id, number, author, changedFields, createdAt } = revision;
      return { revision: { id, number, author, changedFields, createdAt: createdAt.toISOString() }, changes };
    },
  }),
  route({
    method: 'POST',
    url: '/api/admin/articles/:id/revisions/:revisionId/restore',
    operationId: 'restoreArticleRevision',
    summary:
      "Saves a revision's content as a new save (itself a revision: nothing is lost); the publication state stays, and the slug unless ?restoreSlug=true.",
    tag: 'admin',
    admin: true,
    schema: { params: ArticleRevisionParams, querystring: RestoreQuery, response: AdminArticle },
    handle: async ({ articles }, { params, query }) =>
      toAdminArticle(await articles.restoreRevision(params.id, params.revisionId, { restoreSlug: query.restoreSlug === 'true' })),
  }),
  route({
    method: 'POST',
    url: '/api/admin/articles/:id/image',
    operationId: 'uploadArticleImage',
    summary:
      "Sets the cover of an article from a multipart/form-data body with one file, through the product photos' pipeline (JPEG, PNG or WebP by its bytes, " +
      'at most 8 MB, AVIF and WebP renditions at 320, 640 and 960 px without metadata); imageUrl becomes the largest WebP. ' +
      'A file that is not such an image answers 400 (fields.image) and changes nothing.',
    tag: 'admin',
    admin: true,
    upload: { maxBytes: MAX_IMAGE_BYTES },
    schema: { params: IdParams, response: z.object({ success: z.literal(true), article: AdminArticle }) },
    handle: async ({ articleImages }, { params, upload }) => {
      const file = await upload?.();
      if (!file) throw imageError(IMAGE_ERRORS.missing);
      return { success: true as const, article: toAdminArticle(await articleImages.attachUpload(params.id, file)) };
    },
  }),
];
