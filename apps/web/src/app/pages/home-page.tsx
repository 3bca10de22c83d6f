import { MobileBuyBar, TopPicks } from '@bcg/web/catalogue/feature';
import { FaqSection } from '@bcg/web/content/feature';
import { SizingGuideSignup } from '@bcg/web/leads/feature';
import { Breadcrumb, breadcrumbSchema, Container, PageMeta, RegionErrorBoundary, staticIsland, websiteSchema } from '@bcg/web/shared';
import styled from 'styled-components';

const Hero = styled.section`
  padding: 48px 0 32px;
  background: linear-gradient(180deg, #f3efe6 0%, ${({ theme }) => theme.color.page} 100%);
  h1 {
    margin: 0 0 12px;
    font-size: clamp(2rem, 6vw, 3.2rem);
    max-width: 20ch;
  }
  p {
    max-width: 60ch;
    font-size: 1.1rem;
    color: ${({ theme }) => theme.color.muted};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 24px;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 48px;
    padding: 12px 20px;
    border-radius: ${({ theme }) => theme.radius.sm};
    font-weight: 700;
    text-decoration: none;
  }
  a:first-child {
    background: ${({ theme }) => theme.color.brand};
    color: #fff;
  }
  a:not(:first-child) {
    border: 2px solid ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.brand};
  }
`;

// Sections without state or handlers: in the server's HTML (with their data), not in the first-load JavaScript.
const SizingGuideSection = staticIsland(() => import('./home-static-sections').then((m) => m.SizingGuideSection), 'sizing-guide');
const HomeComparison = staticIsland(() => import('./home-static-sections').then((m) => m.HomeComparison), 'comparison');
const BuyingGuideSection = staticIsland(() => import('./home-static-sections').then((m) => m.BuyingGuideSection), 'buying-guide');
const LatestArticles = staticIsland(() => import('./home-static-sections').then((m) => m.LatestArticles), 'latest-articles');

const HOME_CRUMBS = [{ label: 'Home', path: '/' }];
const HOME_KEYWORDS = [
  'bulldog collar',
  'best collar for bulldogs',
  'french bulldog collar',
  'english bulldog collar',
  'american bulldog collar',
  'bulldog collar size',
];

/** Home, in this order: breadcrumb, hero, top picks, sizing, comparison, FAQ, buying guide, articles, buy bar. */
export function HomePage() {
  return (
    <>
      <PageMeta
        title="Bulldog Collar Guide"
        description="Independent bulldog collar reviews: our top picks for English, French and American bulldogs, tested for 30+ days, with sizing advice and comparisons."
        path="/"
        keywords={HOME_KEYWORDS}
        schemaMarkup={(siteUrl) => [websiteSchema(siteUrl), breadcrumbSchema(HOME_CRUMBS, siteUrl)]}
      />
      <Hero>
        <Container>
          <Breadcrumb crumbs={HOME_CRUMBS} />
          <h1>The Best Collars for English, French and American Bulldogs</h1>
          <p>
            Bulldog necks are thick, short and often as wide as the head. We test every collar on real bulldogs for at least 30 days so you
            can pick one that fits, stays on and never presses on the windpipe.
          </p>
          <Actions>
            <a href="#top-picks">See Top Picks</a>
            <a href="#sizing-guide">Sizing Guide</a>
            <a href="#comparison">Compare Collars</a>
            <a href="#buying-guide">Buying Guide</a>
          </Actions>
        </Container>
      </Hero>
      <RegionErrorBoundary title="We couldn't show our top picks.">
        <TopPicks />
      </RegionErrorBoundary>
      <SizingGuideSignup />
      <SizingGuideSection />
      <RegionErrorBoundary title="We couldn't show the comparison.">
        <HomeComparison />
      </RegionErrorBoundary>
      <RegionErrorBoundary title="We couldn't show the FAQ.">
        <FaqSection />
      </RegionErrorBoundary>
      <BuyingGuideSection />
      <RegionErrorBoundary title="We couldn't show the latest articles.">
        <LatestArticles />
      </RegionErrorBoundary>
      <MobileBuyBar />
    </>
  );
}
