import { usePageQuery } from '@bcg/web/graphql';
import { CompareTable } from '@bcg/web/catalog/ui';
import { Container, ErrorPanel, SkeletonBlock } from '@bcg/web/shared';
import { Link } from 'react-router';
import styled from 'styled-components';
import { COMPARE_COUNT, ComparePageQuery } from './compare-page';
import { Lead, Section, SectionHeading } from './section';

const CompareLink = styled(Link)`
  display: inline-block;
  margin-top: 16px;
  font-weight: 700;
`;

/** #comparison on the home page: the top three side by side, with the way to /compare. */
export function HomeComparison() {
  const { data, loading, error, refetch } = usePageQuery(ComparePageQuery, { variables: { limit: COMPARE_COUNT } });
  return (
    <Section id="comparison" aria-labelledby="comparison-heading">
      <Container>
        <SectionHeading id="comparison-heading">Top Picks Compared</SectionHeading>
        <Lead>Material, width, weatherproofing and price of our three highest-scoring collars at a glance.</Lead>
        {error ? (
          <ErrorPanel title="We couldn't load the comparison." message={error.message} onRetry={() => void refetch()} />
        ) : loading || !data ? (
          <SkeletonBlock $height="520px" aria-hidden="true" />
        ) : (
          <CompareTable products={data.products} caption="Top three bulldog collars compared" />
        )}
        <CompareLink to="/compare">Open the full comparison →</CompareLink>
      </Container>
    </Section>
  );
}
