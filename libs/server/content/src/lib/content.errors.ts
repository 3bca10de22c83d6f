import { MAX_FAQS } from './faq.entity';

/** Client-visible messages of the content domain, kept in one place. */
export const CONTENT_ERRORS = {
  postNotFound: 'Post not found',
  articleNotFound: 'Article not found',
  revisionNotFound: 'Revision not found',
  slugTaken: 'slug is taken by another article',
  faqNotFound: 'Question not found',
  faqOrderIncomplete: 'The order must list every question id exactly once',
  faqListFull: `The list holds at most ${MAX_FAQS} questions: delete one before adding another`,
  faqOrderTooLong: `The order lists at most ${MAX_FAQS} ids, one per question`,
} as const;
