import { FitFinderBlock, ProductPicture } from '@bcg/web/catalogue/ui';
import { BREEDS } from '@bcg/shared/sizing';
import { containsRetailerLink } from '@bcg/shared/affiliate-links';
import {
  AffiliateDisclosureBox,
  AffiliateDisclosureLine,
  ArticleBody,
  KeywordTags,
  PostByline,
  PostColumn,
  PostSummary,
} from '@bcg/web/content/ui';
import { graphql, type BlogPostPageQuery as BlogPostPageQueryResult, usePageQuery, operation, type RouteData } from '@bcg/web/graphql';
import {
  blogPostingSchema,
  Breadcrumb,
  breadcrumbSchema,
  Container,
  DEFAULT_SOCIAL_IMAGE,
  ErrorPanel,
  formatCount,
  formatLongDate,
  PageMeta,
  SkeletonBlock,
  useRenderStatus,
} from '@bcg/web/shared';
import { Link, useParams } from 'react-router';
import { BLOG_CRUMBS } from './blog-crumbs';
import styled from 'styled-components';

/** Posts of this category are the sizing and breed guides: they end with the compact fit finder. */
const SIZING_GUIDES_CATEGORY = 'guides';

/** The post footer shows at most this many SEO keywords. */
const MAX_SEO_KEYWORDS = 10;

const BlogPostPageQuery = graphql(`
  query BlogPostPage($slug: String!) {
    article(slug: $slug) {
      id
      slug
      title
      metaDescription
      targetKeywords
      seoKeywords
      readingTime
      wordCount
      content
      createdAt
      publishedAt
      updatedAt
      author
      category
      image {
        src
        width
        height
        avifSrcset
        webpSrcset
      }
    }
  }
`);

/** The uploaded cover: full column width, its own aspect ratio (width and height attributes keep the layout still). */
const Cover = styled.figure`
  margin: 0 0 28px;
  img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radius.md};
  }
`;

const Footer = styled.footer`
  display: grid;
  gap: 20px;
  margin-top: 32px;
  padding-top: 24px;
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

const NotFound = styled.section`
  padding: 64px 0;
  text-align: center;
`;

const TopicRow = styled.div`
  margin-top: 20px;
`;

const LoadingTitle = styled(SkeletonBlock)`
  margin: 24px 0 16px;
`;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function PostNotFound() {
  useRenderStatus(404);
  return (
    <NotFound>
      <PageMeta title="Post Not Found" description="The blog post you're looking for doesn't exist or has been removed." noindex />
      {/* In the page column like every other page, so the text keeps its margin from the screen edges. */}
      <Container>
        <h1>Post Not Found</h1>
        <p>The blog post you&apos;re looking for doesn&apos;t exist or has been removed.</p>
        <Link to="/blog">Back to Blog</Link>
      </Container>
    </NotFound>
  );
}

/** /blog/{slug}: one published post, its body sanitised and tagged by the server. */
export function BlogPostPage() {
  const { slug = '' } = useParams();
  const valid = SLUG.test(slug);
  const { data, loading, error, refetch } = usePageQuery(BlogPostPageQuery, { variables: { slug }, skip: !valid });
  if (!valid || (data && !data.article)) return <PostNotFound />;

  return (
    <Container>
      <PostColumn aria-busy={loading}>
        <Link to="/blog">← Back to Blog</Link>
        {error ? (
          <ErrorPanel title="We couldn't load this post." message={error.message} onRetry={() => void refetch()} />
        ) : loading || !data?.article ? (
          <div>
            <span role="status" className="visually-hidden">
              Loading post
            </span>
            <LoadingTitle $height="2.5em" $width="80%" aria-hidden="true" />
            <SkeletonBlock $height="30em" aria-hidden="true" />
          </div>
        ) : (
          <PostContent article={data.article} />
        )}
      </PostColumn>
    </Container>
  );
}

type Post = NonNullable<BlogPostPageQueryResult['article']>;

function PostContent({ article }: { article: Post }) {
  const date = article.publishedAt ?? article.createdAt;
  // A post written before its (scheduled) publication last changed when it came out: the sitemap's rule too.
  const modified = Date.parse(article.updatedAt) > Date.parse(date) ? article.updatedAt : date;
  const path = `/blog/${article.slug}`;
  const crumbs = [...BLOG_CRUMBS, { label: article.title, path }];
  return (
    <>
      <PageMeta
        title={article.title}
        description={article.metaDescription}
        path={path}
        keywords={article.seoKeywords}
        articleType="article"
        author={article.author}
        publishedTime={date}
        modifiedTime={modified}
        schemaMarkup={(siteUrl) => [
          blogPostingSchema(
            {
              title: article.title,
              description: article.metaDescription,
              path,
              author: article.author,
              publishedTime: date,
              modifiedTime: modified,
              keywords: article.seoKeywords,
              wordCount: article.wordCount,
            },
            siteUrl,
            // The uploaded cover when there is one (a same-origin rendition), else the site's social image.
            article.image?.src ?? DEFAULT_SOCIAL_IMAGE.path,
          ),
          breadcrumbSchema(crumbs, siteUrl),
        ]}
      />
      <Breadcrumb crumbs={crumbs} />
      <TopicRow>
        <KeywordTags keywords={article.targetKeywords} label="Topics" />
      </TopicRow>
      <h1>{article.title}</h1>
      <PostSummary>{article.metaDescription}</PostSummary>
      <PostByline>
        <span>By {article.author}</span>
        <time dateTime={date}>{formatLongDate(date)}</time>
        <span>{article.readingTime} min read</span>
        <span>{formatCount(article.wordCount)} words</span>
      </PostByline>
      {containsRetailerLink(article.content) && <AffiliateDisclosureLine />}
      {article.image && (
        <Cover>
          <ProductPicture product={{ imageUrl: article.image.src, image: article.image }} sizes="(max-width: 760px) 100vw, 760px" alt="" />
        </Cover>
      )}
      {/* The retailer links of the body (tagged by the server) are counted as position "article" (beacon.js). */}
      <ArticleBody data-retailer-position="article" dangerouslySetInnerHTML={{ __html: article.content }} />
      {article.category === SIZING_GUIDES_CATEGORY && <FitFinderBlock breed={BREEDS.find((breed) => article.slug.includes(breed))} />}
      <Footer>
        <KeywordTags keywords={article.seoKeywords} label="Keywords" max={MAX_SEO_KEYWORDS} />
        <AffiliateDisclosureBox />
        <Link to="/blog">← Back to Blog</Link>
      </Footer>
    </>
  );
}

/** The data of an article page (none for a malformed slug: the page answers not found). Its variables are the ones the component reads. */
export const blogPostData: RouteData = ({ params }) => {
  const slug = params['slug'] ?? '';
  return SLUG.test(slug) ? [operation(BlogPostPageQuery, { slug })] : [];
};
