import { graphql, operation, usePageQuery, type CollarFilter as CollarFilterValue, type RouteData } from '@bcg/web/graphql';
import { FilterButtons, FitFinderBlock, ProductCard, RetailerDisclosure } from '@bcg/web/catalogue/ui';
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
import { DEFAULT_COLLAR_FILTER, isBreedFilter, isCollarFilter, normaliseSearch, type CollarFilter } from '@bcg/shared/product-filters';
import type { Breed as BreedValue } from '@bcg/web/graphql';
import { Link, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { COLLAR_FILTER_OPTIONS } from './collar-filter-options';
import { BreedLinks, breedPlural, CollarSearchForm, collarsPath, NoCollarsFound, type CollarsView } from './collar-search';
import { Lead, Section } from './section';

const COLLARS_SKELETON_COUNT = 6;
/** Collars per page: a phone's few screens of cards, and a round number of rows for two and three columns. */
const COLLARS_PAGE_SIZE = 24;

// The server filters, searches and pages (the shared rules), so a page carries its 24 cards and the list's size.
export const CollarsPageQuery = graphql(`
  query CollarsPage($first: Int!, $offset: Int!, $filter: CollarFilter!, $q: String, $breed: Breed) {
    productsConnection(first: $first, offset: $offset, filter: $filter, q: $q, breed: $breed) {
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

/** What a /collars URL asks for: the filter, breed, search and page (null when `page` is not a page number). */
function collarsRequest(searchParams: URLSearchParams) {
  const requested = searchParams.get('filter');
  const filter: CollarFilter = isCollarFilter(requested) ? requested : DEFAULT_COLLAR_FILTER;
  const requestedBreed = searchParams.get('breed');
  const breed = isBreedFilter(requestedBreed) ? requestedBreed : null;
  const query = normaliseSearch(searchParams.get('q'));
  const page = requestedPage(searchParams.get('page'));
  const variables = {
    first: COLLARS_PAGE_SIZE,
    offset: ((page ?? 1) - 1) * COLLARS_PAGE_SIZE,
    filter: filter.toUpperCase() as CollarFilterValue,
    q: query || null,
    breed: breed ? (breed.toUpperCase() as BreedValue) : null,
  };
  const view: CollarsView = { filter, breed, query };
  return { filter, breed, query, page, view, variables };
}

/**
 * /collars: the collars with the All / Premium / Budget / Sensitive Skin filters (kept in ?filter=) and the site
 * search (?q=), 24 to a page (?page=, crawlable links).
 */
export function CollarsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { filter, breed, query, page, view, variables } = collarsRequest(searchParams);
  const { data, loading, error, refetch } = usePageQuery(CollarsPageQuery, { variables, skip: page === null });
  const explanation = COLLAR_FILTER_OPTIONS.find((candidate) => candidate.id === filter)?.explanation;
  const connection = data?.productsConnection;
  const products = connection?.nodes ?? [];
  const totalCount = connection?.totalCount ?? 0;
  const pageCount = Math.max(1, Math.ceil(totalCount / COLLARS_PAGE_SIZE));
  // A page past the last (or not a page number) is no page: a real 404, so it is neither indexed nor cached.
  const missing = page === null || (connection !== undefined && page > pageCount);
  const hrefFor = (target: number) => collarsPath(view, target);

  // A new filter starts again from page 1; the breed and the search stay.
  const choose = (next: CollarFilter) =>
    setSearchParams(new URLSearchParams(collarsPath({ ...view, filter: next }).split('?')[1] ?? ''), {
      replace: true,
      preventScrollReset: true,
    });

  if (missing) return <CollarsPageNotFound />;
  const current = page ?? 1;
  // The unnarrowed list's pages are each their own canonical URL; a filtered or searched view points to /collars.
  const canonical = filter === DEFAULT_COLLAR_FILTER && !query && !breed && current > 1 ? collarsPath(view, current) : '/collars';

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
        <CollarSearchForm view={view} />
        <FilterButtons options={COLLAR_FILTER_OPTIONS} active={filter} onChange={choose} label="Filter collars" />
        <BreedLinks view={view} />
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
              {breed && ` for ${breedPlural(breed)}`}
              {query && ` matching “${query}”`}
              {query && (
                <>
                  {' · '}
                  <Link to={collarsPath({ ...view, query: '' })}>Clear search</Link>
                </>
              )}
              {pageCount > 1 && ` · page ${current} of ${pageCount}`}
            </Count>
            {totalCount === 0 && <NoCollarsFound view={view} />}
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
