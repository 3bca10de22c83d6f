import { PageMeta, PrimaryButton } from '@bcg/web/shared';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { MessagePage } from './message-page';

const TITLE = 'Unsubscribe';

/**
 * /unsubscribe?token=...: the footer link of every email. Opening it changes nothing (mail scanners open links);
 * the button does it, and the page then says it is done.
 */
export function UnsubscribePage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [state, setState] = useState<{ loading?: boolean; outcome?: 'done' | 'unknown' | 'failed' }>({});
  const { loading, outcome } = state;
  // The button does what a mail provider's one-click button does (RFC 8058): the same POST, the same answer. It
  // keeps this page free of the GraphQL client code, which the home page's first load would otherwise share.
  const unsubscribe = async () => {
    setState({ loading: true });
    try {
      const response = await fetch(`/api/unsubscribe?token=${encodeURIComponent(token)}`, { method: 'POST' });
      setState({ outcome: response.ok ? 'done' : response.status === 404 ? 'unknown' : 'failed' });
    } catch {
      setState({ outcome: 'failed' });
    }
  };
  const unknownLink = !token || outcome === 'unknown';

  let body;
  if (outcome === 'done') {
    body = (
      <div role="status">
        <p>
          <strong>You are unsubscribed.</strong> This address will get no more emails from us.
        </p>
        <p>
          Changed your mind? Sign up again from the <Link to="/">home page</Link> at any time.
        </p>
      </div>
    );
  } else if (unknownLink) {
    body = (
      <p role={outcome === 'unknown' ? 'alert' : undefined}>
        We do not recognise this unsubscribe link. Copy the whole link from the email, or use the unsubscribe option your email app offers;
        you can also write to us from the <Link to="/contact">contact page</Link>.
      </p>
    );
  } else {
    body = (
      <>
        <p>Press the button to stop every email from the Bulldog Collar Guide to your address.</p>
        <PrimaryButton type="button" disabled={loading} onClick={() => void unsubscribe()}>
          {loading ? 'Unsubscribing...' : 'Unsubscribe me'}
        </PrimaryButton>
        {outcome === 'failed' ? (
          <p role="alert">Something went wrong and you are not unsubscribed yet. Please try again in a moment.</p>
        ) : null}
      </>
    );
  }

  return (
    <>
      <PageMeta title={TITLE} description="Stop the emails of the Bulldog Collar Guide." noindex />
      <MessagePage title={TITLE}>{body}</MessagePage>
    </>
  );
}
