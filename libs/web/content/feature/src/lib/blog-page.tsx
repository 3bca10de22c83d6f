import { ArticleCard } from '@bcg/web/content/ui';
import { graphql, usePageQuery, operation, type RouteData } from '@bcg/web/graphql';
import { Breadcrumb, breadcrumbSchema, CardGrid, CardSkeletons, Container, EmptyState, ErrorPanel, PageMeta } from '@bcg/web/shared';
import styled from 'styled-components';

const BLOG_SKELETON_COUNT = 6;

export const BlogPageQuery = graphql(`
  query BlogPage {
    articles {
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

export const BLOG_CRUMBS = [
  { label: 'Home', path: '/' },
  { label: 'Blog', path: '/blog' },
];

/** /blog: published posts, newest first. */
export function BlogPage() {
  const { data, loading, error, refetch } = usePageQuery(BlogPageQuery);
  // The server already filters; the spec also has the client keep only published posts.
  const posts = data?.articles.filter((article) => article.published) ?? [];
  return (
    <Page>
      <PageMeta
        title="Bulldog Collar Guide & Reviews"
        description="Expert advice for bulldog owners: collar sizing guides, hands-on reviews, skin-fold care and training tips for English, French and American bulldogs."
        path="/blog"
        keywords={['bulldog collar guide', 'bulldog collar reviews', 'bulldog care', 'bulldog sizing']}
        schemaMarkup={(siteUrl) => breadcrumbSchema(BLOG_CRUMBS, siteUrl)}
      />
      <Container>
        <Breadcrumb crumbs={BLOG_CRUMBS} />
        <h1>Bulldog Collar Guide &amp; Reviews</h1>
        <Lead>Sizing guides, tested reviews and care advice from our team of bulldog owners, trainers and vet techs.</Lead>
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
          <CardGrid>
            {posts.map((post) => (
              <ArticleCard key={post.id} article={post} href={`/blog/${post.slug}`} cover={post.image} />
            ))}
          </CardGrid>
        )}
      </Container>
    </Page>
  );
}

/** The data of /blog. Its variables are the ones the component reads. */
export const blogPageData: RouteData = () => [operation(BlogPageQuery)];
