import { BreedEnum } from '@bcg/server/catalogue';
import type { Breed } from '@bcg/shared/sizing';
import { descriptionOf, subscriberSchema } from '@bcg/shared/validation';
import { Field, InputType, ObjectType, registerEnumType } from 'type-graphql';
import type { ConfirmationOutcome } from './lead.service';

const fields = subscriberSchema.shape;

// Types and descriptions only: the service checks every sign-up with the shared schema, so GraphQL, REST and the
// form give the same messages.
@InputType({ description: 'A newsletter or sizing-guide sign-up.' })
export class SubscribeInput {
  @Field({ description: descriptionOf(fields.email) })
  email!: string;

  @Field(() => String, { nullable: true, description: descriptionOf(fields.leadMagnet) })
  leadMagnet?: string | null;

  @Field(() => String, { nullable: true, description: descriptionOf(fields.signupPage) })
  signupPage?: string | null;

  @Field(() => BreedEnum, { nullable: true, description: descriptionOf(fields.breed) })
  breed?: Breed | null;
}

// Answers with a message, not the stored subscriber: the sign-up is public, and the row (its id, its date) would tell
// anyone whether an address had signed up before.
@ObjectType({ description: 'The answer to a sign-up.' })
export class SubscribeResult {
  @Field({ description: 'Always true: a refused sign-up is an error (BAD_USER_INPUT or TOO_MANY_REQUESTS).' })
  success!: boolean;

  @Field({ description: 'The confirmation text to show.' })
  message!: string;
}

/** GraphQL enum over the outcomes of a confirmation link (CONFIRMED -> 'confirmed', ...). */
const ConfirmationOutcomeEnum = {
  CONFIRMED: 'confirmed',
  ALREADY_CONFIRMED: 'already-confirmed',
  EXPIRED: 'expired',
  UNKNOWN: 'unknown',
} as const satisfies Record<string, ConfirmationOutcome>;

registerEnumType(ConfirmationOutcomeEnum, {
  name: 'ConfirmationOutcome',
  description: 'What a confirmation link did.',
  valuesConfig: {
    CONFIRMED: { description: 'The address is confirmed now, and the sizing guide is queued.' },
    ALREADY_CONFIRMED: { description: 'The link had been used: the address was confirmed before.' },
    EXPIRED: { description: 'The link is older than 7 days: signing up again sends a new one.' },
    UNKNOWN: { description: 'No such link (mistyped, replaced by a newer email, or withdrawn by an unsubscribe).' },
  },
});

@ObjectType({ description: 'The answer to a confirmation link.' })
export class ConfirmSubscriptionResult {
  @Field(() => ConfirmationOutcomeEnum, { description: 'What the link did.' })
  outcome!: ConfirmationOutcome;

  @Field({ description: 'The outcome in words, for the page.' })
  message!: string;
}
