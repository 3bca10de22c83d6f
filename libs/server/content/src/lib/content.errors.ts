/** Client-visible messages of the content domain, kept in one place. */
export const CONTENT_ERRORS = {
  postNotFound: 'Post not found',
  articleNotFound: 'Article not found',
  publishedNotBoolean: 'published must be true or false',
} as const;
