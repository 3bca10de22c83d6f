import { POLICY_DATES } from '@bcg/shared/pages';
import { formatLongDate } from '@bcg/web/shared';
import { Link } from 'react-router';
import { Callout, CONTACT_EMAIL, Lead, ProsePage } from './prose-page';

/** /privacy: last updated January 15, 2025, with every part spec section 2 lists. */
export function PrivacyPage() {
  return (
    <ProsePage
      title="Privacy Policy"
      crumb="Privacy Policy"
      path="/privacy"
      dateModified={POLICY_DATES.privacy}
      description="What Bulldog Collar Guide collects (very little), why, the cookies we use, the third parties involved, and your rights to a copy or deletion."
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
          <li>We collect the minimum: mainly an e-mail address if you ask for our sizing guide or newsletter.</li>
          <li>We never sell your data.</li>
          <li>We use cookies for the site to work and, with your choice, for analytics.</li>
          <li>We delete your data on request.</li>
        </ul>
      </Callout>

      <h2>Data we collect</h2>
      <ul>
        <li>
          <strong>Email address</strong>, when you subscribe to the newsletter or request the free sizing guide.
        </li>
        <li>
          <strong>Contact emails</strong>: what you write to us and your address, so we can reply.
        </li>
        <li>
          <strong>Survey responses</strong>, if you choose to answer an occasional reader survey.
        </li>
        <li>
          <strong>Automatic usage data</strong>: pages visited, time on page and links clicked.
        </li>
        <li>
          <strong>Device information</strong>: browser, operating system and screen size.
        </li>
        <li>
          <strong>IP address</strong>, used for security and to estimate your <strong>city/state location</strong>.
        </li>
        <li>
          <strong>Referrer</strong>: the page that linked you to us.
        </li>
      </ul>

      <h2>How we use it</h2>
      <ul>
        <li>To send the sizing guide and newsletters you asked for (every e-mail has an unsubscribe link).</li>
        <li>To answer your messages.</li>
        <li>To understand which guides help readers, and improve them.</li>
        <li>To keep the site secure and prevent abuse.</li>
      </ul>

      <h2>Cookies</h2>
      <table>
        <caption className="visually-hidden">Cookies we use</caption>
        <thead>
          <tr>
            <th scope="col">Type</th>
            <th scope="col">Purpose</th>
            <th scope="col">Duration</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>Essential</td>
            <td>Security and remembering your cookie choices</td>
            <td>Session</td>
          </tr>
          <tr>
            <td>Analytics</td>
            <td>Counting visits and popular pages</td>
            <td>2 years</td>
          </tr>
          <tr>
            <td>Preferences</td>
            <td>Remembering settings you choose</td>
            <td>1 year</td>
          </tr>
          <tr>
            <td>Functional</td>
            <td>Features such as remembering a form you started</td>
            <td>1-12 months</td>
          </tr>
        </tbody>
      </table>
      <p>
        Details and opt-out steps are in our <Link to="/cookie-policy">Cookie Policy</Link>.
      </p>

      <h2>Third parties</h2>
      <ul>
        <li>
          <strong>An analytics service</strong> processes usage data on our behalf to produce aggregate statistics.
        </li>
        <li>
          <strong>An affiliate program</strong> (Amazon Associates): when you follow a retailer link, the retailer sets its own cookies to
          attribute a purchase. Its privacy policy applies on its site.
        </li>
      </ul>

      <h2>Your rights</h2>
      <ul>
        <li>
          <strong>Copy</strong>: ask for a copy of the data we hold about you.
        </li>
        <li>
          <strong>Deletion</strong>: ask us to delete it.
        </li>
        <li>
          <strong>Unsubscribe</strong> from e-mails at any time with the link in every message.
        </li>
        <li>
          <strong>Analytics opt-out</strong>: decline analytics cookies, or use your browser’s tracking protection.
        </li>
      </ul>

      <h2>Security</h2>
      <p>
        All traffic uses encrypted transport (HTTPS). Data is kept in secure storage with access limited to the few people who need it to
        run the site.
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
