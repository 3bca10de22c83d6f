/**
 * The visible text of the sizing-guide sign-up form. The form shows it, and the server stores it with each sign-up
 * as the wording the address agreed to (the consent record), so the two can never drift apart.
 */
export const SIZING_GUIDE_SIGNUP_TEXT = {
  heading: 'Get the Free Bulldog Sizing Guide',
  intro:
    'A printable one-page guide: where to measure, how to choose the size by the neck it fits, the two-finger check, and the size chart by age and breed.',
  button: 'Send My Guide',
  consent:
    'We e-mail a link to confirm first, then the guide and our newsletter of new reviews and collar advice (no tracking pixel; link clicks are counted per link, never per reader). Turn the newsletter off or unsubscribe any time; we never sell your address.',
} as const;

/**
 * What a successful sign-up says, the form's toast and the API alike: first the step double opt-in asks for, then the
 * promise that the guide follows, which is true once that step is done.
 */
export const SIZING_GUIDE_SIGNUP_SUCCESS =
  'Check your inbox and confirm your email address. Your sizing guide will be sent to your email shortly.';
