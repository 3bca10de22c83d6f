import { POLICY_DATES } from '@bcg/shared/pages';
import { formatLongDate } from '@bcg/web/shared';
import { Link } from 'react-router';
import { Callout, CONTACT_EMAIL, Lead, ProsePage } from './prose-page';

/**
 * /privacy: each part says exactly what the code stores and sends: no cookies, no third-party content, and the site's own cookieless visit counts as
 * libs/server/analytics keeps them. A change to what the site collects changes this page
 * and POLICY_DATES.privacy with it; apps/api/src/app/privacy-claims.suite.ts checks its claims against the server.
 */
export function PrivacyPage() {
  return (
    <ProsePage
      title="Privacy Policy"
      crumb="Privacy Policy"
      path="/privacy"
      dateModified={POLICY_DATES.privacy}
      description="Exactly what Bulldog Collar Guide stores and sends: sign-ups with their consent record, the newsletter, price alerts, contact messages, the emails we send, server logs, cookieless visit counts. No cookies, no tracking pixels, deletion on request."
      keywords={['privacy policy', 'bulldog collar guide privacy']}
    >
      <h1>Privacy Policy</h1>
      <Lead>
        Last updated: <time dateTime={POLICY_DATES.privacy}>{formatLongDate(POLICY_DATES.privacy)}</time>
      </Lead>
      <Callout>
        <p>
          <strong>Quick summary</strong>
        </p>
        <ul>
          <li>
            We keep the minimum: your email address (and your bulldog&apos;s breed, if you choose one) if you ask for the sizing guide or
            our newsletter, your address and the collar if you ask for a price alert, and what you write if you contact us.
          </li>
          <li>We never sell your data, and we share it with no one except the mail provider that delivers our emails.</li>
          <li>
            This site sets no cookies and runs no advertising trackers, and our emails carry no tracking pixel. It counts visits, fit finder
            answers and clicks on links to Amazon and in our newsletter itself, without cookies and without anything that identifies you.
          </li>
          <li>We delete your data on request: your sign-up, your price alerts, the emails we sent you and your messages.</li>
        </ul>
      </Callout>

      <h2>Data we collect</h2>
      <ul>
        <li>
          <strong>Your email address, when you ask for the sizing guide</strong>, and the breed of your bulldog if you choose one (the
          guide&apos;s size chart is then drawn for it), with a consent record: when you signed up, on which page, the exact wording you
          agreed to, when you confirmed (we send a confirmation email first, and nothing else until you click its link) and, if you leave,
          when you unsubscribed. Its status is pending, confirmed or unsubscribed, and whether you receive the newsletter (on when you
          confirm; you can turn it off on your email preferences page and keep the rest).
        </li>
        <li>
          <strong>Price alerts</strong>: when you ask to be told that a collar got cheaper, your email address, the collar, the price mark
          (the one you typed, or one cent under the price when you asked; a new mark asked for waits beside the old one until it is
          confirmed), when you asked and confirmed (a confirmation email comes first, for every alert and every change of its mark), and
          when the alert last fired. Nothing else.
        </li>
        <li>
          <strong>Addresses we must not write to</strong>: when a mail server refuses an email to an address for good (for example, the
          mailbox does not exist), or its owner marks our email as spam and our mail provider tells us, we keep that address, why, the mail
          server&apos;s or provider&apos;s reply, and when, so that no further email of any kind is sent to it.
        </li>
        <li>
          <strong>Contact messages</strong>: the name, email address, subject and message you send with the{' '}
          <Link to="/contact">contact form</Link>, and when. Not your IP address or browser.
        </li>
        <li>
          <strong>Product suggestions</strong>: the collar, your email address and, if you give it, your name.
        </li>
        <li>
          <strong>Server logs</strong>: for each request, the time, the address requested, the result, the time it took and your{' '}
          <strong>IP address</strong>. We do not log your browser, your device or the page that linked you here, and we do not work out your
          location.
        </li>
        <li>
          <strong>Abuse counters</strong>: to limit sign-ups, price alerts, requests for a fresh preferences link, messages and failed
          logins, we count requests per IP address over a short window (an hour for sign-ups, alerts, links and messages), and the
          confirmation and preferences links we email to each email address, keyed by a code computed from the address instead of the
          address; each count is deleted soon after its window has passed. Visit counts are limited per minute in the same way, keyed by the
          day’s hash described below instead of the address.
        </li>
        <li>
          <strong>Visit counts</strong>, kept by this site itself, with no cookie and nothing stored in your browser. For each page you
          open: its path (without the query), the site that linked you here (only its name, such as a search engine’s or a forum’s, never
          the page), the utm_source, utm_medium and utm_campaign of the link you followed, and whether your device is a phone, a tablet or a
          computer (read from your browser’s user agent, which is not kept). For each click on a link to Amazon: the product, the page and
          where on the page the link was. For each fit finder answer you keep on screen for a second (with JavaScript on; once per answer):
          your dog’s breed, age band and whether you measured its neck, never the measurements or the weight you typed. No country or
          location is recorded.
        </li>
        <li>
          <strong>Newsletter clicks</strong>: the links in a newsletter email lead through this site (an address starting with /r/) and
          straight on to the page they name. We add one to that link’s count for the day the first time you follow it that day; to know it
          is the first time, we keep the day’s visitor code (described below) with the link until the day ends. Nothing else: not who
          clicked, not your IP address, no cookie, and nothing at all if your browser sends Do Not Track or Global Privacy Control. Links in
          the same issue on the web page are direct. Our emails hold no tracking pixel and we do not record whether you opened them.
        </li>
        <li>
          <strong>How unique visitors are counted</strong>: each visit is stored with a code computed from your IP address and browser user
          agent mixed with a random secret of the current day (UTC). The secret is deleted when its day ends, so the code cannot be traced
          back to you, nor linked to your visits on other days. Your IP address itself is never stored for these counts.
        </li>
        <li>
          <strong>Not counted</strong>: nothing at all if your browser sends Do Not Track or Global Privacy Control, and nothing from
          search-engine crawlers, other bots and automated browsers.
        </li>
      </ul>
      <p>
        We run no surveys: we do not record how long you stay, where you scroll or what you type (of a fit finder answer, only the breed,
        age band and measured or not, as above), and nothing links your visits across days.
      </p>

      <h2>How we use it</h2>
      <ul>
        <li>
          <strong>Emails we send</strong>, and only these: the confirmation of your sign-up, then the sizing guide you asked for, the
          newsletter issues while you receive it (the same issue to every subscriber; each issue is also published at /newsletter), the
          confirmation of a price alert and one email each time its collar drops to your mark (then the alert rests for 7 days), and a
          notice of each contact message to our own inbox so we can reply. Every email to you has a one-click unsubscribe link and a link to
          your email preferences page (newsletter on or off, your price alerts, everything off). Each email is kept in our outbox as the
          record of what was sent, to whom and when.
        </li>
        <li>To answer your messages, by email from our own mail program.</li>
        <li>To consider the collars you suggest for our tests.</li>
        <li>To keep the site secure and stop abuse (logs and counters).</li>
        <li>
          To learn which guides and collars readers find useful (visit counts): only as totals per day, page, referring site, campaign,
          product, link position and fit finder answer (breed, age band, measured or not), and clicks per newsletter link and day, read by
          the administrator in the dashboard.
        </li>
      </ul>

      <h2>Cookies</h2>
      <p>This site sets no cookies. The only thing it keeps in a browser is the administrator’s login:</p>
      <table>
        <caption className="visually-hidden">Cookies and browser storage</caption>
        <thead>
          <tr>
            <th scope="col">What</th>
            <th scope="col">Purpose</th>
            <th scope="col">Duration</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>Cookies from this site</td>
            <td>None are set, for anyone</td>
            <td>-</td>
          </tr>
          <tr>
            <td>Admin login (browser storage, not a cookie)</td>
            <td>Keeps the site’s administrator logged in to the dashboard; visitors never get it</td>
            <td>Until logout; the session ends after 30 minutes idle or 12 hours</td>
          </tr>
          <tr>
            <td>Amazon’s cookies</td>
            <td>Set by Amazon on its own site, after you follow a link there, to credit a purchase to us</td>
            <td>Set by Amazon</td>
          </tr>
        </tbody>
      </table>
      <p>
        More in our <Link to="/cookie-policy">Cookie Policy</Link>.
      </p>

      <h2>Third parties</h2>
      <ul>
        <li>
          <strong>Our mail provider</strong> receives the address and the content of each email we send, only to deliver it, and tells us
          when an address refuses our email for good or its owner marks it as spam.
        </li>
        <li>
          <strong>An affiliate program</strong> (Amazon Associates): our retailer links carry our associate tag. When you follow one, you
          are on Amazon’s site, which may set its own cookies to credit a purchase to us; Amazon’s privacy notice applies there. Amazon
          reports to us which products were bought, never who bought them.
        </li>
      </ul>
      <p>
        Everything on these pages (text, images, fonts, scripts) comes from this site itself: reading it, your browser contacts no other
        service. The visit counts go to this site only. There is no third-party tracking, no advertising network and no social media
        plug-ins.
      </p>

      <h2>How long we keep it</h2>
      <ul>
        <li>Sign-ups, their consent record and the emails sent to them: until you unsubscribe and ask us to delete them.</li>
        <li>
          Price alerts: until you remove them (or turn price alerts off) on your preferences page, or the collar is deleted from our
          catalogue (while it is withdrawn from the site, its alerts pause).
        </li>
        <li>
          Addresses we must not write to: until the administrator releases the address (when it works again), also after an erasure, so that
          we never write to it again. Newsletter click counts: as long as the issue is kept; they hold no personal data (the day’s visitor
          codes behind them go when the day ends).
        </li>
        <li>Contact messages: as long as we need them to answer you and follow up; deleted on request.</li>
        <li>Abuse counters: until their window closes.</li>
        <li>
          Visit counts: each page view, fit finder answer and click is kept for 30 days, then deleted; only the daily totals remain. The
          day’s secret behind the visitor code is deleted when its day ends (midnight UTC).
        </li>
        <li>
          Server logs: written to our hosting system’s log, not to the site’s database, and kept only as long as that log is set to keep
          them.
        </li>
        <li>
          Backups: copies of the database, made to recover from a failure, hold the same data as of the moment they were made; after an
          erasure your address remains only in copies made before it, until those copies are deleted.
        </li>
      </ul>

      <h2>Your rights</h2>
      <ul>
        <li>
          <strong>Copy</strong>: ask for a copy of the data we hold about you.
        </li>
        <li>
          <strong>Deletion</strong>: ask us to delete it. We erase your address completely: the sign-up with its consent record, your price
          alerts, every email we sent to it and every message you sent us from it. If your address refused our email or marked it as spam,
          we keep only that fact, so that we never write to it again.
        </li>
        <li>
          <strong>Unsubscribe</strong> from our emails at any time with the link in every email, in one click, or choose on your email
          preferences page (linked from every email, no login): the newsletter on or off, remove a price alert, or everything off.
        </li>
        <li>
          <strong>Opting out of visit counts</strong>: turn on Do Not Track or Global Privacy Control in your browser, and this site counts
          nothing of your visits. As the counts hold nothing that identifies you, we cannot find or delete one reader’s visits in them.
        </li>
      </ul>

      <h2>Security</h2>
      <p>
        Traffic to the site uses encrypted transport (HTTPS). The data is kept in the site’s own database in secure storage; only the
        administrator can read it, after logging in with a password stored as a one-way hash.
      </p>

      <h2>Children</h2>
      <p>This site is not directed at children under 13, and we do not knowingly collect their data.</p>

      <h2>Changes to this policy</h2>
      <p>We will post any change on this page and update the date above.</p>

      <h2>Contact</h2>
      <p>
        Privacy questions or requests: <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a> or our{' '}
        <Link to="/contact">contact page</Link>.
      </p>
    </ProsePage>
  );
}
