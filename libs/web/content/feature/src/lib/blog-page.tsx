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
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { BLOG_CRUMBS } from './blog-crumbs';
import { ArticlesPageNotFound, articlesPageCount, articlesPageRequest, articlesPath, pagedTitle } from './article-pages';

const BLOG_SKELETON_COUNT = 6;

// The server pages the published posts, so a page carries its dozen cards and the list's size.
export const BlogPageQuery = graphql(`
  query BlogPage($first: Int!, $offset: Int!) {
    articlesConnection(first: $first, offset: $offset) {
      totalCount
      nodes {
        published
        image {
          src
          width
          height
          avifSrcset
          webpSrcset
        }
        ...ArticleCard_article
      }
    }
  }
`);

const Page = styled.section`
  padding: 40px 0;
  h1 {
    margin: 0 0 8px;
    font-size: clamp(1.8rem, 5vw, 2.6rem);
  }
`;

const Lead = styled.p`
  margin: 0 0 28px;
  max-width: 70ch;
  color: ${({ theme }) => theme.color.muted};
`;

const BLOG_TITLE = 'Bulldog Collar Guide & Reviews';

/** /blog: published posts, newest first, 12 to a page (?page=, crawlable links; 404 past the last page). */
export function BlogPage() {
  const [searchParams] = useSearchParams();
  const { page, first, offset } = articlesPageRequest(searchParams);
  const { data, loading, error, refetch } = usePageQuery(BlogPageQuery, { variables: { first, offset }, skip: page === null });
  const connection = data?.articlesConnection;
  // The server already filters; the client also keeps only published posts.
  const posts = connection?.nodes.filter((article) => article.published) ?? [];
  const totalCount = connection?.totalCount ?? 0;
  const pageCount = articlesPageCount(totalCount);
  if (page === null || (connection && page > pageCount)) return <ArticlesPageNotFound path="/blog" listName="Blog" />;
  const hrefFor = (target: number) => articlesPath('/blog', target);
  return (
    <Page>
      <PageMeta
        // Each page has a title and a canonical URL of its own (page 1's is /blog).
        title={pagedTitle(BLOG_TITLE, 'Bulldog Collar Blog', page, pageCount)}
        description="Expert advice for bulldog owners: collar sizing guides, hands-on reviews, skin-fold care and training tips for English, French and American bulldogs."
        path={hrefFor(page)}
        prevPath={connection && page > 1 ? hrefFor(page - 1) : undefined}
        nextPath={connection && page < pageCount ? hrefFor(page + 1) : undefined}
        keywords={['bulldog collar guide', 'bulldog collar reviews', 'bulldog care', 'bulldog sizing']}
        schemaMarkup={(siteUrl) => breadcrumbSchema(BLOG_CRUMBS, siteUrl)}
      />
      <Container>
        <Breadcrumb crumbs={BLOG_CRUMBS} />
        <h1>{BLOG_TITLE}</h1>
        <Lead>
          Sizing guides, tested reviews and care advice from our team of bulldog owners, trainers and vet techs.
          {pageCount > 1 && ` Page ${page} of ${pageCount}.`}
        </Lead>
        {error ? (
          <ErrorPanel title="We couldn't load the blog posts." message={error.message} onRetry={() => void refetch()} />
        ) : loading || !data ? (
          <CardGrid aria-busy="true">
            <CardSkeletons count={BLOG_SKELETON_COUNT} label="Loading blog posts" />
          </CardGrid>
        ) : posts.length === 0 ? (
          <EmptyState>
            <h2>No blog posts available yet</h2>
            <p>Check back soon for expert bulldog collar advice and reviews!</p>
          </EmptyState>
        ) : (
          <>
            <StructuredDataTag
              id="blog-posts"
              schema={(siteUrl) => articleListSchema(posts, siteUrl, 'Bulldog Collar Guide blog posts', { offset, totalCount })}
            />
            <CardGrid data-testid="blog-grid">
              {posts.map((post) => (
                <ArticleCard key={post.id} article={post} href={`/blog/${post.slug}`} cover={post.image} />
              ))}
            </CardGrid>
            <PageLinks page={page} pageCount={pageCount} hrefFor={hrefFor} label="Blog pages" />
          </>
        )}
      </Container>
    </Page>
  );
}

/** The data of /blog: one page of the published posts, from the same reading of the URL as the page's. */
export const blogPageData: RouteData = ({ searchParams }) => {
  const { page, first, offset } = articlesPageRequest(searchParams);
  return page === null ? [] : [operation(BlogPageQuery, { first, offset })];
};
