import { BREEDS, type Breed } from '@bcg/shared/sizing';
import * as z from 'zod/mini';
import { emailAddress } from './email';
import { described, ONE_LINE_PATTERN } from './schema-kit';

/** The longest lead-magnet name a sign-up may give. */
const LEAD_MAGNET_MAX_LENGTH = 120;
/** The longest page path a sign-up may name as where it happened. */
const SIGNUP_PAGE_MAX_LENGTH = 200;

const SUBSCRIBER_MESSAGES = {
  leadMagnet: `leadMagnet must be text of at most ${LEAD_MAGNET_MAX_LENGTH} characters`,
  signupPage: 'signupPage must be a path of this site, such as /guides',
  breed: `breed must be one of ${BREEDS.join(', ')}, or left out`,
} as const;

/** A site path such as `/` or `/blog/fit-a-collar`: no scheme, host, query or fragment; not `//host`. */
function isSignupPagePath(value: string): boolean {
  return value.length <= SIGNUP_PAGE_MAX_LENGTH && /^\/(?!\/)[A-Za-z0-9\-._~%/]*$/.test(value);
}

/** A newsletter or sizing-guide sign-up, as the form, REST and GraphQL send it. Empty optional fields mean none. */
export const subscriberSchema = z.object({
  email: emailAddress('The address to send to; stored trimmed and lower-cased, so one mailbox is one subscriber whatever its case.'),
  leadMagnet: described(
    z.optional(
      z.nullable(
        z
          .string({ error: SUBSCRIBER_MESSAGES.leadMagnet })
          .check(
            z.maxLength(LEAD_MAGNET_MAX_LENGTH, SUBSCRIBER_MESSAGES.leadMagnet),
            z.regex(ONE_LINE_PATTERN, SUBSCRIBER_MESSAGES.leadMagnet),
          ),
      ),
    ),
    "What was asked for, e.g. 'bulldog-sizing-guide'.",
  ),
  signupPage: described(
    z.optional(
      z.nullable(
        z
          .string({ error: SUBSCRIBER_MESSAGES.signupPage })
          .check(z.refine((value: string) => value === '' || isSignupPagePath(value), SUBSCRIBER_MESSAGES.signupPage)),
      ),
    ),
    'The path of the page whose form was used, e.g. /guides (the consent record).',
  ),
  breed: described(
    z.optional(z.nullable(z.enum(BREEDS as [Breed, ...Breed[]], { error: SUBSCRIBER_MESSAGES.breed }))),
    "The reader's bulldog breed, if they said: the guide's size chart then fits it.",
  ),
});

export type SubscriberFields = z.input<typeof subscriberSchema>;
