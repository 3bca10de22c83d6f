import { graphql, usePageQuery, operation, type RouteData } from '@bcg/web/graphql';
import { FilterButtons, FitFinderBlock, ProductCard, RetailerDisclosure } from '@bcg/web/catalog/ui';
import {
  Breadcrumb,
  breadcrumbSchema,
  CardGrid,
  CardSkeletons,
  Container,
  ErrorPanel,
  HydrateOnInteraction,
  PageMeta,
  productListSchema,
  StructuredDataTag,
} from '@bcg/web/shared';
import { DEFAULT_COLLAR_FILTER, filterCollars, isCollarFilter, type CollarFilter } from '@bcg/shared/product-filters';
import { Link, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { COLLAR_FILTER_OPTIONS } from './collar-filter-options';
import { Lead, Section } from './section';

const COLLARS_SKELETON_COUNT = 6;

export const CollarsPageQuery = graphql(`
  query CollarsPage {
    products {
      ...ProductCard_product
      # The last price seen, only to sort collars into the premium and budget filters (shared with the server);
      # what a card shows is displayPrice.
      price
    }
  }
`);

const Heading = styled.h1`
  margin: 0 0 8px;
  font-size: clamp(1.8rem, 5vw, 2.6rem);
`;

const Explanation = styled.p`
  margin: 12px 0 24px;
  min-height: 3.2em;
  color: ${({ theme }) => theme.color.muted};
`;

// The heading of the grid (the cards' names are h3 below it).
const Count = styled.h2`
  margin: 0 0 12px;
  font-family: ${({ theme }) => theme.font.body};
  font-size: 1rem;
  font-weight: 600;
  color: ${({ theme }) => theme.color.text};
`;

const COLLARS_CRUMBS = [
  { label: 'Home', path: '/' },
  { label: 'Best Collars', path: '/collars' },
];

/** The site search (WebSite SearchAction): words in the name, description or features, case-insensitive. */
function searchCollars<T extends { name: string; description: string; features: readonly string[] }>(products: T[], query: string): T[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return products;
  return products.filter((product) => {
    const text = [product.name, product.description, ...product.features].join(' ').toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

/**
 * /collars: every collar with the All / Premium / Budget / Sensitive Skin filters (kept in ?filter=). The whole
 * page (its catalogue query, filters and ten cards) hydrates on the reader's first interaction, a filter click
 * included; until then it is the server's complete HTML.
 */
export function CollarsPage() {
  return (
    <HydrateOnInteraction name="collars-page">
      <CollarsPageContent />
    </HydrateOnInteraction>
  );
}

function CollarsPageContent() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('filter');
  const filter: CollarFilter = isCollarFilter(requested) ? requested : DEFAULT_COLLAR_FILTER;
  const { data, loading, error, refetch } = usePageQuery(CollarsPageQuery);
  const explanation = COLLAR_FILTER_OPTIONS.find((candidate) => candidate.id === filter)?.explanation;
  const query = (searchParams.get('q') ?? '').trim().slice(0, 100);
  const products = data ? searchCollars(filterCollars(data.products, filter), query) : [];

  const choose = (next: CollarFilter) =>
    setSearchParams(
      { ...(next === DEFAULT_COLLAR_FILTER ? {} : { filter: next }), ...(query ? { q: query } : {}) },
      { replace: true, preventScrollReset: true },
    );

  return (
    <Section>
      <PageMeta
        title="Best Bulldog Collars, Tested for 30+ Days and Ranked"
        description="Every bulldog collar we tested for 30+ days, ranked. Filter premium, budget and sensitive-skin collars for English, French and American bulldogs."
        path="/collars"
        keywords={[
          'best bulldog collars',
          'bulldog collar reviews',
          'padded collar for bulldogs',
          'budget dog collar',
          'premium leather dog collar',
        ]}
        schemaMarkup={(siteUrl) => breadcrumbSchema(COLLARS_CRUMBS, siteUrl)}
      />
      <Container>
        <Breadcrumb crumbs={COLLARS_CRUMBS} />
        <Heading>Best Bulldog Collars</Heading>
        <Lead>
          Bulldogs have thick necks, loose skin and short airways, so a collar that suits a Labrador can chafe, slip over the head or press
          on the trachea. Each collar here was worn daily for at least 30 days.
        </Lead>
        <FilterButtons options={COLLAR_FILTER_OPTIONS} active={filter} onChange={choose} label="Filter collars" />
        <Explanation aria-live="polite">{explanation}</Explanation>
        {error ? (
          <ErrorPanel title="We couldn't load the collars." message={error.message} onRetry={() => void refetch()} />
        ) : loading || !data ? (
          <CardGrid aria-busy="true">
            <CardSkeletons count={COLLARS_SKELETON_COUNT} label="Loading collars" />
          </CardGrid>
        ) : (
          <>
            <Count>
              {products.length} {products.length === 1 ? 'collar' : 'collars'}
              {query && (
                <>
                  {' '}
                  matching “{query}” ·{' '}
                  <Link to={filter === DEFAULT_COLLAR_FILTER ? '/collars' : `/collars?filter=${filter}`}>Clear search</Link>
                </>
              )}
            </Count>
            <StructuredDataTag id="collars" schema={(siteUrl) => productListSchema(products, siteUrl, 'Bulldog collars we tested')} />
            <CardGrid data-testid="collars-grid">
              {products.map((product, index) => (
                <ProductCard key={product.id} product={product} image={index === 0 ? 'priority' : 'lazy'} />
              ))}
            </CardGrid>
            <RetailerDisclosure />
          </>
        )}
        <FitFinderBlock />
      </Container>
    </Section>
  );
}

/** The data of /collars (filter and search apply to the whole list in the page). Its variables are the ones the component reads. */
export const collarsPageData: RouteData = () => [operation(CollarsPageQuery)];
