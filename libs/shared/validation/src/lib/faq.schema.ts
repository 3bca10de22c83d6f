import * as z from 'zod/mini';
import { plainText } from './schema-kit';

/** Column widths of the faq table. */
export const FAQ_LIMITS = { question: 300, answer: 5000 } as const;

export const FAQ_MESSAGES = {
  questionRequired: 'Question is required',
  questionTooLong: `Question must be at most ${FAQ_LIMITS.question} characters`,
  questionOneLine: 'Question must be plain text on one line',
  answerRequired: 'Answer is required',
  answerTooLong: `Answer must be at most ${FAQ_LIMITS.answer} characters`,
} as const;

/** A question and its answer as the admin form, the API and the catalogue import give them; the output is trimmed. */
export const faqSchema = z.object({
  question: plainText({
    max: FAQ_LIMITS.question,
    required: FAQ_MESSAGES.questionRequired,
    tooLong: FAQ_MESSAGES.questionTooLong,
    plain: { kind: 'line', message: FAQ_MESSAGES.questionOneLine },
    description: `The question, plain text on one line, up to ${FAQ_LIMITS.question} characters.`,
  }),
  answer: plainText({
    max: FAQ_LIMITS.answer,
    required: FAQ_MESSAGES.answerRequired,
    tooLong: FAQ_MESSAGES.answerTooLong,
    description: `The answer, plain text up to ${FAQ_LIMITS.answer} characters.`,
  }),
});

/** What a question is typed as before it is checked (the form's state, the seed's rows). */
export type FaqFields = z.input<typeof faqSchema>;
export type FaqErrors = Partial<Record<keyof FaqFields, string>>;
