import { graphql, operation, usePageQuery, type CollarFilter as CollarFilterValue, type RouteData } from '@bcg/web/graphql';
import { FilterButtons, FitFinderBlock, ProductCard, RetailerDisclosure } from '@bcg/web/catalog/ui';
import {
  Breadcrumb,
  breadcrumbSchema,
  CardGrid,
  CardSkeletons,
  Container,
  ErrorPanel,
  PageLinks,
  PageMeta,
  productListSchema,
  requestedPage,
  StructuredDataTag,
  useRenderStatus,
} from '@bcg/web/shared';
import { DEFAULT_COLLAR_FILTER, isCollarFilter, normaliseSearch, type CollarFilter } from '@bcg/shared/product-filters';
import { Link, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { COLLAR_FILTER_OPTIONS } from './collar-filter-options';
import { Lead, Section } from './section';

const COLLARS_SKELETON_COUNT = 6;
/** Collars per page: a phone's few screens of cards, and a round number of rows for two and three columns. */
const COLLARS_PAGE_SIZE = 24;

// The server filters, searches and pages (the shared rules), so a page carries its 24 cards and the list's size.
export const CollarsPageQuery = graphql(`
  query CollarsPage($first: Int!, $offset: Int!, $filter: CollarFilter!, $q: String) {
    productsConnection(first: $first, offset: $offset, filter: $filter, q: $q) {
      totalCount
      nodes {
        ...ProductCard_product
      }
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

/** What a /collars URL asks for: the filter, the search and the page (null when `page` is not a page number). */
function collarsRequest(searchParams: URLSearchParams) {
  const requested = searchParams.get('filter');
  const filter: CollarFilter = isCollarFilter(requested) ? requested : DEFAULT_COLLAR_FILTER;
  const query = normaliseSearch(searchParams.get('q'));
  const page = requestedPage(searchParams.get('page'));
  const variables = {
    first: COLLARS_PAGE_SIZE,
    offset: ((page ?? 1) - 1) * COLLARS_PAGE_SIZE,
    filter: filter.toUpperCase() as CollarFilterValue,
    q: query || null,
  };
  return { filter, query, page, variables };
}

/**
 * /collars: the collars with the All / Premium / Budget / Sensitive Skin filters (kept in ?filter=) and the site
 * search (?q=), 24 to a page (?page=, crawlable links).
 */
export function CollarsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { filter, query, page, variables } = collarsRequest(searchParams);
  const { data, loading, error, refetch } = usePageQuery(CollarsPageQuery, { variables, skip: page === null });
  const explanation = COLLAR_FILTER_OPTIONS.find((candidate) => candidate.id === filter)?.explanation;
  const connection = data?.productsConnection;
  const products = connection?.nodes ?? [];
  const totalCount = connection?.totalCount ?? 0;
  const pageCount = Math.max(1, Math.ceil(totalCount / COLLARS_PAGE_SIZE));
  // A page past the last (or not a page number) is no page: a real 404, so it is neither indexed nor cached.
  const missing = page === null || (connection !== undefined && page > pageCount);
  const hrefFor = (target: number) => collarsPath(filter, query, target);

  // A new filter starts again from page 1; the search stays.
  const choose = (next: CollarFilter) =>
    setSearchParams(
      { ...(next === DEFAULT_COLLAR_FILTER ? {} : { filter: next }), ...(query ? { q: query } : {}) },
      { replace: true, preventScrollReset: true },
    );

  if (missing) return <CollarsPageNotFound />;
  const current = page ?? 1;
  // The unnarrowed list's pages are each their own canonical URL; a filtered or searched view points to /collars.
  const canonical = filter === DEFAULT_COLLAR_FILTER && !query && current > 1 ? collarsPath(filter, query, current) : '/collars';

  return (
    <Section>
      <PageMeta
        // Each page of the list has a title of its own (search results show them side by side).
        title={
          current > 1 ? `Best Bulldog Collars, Page ${current} of ${pageCount}` : 'Best Bulldog Collars, Tested for 30+ Days and Ranked'
        }
        description="Every bulldog collar we tested for 30+ days, ranked. Filter premium, budget and sensitive-skin collars for English, French and American bulldogs."
        path={canonical}
        prevPath={connection && current > 1 ? hrefFor(current - 1) : undefined}
        nextPath={connection && current < pageCount ? hrefFor(current + 1) : undefined}
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
              {totalCount} {totalCount === 1 ? 'collar' : 'collars'}
              {query && (
                <>
                  {' '}
                  matching “{query}” ·{' '}
                  <Link to={filter === DEFAULT_COLLAR_FILTER ? '/collars' : `/collars?filter=${filter}`}>Clear search</Link>
                </>
              )}
              {pageCount > 1 && ` · page ${current} of ${pageCount}`}
            </Count>
            <StructuredDataTag
              id="collars"
              schema={(siteUrl) =>
                productListSchema(products, siteUrl, 'Bulldog collars we tested', { offset: (current - 1) * COLLARS_PAGE_SIZE, totalCount })
              }
            />
            <CardGrid data-testid="collars-grid">
              {products.map((product, index) => (
                <ProductCard key={product.id} product={product} image={index === 0 ? 'priority' : 'lazy'} />
              ))}
            </CardGrid>
            <PageLinks page={current} pageCount={pageCount} hrefFor={hrefFor} label="Collar pages" />
            <RetailerDisclosure />
          </>
        )}
        <FitFinderBlock />
      </Container>
    </Section>
  );
}

/** The URL of a page of the collar list, with the filter and search that narrow it (page 1 has no page parameter). */
function collarsPath(filter: CollarFilter, query: string, page: number): string {
  const params = new URLSearchParams();
  if (filter !== DEFAULT_COLLAR_FILTER) params.set('filter', filter);
  if (query) params.set('q', query);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `/collars?${search}` : '/collars';
}

const NotFound = styled.section`
  padding: 48px 0;
  text-align: center;
`;

/** `?page=` past the last page, or not a page number: the 404 status and a way back to the first page. */
function CollarsPageNotFound() {
  useRenderStatus(404);
  return (
    <NotFound>
      <PageMeta title="Page not found" description="This page of the collar list does not exist." noindex />
      <Container>
        <Heading>This page of collars does not exist</Heading>
        <p>
          The list is shorter than that. <Link to="/collars">See the collars from the first page</Link>.
        </p>
      </Container>
    </NotFound>
  );
}

/** The data of /collars: one page of the filtered, searched list, from the same reading of the URL as the page's. */
export const collarsPageData: RouteData = ({ searchParams }) => {
  const { page, variables } = collarsRequest(searchParams);
  return page === null ? [] : [operation(CollarsPageQuery, variables)];
};
