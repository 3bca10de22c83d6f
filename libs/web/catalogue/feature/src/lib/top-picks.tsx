import { graphql, usePageQuery, operation, type RouteData } from '@bcg/web/graphql';
import { ProductCard, RetailerDisclosure } from '@bcg/web/catalogue/ui';
import { CardGrid, CardSkeletons, Container, ErrorPanel, productListSchema, StructuredDataTag } from '@bcg/web/shared';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Lead, Section, SectionHeading } from './section';

/** Home shows the first three products of the catalogue. */
export const TOP_PICKS_COUNT = 3;

export const HomeTopPicksQuery = graphql(`
  query HomeTopPicks($limit: Int!) {
    products(limit: $limit, buyableOnly: true) {
      ...ProductCard_product
    }
  }
`);

const AllCollarsLink = styled(Link)`
  display: inline-block;
  margin-top: 24px;
  font-weight: 700;
`;

/**
 * The home page's top three collars, the first featured: the first three of the catalogue a reader can buy now (one
 * out of stock steps aside, keeping its rank, and is back in its place once the retailer has it again).
 */
export function TopPicks() {
  const { data, loading, error, refetch } = usePageQuery(HomeTopPicksQuery, { variables: { limit: TOP_PICKS_COUNT } });
  return (
    <Section id="top-picks" aria-labelledby="top-picks-heading">
      <Container>
        <SectionHeading id="top-picks-heading">Our Top Bulldog Collar Picks</SectionHeading>
        <Lead>
          Chosen after 30+ days of wear on English, French and American bulldogs, scored on safety, comfort, owner satisfaction, value and
          features.
        </Lead>
        {error ? (
          <ErrorPanel title="We couldn't load our top picks." message={error.message} onRetry={() => void refetch()} />
        ) : (
          <CardGrid aria-busy={loading}>
            {loading || !data ? (
              <CardSkeletons count={TOP_PICKS_COUNT} label="Loading top picks" />
            ) : (
              data.products.map((product, index) => (
                <ProductCard key={product.id} product={product} featured={index === 0} image={index === 0 ? 'eager' : 'lazy'} />
              ))
            )}
            {data && (
              <StructuredDataTag
                id="top-picks"
                schema={(siteUrl) => productListSchema(data.products, siteUrl, 'Top bulldog collar picks')}
              />
            )}
          </CardGrid>
        )}
        <RetailerDisclosure />
        <AllCollarsLink to="/collars">See all bulldog collars we reviewed →</AllCollarsLink>
      </Container>
    </Section>
  );
}

/** The top picks' data (home; the buy bar reads the same operation). Its variables are the ones the component reads. */
export const topPicksData: RouteData = () => [operation(HomeTopPicksQuery, { limit: TOP_PICKS_COUNT })];
