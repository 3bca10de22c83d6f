import { Type } from '@sinclair/typebox';
import { dateTime, nullable, PAGE_QUERY } from './common-schemas';

export const SubscribeBody = Type.Object({
  email: Type.String({ description: 'The address to send the guide to: 5 to 254 characters once trimmed.' }),
  leadMagnet: Type.Optional(
    Type.Union([Type.String({ maxLength: 120 }), Type.Null()], { description: "What was asked for, e.g. 'bulldog-sizing-guide'." }),
  ),
  signupPage: Type.Optional(
    Type.Union([Type.String({ maxLength: 200 }), Type.Null()], { description: 'The path of the page whose form was used, e.g. /guides.' }),
  ),
  breed: Type.Optional(
    Type.Union([Type.Literal('english'), Type.Literal('french'), Type.Literal('american'), Type.Null()], {
      description: "The reader's bulldog breed, if they said: the guide's size chart then fits it.",
    }),
  ),
});

/** The token of an emailed link (confirmation or unsubscribe), as the link carries it. */
export const TokenQuery = Type.Object({
  token: Type.String({ maxLength: 200, description: 'The token of the emailed link.' }),
});

export const ConfirmationAnswer = Type.Object({
  success: Type.Boolean({ description: 'true when the address is confirmed (now or before).' }),
  outcome: Type.Union(
    ['confirmed', 'already-confirmed', 'expired', 'unknown'].map((value) => Type.Literal(value)),
    { description: 'What the link did: confirmed, already-confirmed (used before), expired (older than 7 days) or unknown.' },
  ),
  message: Type.String(),
});

const SubscriberStatus = Type.Union([Type.Literal('pending'), Type.Literal('confirmed'), Type.Literal('unsubscribed')], {
  description: "Double opt-in: 'pending' until the emailed link is followed, then 'confirmed'; 'unsubscribed' gets no more email.",
});

export const SubscriberStatusQuery = Type.Object({ status: Type.Optional(SubscriberStatus) });

export const SubscribersQuery = Type.Object({ status: Type.Optional(SubscriberStatus), ...PAGE_QUERY });

export const Subscriber = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  leadMagnet: nullable<string>('string'),
  subscribedAt: dateTime('When the address signed up.'),
  status: SubscriberStatus,
});
