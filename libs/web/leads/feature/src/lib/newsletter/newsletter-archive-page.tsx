import { graphql, operation, usePageQuery, type RouteData } from '@bcg/web/graphql';
import { Breadcrumb, breadcrumbSchema, Container, EmptyState, ErrorPanel, formatLongDate, PageMeta, SkeletonBlock } from '@bcg/web/shared';
import { Link } from 'react-router';
import styled from 'styled-components';
import { SizingGuideSignup } from '../sizing-guide-signup';

/** The archive page lists this many issues, the newest first. */
const ARCHIVE_ISSUES = 100;

export const NEWSLETTER_CRUMBS = [
  { label: 'Home', path: '/' },
  { label: 'Newsletter', path: '/newsletter' },
];

const NewsletterArchivePageQuery = graphql(`
  query NewsletterArchivePage($first: Int!) {
    newsletterArchive(first: $first) {
      totalCount
      nodes {
        slug
        subject
        preheader
        sentAt
      }
    }
  }
`);

const Page = styled.section`
  padding: 40px 0 0;
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

const Issues = styled.ol`
  list-style: none;
  margin: 0 0 40px;
  padding: 0;
  display: grid;
  gap: 16px;
  li {
    padding: 16px 0;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  h2 {
    margin: 4px 0;
    font-size: 1.25rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.muted};
  }
`;

/** /newsletter: every sent issue, the newest first, and the site's sign-up form. */
export function NewsletterArchivePage() {
  const { data, loading, error, refetch } = usePageQuery(NewsletterArchivePageQuery, { variables: { first: ARCHIVE_ISSUES } });
  const issues = data?.newsletterArchive.nodes ?? [];
  return (
    <Page>
      <PageMeta
        title="Newsletter Archive"
        description="Every issue of the Bulldog Collar Guide newsletter: collar fit advice, new reviews and price news for bulldog owners."
        path="/newsletter"
        schemaMarkup={(siteUrl) => breadcrumbSchema(NEWSLETTER_CRUMBS, siteUrl)}
      />
      <Container>
        <Breadcrumb crumbs={NEWSLETTER_CRUMBS} />
        <h1>Newsletter Archive</h1>
        <Lead>Every issue we have sent to our subscribers, the newest first. Sign up below to get the next one by email.</Lead>
        {error ? (
          <ErrorPanel title="We couldn't load the newsletter issues." message={error.message} onRetry={() => void refetch()} />
        ) : loading || !data ? (
          <div aria-busy="true">
            <span role="status" className="visually-hidden">
              Loading newsletter issues
            </span>
            <SkeletonBlock $height="12em" aria-hidden="true" />
          </div>
        ) : issues.length === 0 ? (
          <EmptyState>
            <h2>No issues sent yet</h2>
            <p>The first issue will appear here once it has gone out to subscribers.</p>
          </EmptyState>
        ) : (
          <Issues aria-label="Newsletter issues">
            {issues.map((issue) => (
              <li key={issue.slug}>
                {issue.sentAt && <time dateTime={issue.sentAt}>{formatLongDate(issue.sentAt)}</time>}
                <h2>
                  <Link to={`/newsletter/${issue.slug}`}>{issue.subject}</Link>
                </h2>
                {issue.preheader && <p>{issue.preheader}</p>}
              </li>
            ))}
          </Issues>
        )}
      </Container>
      <SizingGuideSignup />
    </Page>
  );
}

/** The data of /newsletter: the newest issues. */
export const newsletterArchiveData: RouteData = () => [operation(NewsletterArchivePageQuery, { first: ARCHIVE_ISSUES })];
