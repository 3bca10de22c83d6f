import { useQuery } from '@apollo/client/react';
import { graphql, isErrorCode } from '@bcg/web/graphql';
import { ErrorPanel, formatLongDate } from '@bcg/web/shared';
import { useEffect } from 'react';
import styled from 'styled-components';
import { Button, StatusPill, Toolbar } from './admin-ui';
import type { EditorTarget } from './dashboard-view';
import { NewsletterEditor } from './newsletter-editor';
import { StartFromArticle } from './newsletter-from-article';

const AdminNewslettersQuery = graphql(`
  query AdminNewsletters {
    newslettersConnection(first: 25) {
      totalCount
      nodes {
        id
        subject
        status
        sendAt
        sentAt
        updatedAt
        delivery {
          recipientCount
          sentCount
          failedCount
        }
      }
    }
  }
`);

/** How often the list asks again while an issue is being sent (its progress). */
const SENDING_POLL_MS = 3000;

const STATUS_WORDS = {
  DRAFT: ['Draft', 'neutral'],
  SCHEDULED: ['Scheduled', 'warn'],
  SENDING: ['Sending', 'warn'],
  SENT: ['Sent', 'good'],
} as const;

const Issues = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: 10px;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
    padding: 12px 14px;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
  }
  h3 {
    margin: 0 0 4px;
    font-size: 1.05rem;
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.muted};
  }
`;

type Issue = NonNullable<ReturnType<typeof useIssues>['data']>['newslettersConnection']['nodes'][number];

function useIssues() {
  return useQuery(AdminNewslettersQuery, { fetchPolicy: 'network-only' });
}

/** Where an issue is, in one line: its status and, while or after sending, sent of total. */
function progressOf(issue: Issue): string {
  const { recipientCount, sentCount, failedCount } = issue.delivery;
  if (issue.status === 'SCHEDULED' && issue.sendAt) return `To be sent ${new Date(issue.sendAt).toLocaleString('en-US')}`;
  if (issue.status === 'SENDING') return `${sentCount} of ${recipientCount} sent${failedCount ? `, ${failedCount} failed` : ''}`;
  if (issue.status === 'SENT')
    return `${sentCount} of ${recipientCount} sent${failedCount ? `, ${failedCount} failed` : ''}${issue.sentAt ? ` on ${formatLongDate(issue.sentAt)}` : ''}`;
  return `Last changed ${formatLongDate(issue.updatedAt)}`;
}

/** The Newsletter tab: the issues with their status and progress, or the editor of one. */
export function NewsletterTab({
  editing,
  onEdit,
  onUnauthenticated,
}: {
  editing: EditorTarget;
  onEdit: (editing: EditorTarget, replace?: boolean) => void;
  onUnauthenticated: () => void;
}) {
  const { data, loading, error, refetch, startPolling, stopPolling } = useIssues();
  const issues = data?.newslettersConnection.nodes ?? [];
  const sending = issues.some((issue) => issue.status === 'SENDING');

  useEffect(() => {
    if (isErrorCode(error, 'UNAUTHENTICATED')) onUnauthenticated();
  }, [error, onUnauthenticated]);
  useEffect(() => {
    if (!sending || editing !== null) return undefined;
    startPolling(SENDING_POLL_MS);
    return stopPolling;
  }, [sending, editing, startPolling, stopPolling]);

  if (editing !== null)
    return (
      <NewsletterEditor
        id={editing}
        onCreated={(id) => onEdit(id, true)}
        onClose={() => {
          onEdit(null);
          void refetch();
        }}
        onUnauthenticated={onUnauthenticated}
      />
    );

  return (
    <section aria-labelledby="newsletter-heading">
      <h2 id="newsletter-heading">Newsletter issues</h2>
      <Toolbar>
        <Button $tone="primary" onClick={() => onEdit('new')}>
          New issue
        </Button>
        <StartFromArticle onCreated={(id) => onEdit(id)} onUnauthenticated={onUnauthenticated} />
      </Toolbar>
      {error ? (
        <ErrorPanel title="We couldn't load the newsletter issues." message={error.message} onRetry={() => void refetch()} />
      ) : loading && !data ? (
        <p role="status">Loading issues...</p>
      ) : issues.length === 0 ? (
        <p>No issues yet. Write one, or start from a published article.</p>
      ) : (
        <Issues aria-label="Newsletter issues">
          {issues.map((issue) => (
            <li key={issue.id}>
              <div>
                <h3>{issue.subject}</h3>
                <p>{progressOf(issue)}</p>
              </div>
              <StatusPill $tone={STATUS_WORDS[issue.status][1]}>{STATUS_WORDS[issue.status][0]}</StatusPill>
              <Button onClick={() => onEdit(issue.id)} aria-label={`Open ${issue.subject}`}>
                Open
              </Button>
            </li>
          ))}
        </Issues>
      )}
      {data && data.newslettersConnection.totalCount > issues.length && (
        <p>
          The {issues.length} newest of {data.newslettersConnection.totalCount} issues; every sent one is also in the public archive at
          /newsletter.
        </p>
      )}
    </section>
  );
}
