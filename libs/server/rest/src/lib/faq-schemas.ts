import { Type } from '@sinclair/typebox';

export const Faq = Type.Object({ id: Type.Integer(), question: Type.String(), answer: Type.String() });

export const FaqBody = Type.Object({
  question: Type.String({ description: 'Up to 300 characters on one line.' }),
  answer: Type.String({ description: 'Up to 5000 characters.' }),
});

export const FaqPatchBody = Type.Partial(FaqBody);

export const FaqOrder = Type.Array(Faq);
