import * as z from 'zod/mini';
import { text } from './schema-kit';

/** Column widths of the faq table. */
const FAQ_LIMITS = { question: 300, answer: 5000 } as const;

/** A question and its answer as the admin form, the API and the catalogue import give them; the output is trimmed. */
export const faqSchema = z.object({
  question: text('Question', {
    max: FAQ_LIMITS.question,
    required: true,
    trim: true,
    description: `The question: plain text on one line, up to ${FAQ_LIMITS.question} characters.`,
  }),
  answer: text('Answer', {
    max: FAQ_LIMITS.answer,
    required: true,
    multiLine: true,
    trim: true,
    description: `The answer: plain text up to ${FAQ_LIMITS.answer} characters.`,
  }),
});

/** A question as typed, before it is checked (the form's state, the seed's rows). */
export type FaqFields = z.input<typeof faqSchema>;
export type FaqErrors = Partial<Record<keyof FaqFields, string>>;
