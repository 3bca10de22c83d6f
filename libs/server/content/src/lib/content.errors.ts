/** Client-visible messages of the content domain, kept in one place. */
export const CONTENT_ERRORS = {
  postNotFound: 'Post not found',
  articleNotFound: 'Article not found',
} as const;
