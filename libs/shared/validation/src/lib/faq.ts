import { hasControlCharacters } from './product-submission';

export interface FaqFields {
  question: string;
  answer: string;
}

export type FaqErrors = Partial<Record<keyof FaqFields, string>>;

/** Column widths of the faq table. */
const FAQ_LIMITS = { question: 300, answer: 5000 } as const;

const FAQ_MESSAGES = {
  questionRequired: 'Question is required',
  questionTooLong: `Question must be at most ${FAQ_LIMITS.question} characters`,
  questionOneLine: 'Question must be plain text on one line',
  answerRequired: 'Answer is required',
  answerTooLong: `Answer must be at most ${FAQ_LIMITS.answer} characters`,
} as const;

/** Field-by-field problems with a question and its answer (empty object when they can be saved). */
export function validateFaq(fields: FaqFields): FaqErrors {
  const errors: FaqErrors = {};
  const question = fields.question.trim();
  if (!question) errors.question = FAQ_MESSAGES.questionRequired;
  else if (question.length > FAQ_LIMITS.question) errors.question = FAQ_MESSAGES.questionTooLong;
  else if (hasControlCharacters(question)) errors.question = FAQ_MESSAGES.questionOneLine;
  const answer = fields.answer.trim();
  if (!answer) errors.answer = FAQ_MESSAGES.answerRequired;
  else if (answer.length > FAQ_LIMITS.answer) errors.answer = FAQ_MESSAGES.answerTooLong;
  return errors;
}
