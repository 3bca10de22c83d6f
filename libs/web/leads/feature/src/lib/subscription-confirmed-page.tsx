import { PageMeta } from '@bcg/web/shared';
import { Link, useSearchParams } from 'react-router';
import { MessagePage } from './message-page';

type Outcome = 'confirmed' | 'already-confirmed' | 'expired' | 'unknown';

/** What each outcome of a confirmation link (GET /subscribe/confirm) tells the visitor. */
const OUTCOMES: Record<Outcome, { title: string; text: string; signUpAgain: boolean }> = {
  confirmed: {
    title: 'Your email is confirmed',
    text: 'Thank you. Your bulldog collar sizing guide is on its way: it should be in your inbox within a few minutes.',
    signUpAgain: false,
  },
  'already-confirmed': {
    title: 'Already confirmed',
    text: 'This email address was confirmed before, and the sizing guide was sent then. Nothing more to do.',
    signUpAgain: false,
  },
  expired: {
    title: 'This link has expired',
    text: 'Confirmation links work for 7 days. Sign up again with the same address and we will send you a new link.',
    signUpAgain: true,
  },
  unknown: {
    title: 'We do not recognise this link',
    text:
      'The link may be incomplete (copy the whole link from the email), or a newer email replaced it: use the link in the ' +
      'latest one. Or sign up again with the same address for a new link.',
    signUpAgain: true,
  },
};

/**
 * The texts of a server that sends no email now (no SMTP_URL: the confirmation link says `&mail=queued`): the guide
 * waits in the outbox, so the page promises no inbox.
 */
const QUEUED_OUTCOMES: Partial<Record<Outcome, string>> = {
  confirmed:
    'Thank you. Our email service is not sending right now: your bulldog collar sizing guide waits in our outbox and reaches your inbox as soon as sending resumes.',
  'already-confirmed':
    'This email address was confirmed before. Our email service is not sending right now: if the sizing guide has not arrived, it waits in our outbox and reaches your inbox as soon as sending resumes.',
};

const isOutcome = (value: string | null): value is Outcome => value !== null && value in OUTCOMES;

/** /subscribe/confirmed?outcome=...: what the confirmation link did, and the way forward. */
export function SubscriptionConfirmedPage() {
  const [searchParams] = useSearchParams();
  const requested = searchParams.get('outcome');
  const key = isOutcome(requested) ? requested : 'unknown';
  const outcome = OUTCOMES[key];
  const text = (searchParams.get('mail') === 'queued' ? QUEUED_OUTCOMES[key] : undefined) ?? outcome.text;
  return (
    <>
      <PageMeta title={outcome.title} description="The confirmation of your sign-up for the bulldog collar sizing guide." noindex />
      <MessagePage title={outcome.title}>
        <p>{text}</p>
        <p>
          Meanwhile, the <Link to="/sizing-guide">printable sizing guide</Link> is open to everyone.
        </p>
        {outcome.signUpAgain ? (
          <p>
            <Link to="/#sizing-guide-signup">Sign up again on the home page</Link>
          </p>
        ) : null}
      </MessagePage>
    </>
  );
}
