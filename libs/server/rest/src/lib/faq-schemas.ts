import { faqSchema } from '@bcg/shared/validation';
import * as z from 'zod/mini';

export const Faq = z.object({ id: z.int(), question: z.string(), answer: z.string() });

/** A new question: the shared FAQ schema, the admin form's own. */
export const FaqBody = faqSchema;

/** A change: the fields given, each checked as on a new question. */
export const FaqPatchBody = z.partial(faqSchema);

export const FaqOrder = z.array(Faq);
