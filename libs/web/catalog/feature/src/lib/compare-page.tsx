import { graphql, usePageQuery, operation, type RouteData } from '@bcg/web/graphql';
import { CompareTable, RetailerDisclosure } from '@bcg/web/catalog/ui';
import { Breadcrumb, breadcrumbSchema, Container, ErrorPanel, PageMeta, SkeletonBlock } from '@bcg/web/shared';
import styled from 'styled-components';
import { Lead, Section } from './section';

/** Compare shows the first three products (spec section 9). */
export const COMPARE_COUNT = 3;

export const ComparePageQuery = graphql(`
  query ComparePage($limit: Int!) {
    products(limit: $limit) {
      ...CompareTable_product
    }
  }
`);

const Heading = styled.h1`
  margin: 0 0 8px;
  font-size: clamp(1.8rem, 5vw, 2.6rem);
`;

const COMPARE_CRUMBS = [
  { label: 'Home', path: '/' },
  { label: 'Compare', path: '/compare' },
];

/** /compare: our top three collars side by side. */
export function ComparePage() {
  const { data, loading, error, refetch } = usePageQuery(ComparePageQuery, { variables: { limit: COMPARE_COUNT } });
  return (
    <Section>
      <PageMeta
        title="Compare the Top 3 Bulldog Collars Side by Side"
        description="Material, width, reflectivity, waterproofing, washability, price and ratings of our top three bulldog collars, compared in one table."
        path="/compare"
        keywords={['bulldog collar comparison', 'compare dog collars', 'best collar for bulldogs']}
        schemaMarkup={(siteUrl) => breadcrumbSchema(COMPARE_CRUMBS, siteUrl)}
      />
      <Container>
        <Breadcrumb crumbs={COMPARE_CRUMBS} />
        <Heading>Compare Bulldog Collars</Heading>
        <Lead>
          Our three highest-scoring collars side by side. Width matters most for bulldogs: at least 1.25 inches spreads pressure across a
          thick neck and away from the windpipe.
        </Lead>
        {error ? (
          <ErrorPanel title="We couldn't load the comparison." message={error.message} onRetry={() => void refetch()} />
        ) : loading || !data ? (
          <div aria-busy="true">
            <span role="status" className="visually-hidden">
              Loading comparison
            </span>
            <SkeletonBlock $height="520px" aria-hidden="true" />
          </div>
        ) : (
          <CompareTable products={data.products} caption="Top three bulldog collars compared" />
        )}
        <RetailerDisclosure />
      </Container>
    </Section>
  );
}

/** The data of /compare and of home's comparison section. Its variables are the ones the component reads. */
export const comparePageData: RouteData = () => [operation(ComparePageQuery, { limit: COMPARE_COUNT })];
