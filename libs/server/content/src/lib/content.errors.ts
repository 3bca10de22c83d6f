/** Client-visible messages of the content domain, kept in one place. */
export const CONTENT_ERRORS = {
  postNotFound: 'Post not found',
  articleNotFound: 'Article not found',
  faqNotFound: 'Question not found',
  faqOrderIncomplete: 'The order must list every question id exactly once',
} as const;
