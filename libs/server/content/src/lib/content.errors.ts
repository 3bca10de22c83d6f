/** Client-visible messages of the content domain, kept in one place. */
export const CONTENT_ERRORS = {
  postNotFound: 'Post not found',
  articleNotFound: 'Article not found',
  revisionNotFound: 'Revision not found',
  slugTaken: 'slug is taken by another article',
} as const;
