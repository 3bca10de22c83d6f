import { formatLongDate } from '@bcg/web/shared';
import { Link } from 'react-router';
import { TileGrid, Lead, ProsePage } from './prose-page';

const COOKIE_TYPES = [
  { name: 'Essential', status: 'Required', purpose: 'Keep the site secure and remember your cookie choices.', duration: 'Session' },
  { name: 'Analytics', status: 'Optional', purpose: 'Count visits and see which guides help readers, in aggregate.', duration: '2 years' },
  {
    name: 'Functional',
    status: 'Optional',
    purpose: 'Remember preferences and forms you started.',
    duration: '1-12 months (preferences: 1 year)',
  },
  {
    name: 'Advertising/Tracking',
    status: 'Optional',
    purpose: 'Set by retailers when you follow an affiliate link, to attribute a purchase.',
    duration: 'Set by the retailer',
  },
] as const;

/** /cookie-policy: the four cookie types, third parties, browser controls, retention; 'last updated' is today. */
export function CookiePolicyPage({ today = new Date() }: { today?: Date }) {
  return (
    <ProsePage
      title="Cookie Policy"
      crumb="Cookie Policy"
      path="/cookie-policy"
      description="The cookies Bulldog Collar Guide uses, which are optional, how third-party cookies work, and how to control or delete cookies in your browser."
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

      <h2>Third-party cookies</h2>
      <p>
        Our analytics provider and the retailer behind our affiliate links set their own cookies under their own policies. Retailer cookies
        are only set once you follow a retailer link.
      </p>

      <h2>Controlling cookies</h2>
      <ul>
        <li>Every major browser lets you view, block and delete cookies in its privacy settings.</li>
        <li>Blocking essential cookies may stop parts of the site from working.</li>
        <li>You can opt out of analytics by declining optional cookies or enabling your browser’s tracking protection.</li>
      </ul>

      <h2>How long cookies last</h2>
      <p>
        Session cookies end when you close the browser. Others last as listed above: analytics 2 years, preferences 1 year, functional 1 to
        12 months.
      </p>

      <h2>Questions</h2>
      <p>
        Ask us anything about cookies through our <Link to="/contact">contact page</Link>.
      </p>
    </ProsePage>
  );
}
