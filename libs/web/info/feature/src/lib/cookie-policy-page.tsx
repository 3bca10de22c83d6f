import { formatLongDate } from '@bcg/web/shared';
import { Link } from 'react-router';
import { TileGrid, Lead, ProsePage } from './prose-page';

/**
 * The four usual types of cookie, each saying truthfully what this site sets of it: nothing. The site works without
 * cookies, counts visits itself without them (libs/server/analytics) and loads nothing from other sites (its
 * Content-Security-Policy allows only itself).
 */
const COOKIE_TYPES = [
  {
    name: 'Essential',
    status: 'Required',
    purpose: 'Cookies a site cannot work without. This site needs none: it sets no cookie, even for its forms.',
    duration: 'None set',
  },
  {
    name: 'Analytics',
    status: 'Optional',
    purpose:
      'Cookies that count visits and pages read. We count visits ourselves without any cookie or browser storage (see the Privacy Policy): page views, fit finder answers and clicks to Amazon. So there are none.',
    duration: 'None set',
  },
  {
    name: 'Functional',
    status: 'Optional',
    purpose: 'Cookies that remember preferences or a form you started. We set none.',
    duration: 'None set',
  },
  {
    name: 'Advertising/Tracking',
    status: 'Optional',
    purpose: 'None on this site. When you follow a link to Amazon, Amazon may set its own cookies on its site to credit a purchase to us.',
    duration: 'Set by Amazon, on amazon.com',
  },
] as const;

/** /cookie-policy: the four cookie types (none set here), third parties, browser controls, retention; 'last updated' is today. */
export function CookiePolicyPage({ today = new Date() }: { today?: Date }) {
  return (
    <ProsePage
      title="Cookie Policy"
      crumb="Cookie Policy"
      path="/cookie-policy"
      description="Bulldog Collar Guide sets no cookies, not even to count visits. What the four types of cookies are, what Amazon sets on its own site, and how to control cookies in your browser."
      keywords={['cookie policy', 'cookies', 'opt out of cookies']}
    >
      <h1>Cookie Policy</h1>
      <Lead>Last updated: {formatLongDate(today)}</Lead>

      <h2>What cookies are</h2>
      <p>
        Cookies are small text files a website stores in your browser. They let a site remember things between pages or visits, such as your
        choices, or count how many people read a guide.
      </p>

      <h2>The cookies we use</h2>
      <p>
        <strong>None.</strong> This site sets no cookies of any type, and every page, image and script comes from the site itself, so no
        other service can set one while you read it. Here is what each type would be:
      </p>
      <TileGrid>
        {COOKIE_TYPES.map((type) => (
          <div key={type.name} data-testid="cookie-type">
            <h3>{type.name}</h3>
            <p>
              <strong>{type.status}</strong>
            </p>
            <p>{type.purpose}</p>
            <p>Kept for: {type.duration}</p>
          </div>
        ))}
      </TileGrid>
      <p>The administrator’s dashboard keeps its login in the administrator’s own browser storage (not a cookie); visitors never get it.</p>

      <h2>Third-party cookies</h2>
      <p>
        Only after you follow one of our links to Amazon: you are then on Amazon’s site, which may set its own cookies under its own cookie
        notice, for example to credit a purchase to us as an Amazon Associate. We cannot read them.
      </p>

      <h2>Controlling cookies</h2>
      <ul>
        <li>Every major browser lets you view, block and delete cookies in its privacy settings, including Amazon’s.</li>
        <li>Blocking all cookies changes nothing on this site: it sets none.</li>
        <li>
          Our visit counts use no cookie and store nothing in your browser. To be left out of them, turn on Do Not Track or Global Privacy
          Control in your browser.
        </li>
      </ul>

      <h2>How long cookies last</h2>
      <p>
        Session cookies end when you close the browser; others carry an expiry date. This site sets neither kind; Amazon decides how long
        its own cookies last.
      </p>

      <h2>Questions</h2>
      <p>
        Ask us anything about cookies through our <Link to="/contact">contact page</Link>.
      </p>
    </ProsePage>
  );
}
