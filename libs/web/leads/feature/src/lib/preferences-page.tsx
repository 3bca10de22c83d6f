import { formatPriceAmount } from '@bcg/shared/validation/price-mark';
import { PageMeta, PrimaryButton } from '@bcg/web/shared';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { MessagePage } from './message-page';
import { AlertList, RemoveButton, SwitchLabel } from './preferences-styles';

const TITLE = 'Email preferences';

interface Alert {
  id: number;
  productName: string;
  productSlug: string;
  belowCents: number;
  currency: string;
  /** 'pending' until the address confirms it; 'paused' while its collar is not on the site (it neither fires nor counts). */
  status: string;
}
interface Preferences {
  email: string;
  subscribed: boolean;
  newsletter: boolean;
  priceAlerts: Alert[];
}
type Load =
  { state: 'loading' } | { state: 'ready'; preferences: Preferences } | { state: 'invalid' | 'expired' | 'failed'; message?: string };

/** The server's words of a refused call (`error` of a REST answer), or a sentence of our own when it sent none. */
async function messageOf(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { error?: string; message?: string } | null;
  return body?.error ?? body?.message ?? 'Something went wrong. Please try again in a moment.';
}

/**
 * /preferences?token=...: the footer link of every email, without a login. Opening it changes nothing (mail scanners
 * open links); each button does one thing and the page shows the preferences as they then stand.
 */
export function PreferencesPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const query = `token=${encodeURIComponent(token)}`;
  const [load, setLoad] = useState<Load>(token ? { state: 'loading' } : { state: 'invalid' });
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ text: string; error?: boolean } | null>(null);

  useEffect(() => {
    if (!token) return;
    let live = true;
    fetch(`/api/preferences?${query}`)
      .then(async (response) => {
        if (!live) return;
        if (response.ok) setLoad({ state: 'ready', preferences: (await response.json()) as Preferences });
        else if (response.status === 404) setLoad({ state: 'invalid' });
        else if (response.status === 400) setLoad({ state: 'expired', message: await messageOf(response) });
        else setLoad({ state: 'failed' });
      })
      .catch(() => live && setLoad({ state: 'failed' }));
    return () => {
      live = false;
    };
  }, [token, query]);

  const call = async (method: string, url: string, done: string, body?: unknown) => {
    setBusy(true);
    setNotice(null);
    try {
      const response = await fetch(url, {
        method,
        headers: body === undefined ? undefined : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok) return setNotice({ text: await messageOf(response), error: true });
      setLoad({ state: 'ready', preferences: (await response.json()) as Preferences });
      setNotice({ text: done });
    } catch {
      setNotice({ text: 'Something went wrong and nothing changed. Please try again in a moment.', error: true });
    } finally {
      setBusy(false);
    }
  };
  const freshLink = async () => {
    setBusy(true);
    try {
      const response = await fetch(`/api/preferences/fresh-link?${query}`, { method: 'POST' });
      setNotice(
        response.ok ? { text: ((await response.json()) as { message: string }).message } : { text: await messageOf(response), error: true },
      );
    } catch {
      setNotice({ text: 'Something went wrong and no link was sent. Please try again in a moment.', error: true });
    } finally {
      setBusy(false);
    }
  };

  let body;
  if (load.state === 'loading') body = <p role="status">Loading your preferences...</p>;
  else if (load.state === 'failed') body = <p role="alert">Your preferences could not be loaded. Please reload the page in a moment.</p>;
  else if (load.state === 'invalid')
    body = (
      <p role="alert">
        We do not recognise this preferences link. Copy the whole link from the email, or use the link in a newer email from us; you can
        also write to us from the <Link to="/contact">contact page</Link>.
      </p>
    );
  else if (load.state === 'expired')
    body = (
      <>
        <p role="alert">{load.message}</p>
        <PrimaryButton type="button" disabled={busy} onClick={() => void freshLink()}>
          Email me a fresh link
        </PrimaryButton>
      </>
    );
  else if (load.state === 'ready') {
    const { preferences } = load;
    const patch = (change: Record<string, boolean>, done: string) => void call('PATCH', `/api/preferences?${query}`, done, change);
    body = (
      <>
        <p>
          Preferences for <strong>{preferences.email}</strong>.
        </p>
        <h2>Newsletter</h2>
        {preferences.subscribed ? (
          <SwitchLabel>
            <input
              type="checkbox"
              checked={preferences.newsletter}
              disabled={busy}
              onChange={(event) =>
                patch(
                  { newsletter: event.target.checked },
                  event.target.checked ? 'The newsletter is on.' : 'The newsletter is off: you will get no more issues.',
                )
              }
            />
            Send me the newsletter issues
          </SwitchLabel>
        ) : (
          <p>
            This address is not subscribed to the newsletter. Sign up on the <Link to="/">home page</Link> to get the issues.
          </p>
        )}
        <h2>Price alerts</h2>
        {preferences.priceAlerts.length === 0 ? (
          <p>This address has no price alerts.</p>
        ) : (
          <AlertList>
            {preferences.priceAlerts.map((alert) => (
              <li key={alert.id}>
                <span>
                  {alert.status === 'paused' ? alert.productName : <Link to={`/collars/${alert.productSlug}`}>{alert.productName}</Link>}:
                  at {formatPriceAmount(alert.belowCents, alert.currency)} or under
                  {alert.status === 'pending' ? ' (not confirmed yet)' : ''}
                  {alert.status === 'paused' ? ' (paused: this collar is not on the site at the moment)' : ''}
                </span>
                <RemoveButton
                  type="button"
                  disabled={busy}
                  aria-label={`Remove the alert for ${alert.productName}`}
                  onClick={() =>
                    void call(
                      'DELETE',
                      `/api/preferences/price-alerts/${alert.id}?${query}`,
                      `The alert for ${alert.productName} is removed.`,
                    )
                  }
                >
                  Remove
                </RemoveButton>
              </li>
            ))}
          </AlertList>
        )}
        <h2>Everything</h2>
        <p>Stops the newsletter and the sizing-guide emails, and ends every price alert of this address.</p>
        <PrimaryButton
          type="button"
          disabled={busy}
          onClick={() =>
            patch({ everything: false }, 'You are unsubscribed from everything: this address will get no more emails from us.')
          }
        >
          Unsubscribe from everything
        </PrimaryButton>
      </>
    );
  }

  return (
    <>
      <PageMeta title={TITLE} description="Choose the emails the Bulldog Collar Guide sends you." noindex />
      <MessagePage title={TITLE}>
        {body}
        {notice ? <p role={notice.error ? 'alert' : 'status'}>{notice.text}</p> : null}
      </MessagePage>
    </>
  );
}
