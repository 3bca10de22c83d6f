import { usePageQuery } from '@bcg/web/graphql';
import { CompareTable } from '@bcg/web/catalogue/ui';
import { Container, ErrorPanel, SkeletonBlock } from '@bcg/web/shared';
import { Link } from 'react-router';
import styled from 'styled-components';
import { ComparePageQuery } from './compare-page';
import { DEFAULT_COMPARE_VARIABLES } from './compare-request';
import { Lead, Section, SectionHeading } from './section';

const CompareLink = styled(Link)`
  display: inline-block;
  margin-top: 16px;
  font-weight: 700;
`;

/** #comparison on the home page: the top picks (the section above) side by side, with the way to /compare. */
export function HomeComparison() {
  const { data, loading, error, refetch } = usePageQuery(ComparePageQuery, { variables: DEFAULT_COMPARE_VARIABLES });
  return (
    <Section id="comparison" aria-labelledby="comparison-heading">
      <Container>
        <SectionHeading id="comparison-heading">Top Picks Compared</SectionHeading>
        <Lead>Sizes, material, width, weatherproofing and price of our three top picks at a glance.</Lead>
        {error ? (
          <ErrorPanel title="We couldn't load the comparison." message={error.message} onRetry={() => void refetch()} />
        ) : loading || !data ? (
          <SkeletonBlock $height="520px" aria-hidden="true" />
        ) : (
          <CompareTable products={data.products} caption="Our three top picks compared" />
        )}
        <CompareLink to="/compare">Open the full comparison →</CompareLink>
      </Container>
    </Section>
  );
}
