import { containsRetailerLink } from '@bcg/shared/affiliate-links';
import { AffiliateDisclosureBox, ArticleBody, PostByline, PostColumn, PostSummary } from '@bcg/web/content/ui';
import { graphql, operation, usePageQuery, type NewsletterIssuePageQuery as IssueQueryResult, type RouteData } from '@bcg/web/graphql';
import {
  Breadcrumb,
  breadcrumbSchema,
  Container,
  ErrorPanel,
  formatLongDate,
  PageMeta,
  SkeletonBlock,
  useRenderStatus,
} from '@bcg/web/shared';
import { Link, useParams } from 'react-router';
import styled from 'styled-components';
import { NEWSLETTER_CRUMBS } from './newsletter-archive-page';

const NewsletterIssuePageQuery = graphql(`
  query NewsletterIssuePage($slug: String!) {
    newsletterArchiveIssue(slug: $slug) {
      slug
      subject
      preheader
      sentAt
      indexable
      html
    }
  }
`);

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const NotFound = styled.section`
  padding: 64px 0;
  text-align: center;
`;

const Footer = styled.footer`
  display: grid;
  gap: 20px;
  margin-top: 32px;
  padding-top: 24px;
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

function IssueNotFound() {
  useRenderStatus(404);
  return (
    <NotFound>
      <PageMeta title="Issue Not Found" description="This newsletter issue doesn't exist or hasn't been sent yet." noindex />
      <Container>
        <h1>Issue Not Found</h1>
        <p>This newsletter issue doesn&apos;t exist or hasn&apos;t been sent yet.</p>
        <Link to="/newsletter">Back to the newsletter archive</Link>
      </Container>
    </NotFound>
  );
}

/** /newsletter/{slug}: one sent issue as readers got it; search engines index it only when the owner allowed it. */
export function NewsletterIssuePage() {
  const { slug = '' } = useParams();
  const valid = SLUG.test(slug);
  const { data, loading, error, refetch } = usePageQuery(NewsletterIssuePageQuery, { variables: { slug }, skip: !valid });
  if (!valid || (data && !data.newsletterArchiveIssue)) return <IssueNotFound />;
  return (
    <Container>
      <PostColumn aria-busy={loading}>
        <Link to="/newsletter">← Newsletter archive</Link>
        {error ? (
          <ErrorPanel title="We couldn't load this issue." message={error.message} onRetry={() => void refetch()} />
        ) : loading || !data?.newsletterArchiveIssue ? (
          <div>
            <span role="status" className="visually-hidden">
              Loading issue
            </span>
            <SkeletonBlock $height="30em" aria-hidden="true" />
          </div>
        ) : (
          <IssueContent issue={data.newsletterArchiveIssue} />
        )}
      </PostColumn>
    </Container>
  );
}

type Issue = NonNullable<IssueQueryResult['newsletterArchiveIssue']>;

function IssueContent({ issue }: { issue: Issue }) {
  const path = `/newsletter/${issue.slug}`;
  const crumbs = [...NEWSLETTER_CRUMBS, { label: issue.subject, path }];
  return (
    <>
      <PageMeta
        title={issue.subject}
        description={issue.preheader || `${issue.subject}: an issue of the Bulldog Collar Guide newsletter.`}
        path={path}
        noindex={!issue.indexable}
        schemaMarkup={(siteUrl) => breadcrumbSchema(crumbs, siteUrl)}
      />
      <Breadcrumb crumbs={crumbs} />
      <h1>{issue.subject}</h1>
      {issue.preheader && <PostSummary>{issue.preheader}</PostSummary>}
      {issue.sentAt && (
        <PostByline>
          <span>Sent to subscribers</span>
          <time dateTime={issue.sentAt}>{formatLongDate(issue.sentAt)}</time>
        </PostByline>
      )}
      {/* The body as it was sent, sanitised and affiliate-tagged by the server when the send began. */}
      <ArticleBody data-retailer-position="article" dangerouslySetInnerHTML={{ __html: issue.html }} />
      <Footer>
        {/* The disclosure says "this post contains affiliate links": true only of an issue with retailer links. */}
        {containsRetailerLink(issue.html) && <AffiliateDisclosureBox />}
        <Link to="/newsletter">← Newsletter archive</Link>
      </Footer>
    </>
  );
}

/** The data of an issue page (none for a malformed slug: the page answers not found). */
export const newsletterIssueData: RouteData = ({ params }) => {
  const slug = params['slug'] ?? '';
  return SLUG.test(slug) ? [operation(NewsletterIssuePageQuery, { slug })] : [];
};
