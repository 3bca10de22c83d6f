import * as z from 'zod/mini';

export const Faq = z.object({ id: z.int(), question: z.string(), answer: z.string() });

export const FaqBody = z.object({
  question: z.string().check(z.describe('Up to 300 characters on one line.')),
  answer: z.string().check(z.describe('Up to 5000 characters.')),
});

export const FaqPatchBody = z.partial(FaqBody);

export const FaqOrder = z.array(Faq);
