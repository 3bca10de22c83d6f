import { SCORING_CRITERIA } from '@bcg/shared/reviews';
import { graphql, operation, usePageQuery, type RouteData } from '@bcg/web/graphql';
import { Link } from 'react-router';
import { TileGrid, Lead, ProsePage } from './prose-page';

// How many collars the collars page ranks: counted from the catalogue at every render, never typed.
const AboutPageQuery = graphql(`
  query AboutPage {
    productsConnection(first: 1) {
      totalCount
    }
  }
`);

/** The ranked-collars figure: the catalogue's count, or what the page is doing about it. */
function CollarCount() {
  const { data, loading, error, refetch } = usePageQuery(AboutPageQuery);
  const count = data?.productsConnection.totalCount;
  if (error) {
    return (
      <div>
        <h3>—</h3>
        <p>
          We couldn’t count our collars just now.{' '}
          <button type="button" onClick={() => void refetch()}>
            Try again
          </button>
        </p>
      </div>
    );
  }
  if (loading || count === undefined) {
    return (
      <div aria-busy="true">
        <h3>…</h3>
        <p role="status">Counting the collars on our collars page</p>
      </div>
    );
  }
  return (
    <div data-testid="about-collar-count">
      <h3>{count}</h3>
      <p>
        {count === 1 ? 'collar' : 'collars'} worn for 30+ days and ranked on our <Link to="/collars">collars page</Link>
      </p>
    </div>
  );
}

const STATS = [
  { value: '30+', label: 'days of daily wear for every collar we rank' },
  { value: '3', label: 'bulldog breeds on our test team: English, French and American' },
  { value: String(SCORING_CRITERIA.length), label: 'weighted criteria behind every score' },
];

/** /about: mission, values, testing phases, statistics and contact links. */
export function AboutPage() {
  return (
    <ProsePage
      title="About Bulldog Collar Guide"
      crumb="About"
      path="/about"
      description="Who we are, why we test collars on real English, French and American bulldogs for 30+ days, and the values behind every review."
      keywords={['about bulldog collar guide', 'bulldog collar reviews', 'dog collar testing']}
    >
      <h1>About Bulldog Collar Guide</h1>
      <Lead>
        We are a small team of bulldog owners, a certified dog trainer and a veterinary technician who got tired of collars that slipped
        off, chafed skin folds or pressed on short airways. So we started testing them properly.
      </Lead>

      <h2>Our mission</h2>
      <p>
        Help every bulldog owner choose a collar that fits a short, thick neck, stays on, protects the skin and never makes breathing
        harder. Bulldogs are built differently from the dogs most collars are designed around, and they deserve advice written for them.
      </p>

      <h2>Our values</h2>
      <TileGrid>
        <div>
          <h3>Dogs first</h3>
          <p>Safety and comfort outweigh looks and price. If a collar hurts a dog, it does not get recommended.</p>
        </div>
        <div>
          <h3>Independence</h3>
          <p>Brands cannot pay for a place or a score. We buy most collars ourselves at retail price.</p>
        </div>
        <div>
          <h3>Honesty</h3>
          <p>We disclose how we earn, say what we did not like, and update reviews when products change.</p>
        </div>
        <div>
          <h3>Expertise</h3>
          <p>Sizing and health advice is checked by our veterinary technician and follows published breed guidance.</p>
        </div>
      </TileGrid>

      <h2>How a collar earns a place</h2>
      <ol>
        <li>
          <strong>Research.</strong> We shortlist collars from owner communities, breed clubs and retailer best-sellers, and read hundreds
          of owner reviews for recurring faults.
        </li>
        <li>
          <strong>Fitting.</strong> Each collar is sized by our measuring method (the size whose neck range holds the dog's neck with room
          at each end, then the two-finger check) on an English, French or American bulldog it suits.
        </li>
        <li>
          <strong>30-day wear test.</strong> The dog wears it daily for at least 30 days: walks, play, baths, heat and rain. We check the
          skin under the collar every week and log wear on stitching and hardware.
        </li>
        <li>
          <strong>Scoring.</strong> Safety and durability 25%, comfort and fit 25%, customer satisfaction 20%, value 15%, features 15%. The
          full method is on our <Link to="/methodology">How We Test</Link> page.
        </li>
      </ol>

      <h2>By the numbers</h2>
      <TileGrid>
        <CollarCount />
        {STATS.map((stat) => (
          <div key={stat.label}>
            <h3>{stat.value}</h3>
            <p>{stat.label}</p>
          </div>
        ))}
      </TileGrid>

      <h2>Get in touch</h2>
      <p>
        Questions about sizing, a collar you would like us to test, or a correction? <Link to="/contact">Contact us</Link>. You can also
        read how we earn money in our <Link to="/disclosure">affiliate disclosure</Link>.
      </p>
    </ProsePage>
  );
}

/** The data of /about: the count of ranked collars. */
export const aboutPageData: RouteData = () => [operation(AboutPageQuery)];
