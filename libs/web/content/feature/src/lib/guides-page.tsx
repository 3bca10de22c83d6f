import { ArticleCard } from '@bcg/web/content/ui';
import { graphql, usePageQuery, operation, type RouteData } from '@bcg/web/graphql';
import {
  articleListSchema,
  Breadcrumb,
  breadcrumbSchema,
  CardGrid,
  CardSkeletons,
  Container,
  EmptyState,
  ErrorPanel,
  PageLinks,
  PageMeta,
  StructuredDataTag,
} from '@bcg/web/shared';
import { Link, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { ArticlesPageNotFound, articlesPageCount, articlesPageRequest, articlesPath, pagedTitle } from './article-pages';
import { GUIDE_TOPICS } from './guide-topics';

const GUIDES_SKELETON_COUNT = 6;
const GUIDES_CATEGORY = 'guides';

export const GuidesPageQuery = graphql(`
  query GuidesPage($category: String!, $first: Int!, $offset: Int!) {
    articlesConnection(category: $category, first: $first, offset: $offset) {
      totalCount
      nodes {
        published
        excerpt
        ...ArticleCard_article
      }
    }
  }
`);

const Page = styled.div`
  padding: 40px 0;
  h1 {
    margin: 0 0 8px;
    font-size: clamp(1.8rem, 5vw, 2.6rem);
  }
  > section + section,
  section {
    margin-top: 40px;
  }
`;

const Lead = styled.p`
  margin: 0;
  max-width: 70ch;
  color: ${({ theme }) => theme.color.muted};
`;

const Topic = styled.article`
  padding: 20px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.brandSoft};
  h2 {
    margin: 0 0 6px;
    font-size: 1.3rem;
  }
  p {
    margin: 0 0 10px;
  }
  ul {
    margin: 0;
    padding-left: 20px;
  }
`;

const Featured = styled.section`
  padding: 24px;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 3px solid ${({ theme }) => theme.color.accent};
  background: ${({ theme }) => theme.color.surface};
  h2 {
    margin: 4px 0 8px;
  }
  a.button {
    display: inline-flex;
    align-items: center;
    min-height: 48px;
    margin-top: 12px;
    padding: 12px 20px;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.brand};
    color: #fff;
    font-weight: 700;
    text-decoration: none;
  }
`;

const Eyebrow = styled.span`
  font-size: 0.85rem;
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.06em;
  color: ${({ theme }) => theme.color.accent};
`;

const GUIDES_CRUMBS = [
  { label: 'Home', path: '/' },
  { label: 'Size Guides', path: '/guides' },
];

const GUIDES_TITLE = 'Bulldog Collar Size Guides';

/**
 * /guides: topic cards, the published guides (each at /{category}/{slug}) 12 to a page (?page=, crawlable links;
 * 404 past the last page) and, on the first page, the newest guide featured.
 */
export function GuidesPage() {
  const [searchParams] = useSearchParams();
  const { page, first, offset } = articlesPageRequest(searchParams);
  const { data, loading, error, refetch } = usePageQuery(GuidesPageQuery, {
    variables: { category: GUIDES_CATEGORY, first, offset },
    skip: page === null,
  });
  const connection = data?.articlesConnection;
  const guides = connection?.nodes.filter((a) => a.published && a.category === GUIDES_CATEGORY) ?? [];
  const totalCount = connection?.totalCount ?? 0;
  const pageCount = articlesPageCount(totalCount);
  if (page === null || (connection && page > pageCount)) return <ArticlesPageNotFound path="/guides" listName="Guides" />;
  const hrefFor = (target: number) => articlesPath('/guides', target);
  const featured = page === 1 ? guides[0] : undefined;
  return (
    <Container>
      <Page>
        <PageMeta
          title={pagedTitle(GUIDES_TITLE, GUIDES_TITLE, page, pageCount)}
          description="Step-by-step bulldog collar sizing, skin-fold care and collar maintenance guides for English, French and American bulldogs, from puppy to adult."
          path={hrefFor(page)}
          prevPath={connection && page > 1 ? hrefFor(page - 1) : undefined}
          nextPath={connection && page < pageCount ? hrefFor(page + 1) : undefined}
          keywords={['bulldog collar size guide', 'how to measure dog neck', 'bulldog skin fold care', 'dog collar care']}
          schemaMarkup={(siteUrl) => breadcrumbSchema(GUIDES_CRUMBS, siteUrl)}
        />
        <Breadcrumb crumbs={GUIDES_CRUMBS} />
        <h1>{GUIDES_TITLE}</h1>
        <Lead>Practical, tested advice on choosing, fitting and caring for a collar on a short, thick bulldog neck.</Lead>

        <section aria-label="Guide topics">
          <CardGrid>
            {GUIDE_TOPICS.map((topic) => (
              <Topic key={topic.id} data-testid="guide-topic">
                <h2>{topic.title}</h2>
                <p>{topic.summary}</p>
                <ul>
                  {topic.tips.map((tip) => (
                    <li key={tip}>{tip}</li>
                  ))}
                </ul>
              </Topic>
            ))}
          </CardGrid>
        </section>

        {featured && (
          <Featured aria-labelledby="featured-guide">
            <Eyebrow>Featured guide</Eyebrow>
            <h2 id="featured-guide">{featured.title}</h2>
            <p>{featured.excerpt}</p>
            <Link className="button" to={`/${featured.category}/${featured.slug}`}>
              Read the guide
            </Link>
          </Featured>
        )}

        <section aria-labelledby="all-guides">
          <h2 id="all-guides">All guides{pageCount > 1 && ` · page ${page} of ${pageCount}`}</h2>
          {error ? (
            <ErrorPanel title="We couldn't load the guides." message={error.message} onRetry={() => void refetch()} />
          ) : loading || !data ? (
            <CardGrid aria-busy="true">
              <CardSkeletons count={GUIDES_SKELETON_COUNT} label="Loading guides" />
            </CardGrid>
          ) : guides.length === 0 ? (
            <EmptyState>
              <h3>Guides Coming Soon</h3>
              <p>
                Our team is writing step-by-step guides now. Meanwhile, <Link to="/collars">see the collars we have tested</Link>.
              </p>
            </EmptyState>
          ) : (
            <>
              <StructuredDataTag
                id="guides"
                schema={(siteUrl) => articleListSchema(guides, siteUrl, 'Bulldog collar guides', { offset, totalCount })}
              />
              <CardGrid data-testid="guides-grid">
                {guides.map((guide) => (
                  <ArticleCard key={guide.id} article={guide} href={`/${guide.category}/${guide.slug}`} headingLevel="h3" />
                ))}
              </CardGrid>
              <PageLinks page={page} pageCount={pageCount} hrefFor={hrefFor} label="Guide pages" />
            </>
          )}
        </section>
      </Page>
    </Container>
  );
}

/** The data of /guides: one page of the published guides, from the same reading of the URL as the page's. */
export const guidesPageData: RouteData = ({ searchParams }) => {
  const { page, first, offset } = articlesPageRequest(searchParams);
  return page === null ? [] : [operation(GuidesPageQuery, { category: GUIDES_CATEGORY, first, offset })];
};
