import { ArticleCard, HomeSection } from '@bcg/web/content/ui';
import { graphql, usePageQuery, operation, type RouteData } from '@bcg/web/graphql';
import { CardGrid, CardSkeletons, Container, ErrorPanel } from '@bcg/web/shared';
import { Link } from 'react-router';
import styled from 'styled-components';

/** Home shows up to three published articles. */
const LATEST_ARTICLES_COUNT = 3;

const LatestArticlesQuery = graphql(`
  query LatestArticles($limit: Int!) {
    articles(limit: $limit) {
      published
      ...ArticleCard_article
    }
  }
`);

const Grid = styled(CardGrid)`
  margin-top: 20px;
`;

/** The newest published articles, each linking to /blog/{slug}; hidden when there are none. */
export function LatestArticles() {
  const { data, loading, error, refetch } = usePageQuery(LatestArticlesQuery, { variables: { limit: LATEST_ARTICLES_COUNT } });
  const posts = data?.articles.filter((a) => a.published).slice(0, LATEST_ARTICLES_COUNT) ?? [];
  if (data && posts.length === 0) return null;
  return (
    <HomeSection id="latest-articles" aria-labelledby="latest-articles-heading" $tinted>
      <Container>
        <h2 id="latest-articles-heading">Latest from the Blog</h2>
        <p>New guides, reviews and care advice from our team.</p>
        {error ? (
          <ErrorPanel title="We couldn't load the latest articles." message={error.message} onRetry={() => void refetch()} />
        ) : (
          <Grid aria-busy={loading}>
            {loading || !data ? (
              <CardSkeletons count={LATEST_ARTICLES_COUNT} label="Loading articles" />
            ) : (
              posts.map((post) => <ArticleCard key={post.id} article={post} href={`/blog/${post.slug}`} headingLevel="h3" />)
            )}
          </Grid>
        )}
        <p>
          <Link to="/blog">All articles →</Link>
        </p>
      </Container>
    </HomeSection>
  );
}

/** Home's latest-articles section's data. Its variables are the ones the component reads. */
export const latestArticlesData: RouteData = () => [operation(LatestArticlesQuery, { limit: LATEST_ARTICLES_COUNT })];
