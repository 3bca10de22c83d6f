import { FitFinderBlock } from '@bcg/web/catalogue/ui';
import { Container } from '@bcg/web/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { HomeSection } from './home-section';
import { MEASURING_STEPS } from '@bcg/shared/sizing';
import { SizeChart } from './size-chart';

const TwoColumns = styled.div`
  display: grid;
  gap: 24px;
  margin-top: 20px;
  @media (min-width: 900px) {
    grid-template-columns: 1fr 1fr;
    align-items: start;
  }
  ol {
    margin: 0;
    padding-left: 22px;
  }
  li {
    margin-bottom: 10px;
  }
`;

/** #sizing-guide: measuring steps, the size chart and the compact fit finder. */
export function SizingGuideSection({ children }: { children?: ReactNode }) {
  return (
    <HomeSection id="sizing-guide" aria-labelledby="sizing-guide-heading" $tinted>
      <Container>
        <h2 id="sizing-guide-heading">Bulldog Collar Sizing Guide</h2>
        <p>Five minutes and a soft tape measure are all it takes. Bulldog necks are short and thick, so measure; never guess by weight.</p>
        <TwoColumns>
          <div>
            <h3>How to measure</h3>
            <ol>
              {MEASURING_STEPS.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
            <Link to="/blog/how-to-measure-your-bulldog-for-a-collar">Read the full measuring guide →</Link>
          </div>
          <div>
            <h3>Size chart by age</h3>
            <SizeChart caption="Bulldog collar size chart by age, weight and neck measurement" />
            <p>
              The general rows are drawn for a full-size bulldog; French bulldogs are smaller and many American bulldogs bigger, so each
              breed’s adult row gives its own figures, the same as our <Link to="/breed-guides">breed guides</Link>.
            </p>
          </div>
        </TwoColumns>
        {/* A plain GET form: it works in the island's server HTML without any of its code in the browser. */}
        <FitFinderBlock />
        {children}
      </Container>
    </HomeSection>
  );
}

const Points = styled.div`
  display: grid;
  gap: 16px;
  margin-top: 20px;
  @media (min-width: 768px) {
    grid-template-columns: repeat(2, 1fr);
  }
  article {
    padding: 18px;
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surface};
    border: 1px solid ${({ theme }) => theme.color.border};
  }
  h3 {
    margin: 0 0 6px;
    font-size: 1.1rem;
  }
  p {
    margin: 0;
  }
`;

const BUYING_POINTS = [
  {
    title: 'Width first',
    text: 'At least 1.25 inches for any adult bulldog, 1.5 to 2 inches for English and American bulldogs. Wider collars spread pressure away from a short, narrow airway.',
  },
  {
    title: 'Smooth, rounded edges',
    text: 'Bulldog necks fold. Rolled or burnished edges ride over the folds; sharp webbing edges rub a line of broken hair and sore skin.',
  },
  {
    title: 'Hardware that holds',
    text: 'A welded D-ring and a metal buckle, or a quick-release clip rated for your dog’s weight. Plastic D-rings cracked in our tests.',
  },
  {
    title: 'A material for your life',
    text: 'Leather for dry, indoor dogs; padded neoprene for sensitive skin; biothane or coated webbing for water, mud and drool.',
  },
  {
    title: 'Escape-proof if needed',
    text: 'If the neck is within about 2 inches of the head, consider a limited-slip martingale, and never leave it on an unsupervised dog.',
  },
  {
    title: 'A harness for walks',
    text: 'Keep the collar for ID tags. Clip the leash to a harness if your bulldog pulls, wheezes or overheats on walks.',
  },
];

/** #buying-guide: what to look for in a bulldog collar. */
export function BuyingGuideSection() {
  return (
    <HomeSection id="buying-guide" aria-labelledby="buying-guide-heading">
      <Container>
        <h2 id="buying-guide-heading">Bulldog Collar Buying Guide</h2>
        <p>Six things we check on every collar during our 30-day wear tests, in order of how much they matter to a bulldog.</p>
        <Points>
          {BUYING_POINTS.map((point) => (
            <article key={point.title}>
              <h3>{point.title}</h3>
              <p>{point.text}</p>
            </article>
          ))}
        </Points>
      </Container>
    </HomeSection>
  );
}
