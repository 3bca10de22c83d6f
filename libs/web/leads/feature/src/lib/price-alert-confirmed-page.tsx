import { MAX_PRICE_ALERTS } from '@bcg/shared/validation/price-mark';
import { PageMeta } from '@bcg/web/shared';
import { Link, useSearchParams } from 'react-router';
import { MessagePage } from './message-page';

type Outcome = 'confirmed' | 'already-confirmed' | 'too-many' | 'expired' | 'unknown';

/** What each outcome of a price alert's confirmation link (GET /price-alerts/confirm) tells the reader. */
const OUTCOMES: Record<Outcome, { title: string; text: string }> = {
  confirmed: {
    title: 'Your price alert is on',
    text: 'Thank you. We now watch the Amazon price of this collar and email you once when it drops to your price or under. After an alert we wait 7 days before the next one.',
  },
  'already-confirmed': {
    title: 'Already confirmed',
    text: 'This price alert was confirmed before: we are watching the price for you. Nothing more to do.',
  },
  'too-many': {
    title: `This address has ${MAX_PRICE_ALERTS} price alerts already`,
    text:
      'That is the most one address can have, so this alert is not on yet. Remove one on your email preferences page (linked at the ' +
      'foot of every email from us), then open this link again: it works for 7 days from when we sent it.',
  },
  expired: {
    title: 'This link has expired',
    text: 'Confirmation links work for 7 days. Set the alert again on the collar’s review page and we will send you a new link.',
  },
  unknown: {
    title: 'We do not recognise this link',
    text:
      'The link may be incomplete (copy the whole link from the email), a newer email replaced it, or the alert was removed. ' +
      'Set the alert again on the collar’s review page for a new link.',
  },
};

const isOutcome = (value: string | null): value is Outcome => value !== null && value in OUTCOMES;

/** /price-alerts/confirmed?outcome=...: what the confirmation link of a price alert did. */
export function PriceAlertConfirmedPage() {
  const [searchParams] = useSearchParams();
  const requested = searchParams.get('outcome');
  const outcome = OUTCOMES[isOutcome(requested) ? requested : 'unknown'];
  return (
    <>
      <PageMeta title={outcome.title} description="The confirmation of your price alert on the Bulldog Collar Guide." noindex />
      <MessagePage title={outcome.title}>
        <p>{outcome.text}</p>
        <p>
          <Link to="/collars">Browse the collar reviews</Link>
        </p>
      </MessagePage>
    </>
  );
}
