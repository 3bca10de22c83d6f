import { graphql, usePageQuery, operation, type RouteData } from '@bcg/web/graphql';
import { CompareTable, RetailerDisclosure } from '@bcg/web/catalogue/ui';
import { Breadcrumb, breadcrumbSchema, Container, ErrorPanel, PageMeta, SkeletonBlock } from '@bcg/web/shared';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { CompareChooser, CompareChoicesQuery } from './compare-chooser';
import {
  chosenVariables,
  COMPARE_CHOICES_LIMIT,
  COMPARE_MAX,
  COMPARE_MIN,
  compareRequest,
  DEFAULT_COMPARE_VARIABLES,
} from './compare-request';
import { Lead, Section } from './section';

export const ComparePageQuery = graphql(`
  query ComparePage($limit: Int!, $slugs: [String!], $buyableOnly: Boolean! = false) {
    products(limit: $limit, slugs: $slugs, buyableOnly: $buyableOnly) {
      ...CompareTable_product
    }
  }
`);

const Heading = styled.h1`
  margin: 0 0 8px;
  font-size: clamp(1.8rem, 5vw, 2.6rem);
`;

const Note = styled.p`
  margin: 0 0 16px;
  padding: 10px 12px;
  border-left: 4px solid ${({ theme }) => theme.color.accent};
  background: ${({ theme }) => theme.color.accentSoft};
`;

const COMPARE_CRUMBS = [
  { label: 'Home', path: '/' },
  { label: 'Compare', path: '/compare' },
];

const WIDTH_ADVICE =
  'Width matters most for bulldogs: at least 1.25 inches spreads pressure across a thick neck and away from the windpipe.';

/** The collars /compare shows: those the reader chose (2 to 4 that exist), else the top picks, with what to tell them. */
function useComparison(requested: readonly string[]) {
  const chosen = usePageQuery(ComparePageQuery, { variables: chosenVariables(requested), skip: requested.length === 0 });
  const defaults = usePageQuery(ComparePageQuery, { variables: DEFAULT_COMPARE_VARIABLES });
  const found = chosen.data?.products ?? [];
  const choosing = requested.length > 0;
  const usingChoice = choosing && found.length >= COMPARE_MIN;
  const notes: string[] = [];
  if (choosing && chosen.data) {
    const unknown = requested.filter((slug) => !found.some((product) => product.slug === slug));
    if (unknown.length > 0) {
      notes.push(
        `We have no collar at ${unknown.map((slug) => `“${slug}”`).join(', ')}, so ${unknown.length === 1 ? 'it was' : 'they were'} left out.`,
      );
    }
    if (!usingChoice) notes.push(`Choose at least ${COMPARE_MIN} collars to compare. Until then, here are our three top picks.`);
    if (found.length > COMPARE_MAX)
      notes.push(`We compare up to ${COMPARE_MAX} collars at once: here are the first ${COMPARE_MAX} you chose.`);
  }
  const source = usingChoice || (choosing && !chosen.data) ? chosen : defaults;
  const products = usingChoice ? found.slice(0, COMPARE_MAX) : defaults.data?.products;
  return { usingChoice, products, notes, loading: source.loading, error: source.error, refetch: source.refetch };
}

/** /compare: the top picks side by side, or the 2 to 4 collars the reader chose (`?c=slug`, shareable). */
export function ComparePage() {
  const [searchParams] = useSearchParams();
  const requested = compareRequest(searchParams);
  const { usingChoice, products, notes, loading, error, refetch } = useComparison(requested);
  const caption = usingChoice ? 'The bulldog collars you chose, compared' : 'Our three top picks compared';
  return (
    <Section>
      <PageMeta
        title="Compare Bulldog Collars Side by Side: Sizes, Width and Price"
        description="Sizes by neck range, material, width, reflectivity, waterproofing, washability, price and ratings of bulldog collars, side by side. Start with our top picks or choose your own."
        // One canonical page: a chosen comparison is for sharing, its content is the catalogue's.
        path="/compare"
        keywords={['bulldog collar comparison', 'compare dog collars', 'best collar for bulldogs']}
        schemaMarkup={(siteUrl) => breadcrumbSchema(COMPARE_CRUMBS, siteUrl)}
      />
      <Container>
        <Breadcrumb crumbs={COMPARE_CRUMBS} />
        <Heading>Compare Bulldog Collars</Heading>
        <Lead data-testid="compare-lead">
          {usingChoice
            ? `The ${products?.length ?? ''} collars you chose, side by side.`
            : 'Our three top picks side by side: the first three of our ranking.'}{' '}
          {WIDTH_ADVICE}
        </Lead>
        <CompareChooser shown={(products ?? []).map((product) => product.slug)} />
        {notes.map((note) => (
          <Note key={note} role="status">
            {note}
          </Note>
        ))}
        {error ? (
          <ErrorPanel title="We couldn't load the comparison." message={error.message} onRetry={() => void refetch()} />
        ) : loading || !products ? (
          <div aria-busy="true">
            <span role="status" className="visually-hidden">
              Loading comparison
            </span>
            <SkeletonBlock $height="520px" aria-hidden="true" />
          </div>
        ) : (
          <CompareTable products={products} caption={caption} />
        )}
        <RetailerDisclosure />
      </Container>
    </Section>
  );
}

/** Home's comparison: the top picks, the same operation and variables as /compare's default. */
export const homeComparisonData: RouteData = () => [operation(ComparePageQuery, DEFAULT_COMPARE_VARIABLES)];

/** The data of /compare: the chosen collars (when the URL names some), the top picks and the chooser's list. */
export const comparePageData: RouteData = ({ searchParams }) => {
  const requested = compareRequest(searchParams);
  return [
    ...(requested.length ? [operation(ComparePageQuery, chosenVariables(requested))] : []),
    operation(ComparePageQuery, DEFAULT_COMPARE_VARIABLES),
    operation(CompareChoicesQuery, { limit: COMPARE_CHOICES_LIMIT }),
  ];
};
