import { useQuery } from '@apollo/client/react';
import {
  graphql,
  isErrorCode,
  type AdminOutboxQuery as AdminOutboxQueryResult,
  type OutboxSort,
  type OutboxStatus,
} from '@bcg/web/graphql';
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { FilterSelect, ListState, Pager, SearchBox, SortHeader, SortSelect, TableToolbar, useServerList } from './admin-table-controls';
import { Button, DialogOverlay, DialogPanel, StatusPill } from './admin-ui';

/** An email's status colour: sent is done, failed needs the owner's look. */
const tone = (status: string) => (status === 'sent' ? 'good' : status === 'failed' ? 'bad' : 'neutral');
import { Scroll, Table } from './submissions-table';

/** One page of the outbox: of one status, searched (recipient, subject), sorted and counted by the server. */
export const AdminOutboxQuery = graphql(`
  query AdminOutbox($status: OutboxStatus, $q: String, $sort: OutboxSort!, $first: Int, $offset: Int) {
    outboxEmailsConnection(status: $status, q: $q, sort: $sort, first: $first, offset: $offset) {
      totalCount
      nodes {
        id
        kind
        toAddress
        subject
        text
        status
        attempts
        lastError
        nextAttemptAt
        sentAt
        createdAt
      }
    }
  }
`);

type Email = AdminOutboxQueryResult['outboxEmailsConnection']['nodes'][number];

const SORTS: ReadonlyArray<{ value: OutboxSort; label: string }> = [
  { value: 'NEWEST', label: 'Newest first' },
  { value: 'OLDEST', label: 'Oldest first' },
];

const STATUS_FILTERS: Array<{ value: OutboxStatus | ''; label: string }> = [
  { value: '', label: 'All' },
  { value: 'PENDING', label: 'Pending' },
  { value: 'SENDING', label: 'Sending' },
  { value: 'SENT', label: 'Sent' },
  { value: 'FAILED', label: 'Failed' },
];

/** Date and time: a queue is read by the minute, not by the day. */
const timeFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

const Body = styled.pre`
  margin: 12px 0 0;
  padding: 12px;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  font: inherit;
  background: ${({ theme }) => theme.color.page};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
`;

const DialogHead = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 12px;
  h2 {
    margin: 0;
    font-size: 1.3rem;
    overflow-wrap: anywhere;
  }
`;

/**
 * The Outbox tab: every email the site queued (confirmations, guides, contact notifications) with its delivery
 * state; without SMTP_URL they stay pending here, so the whole flow can be followed on a fresh machine.
 */
export function OutboxTable({ onUnauthenticated }: { onUnauthenticated: () => void }) {
  const [status, setStatus] = useState<OutboxStatus | ''>('');
  const list = useServerList<OutboxSort>('NEWEST');
  // Filter, search, order and page are applied by the server: the table holds one page of the queue.
  const { data, previousData, loading, error } = useQuery(AdminOutboxQuery, {
    variables: { ...list.variables, status: status || undefined },
    fetchPolicy: 'network-only',
  });
  const [reading, setReading] = useState<Email | null>(null);

  useEffect(() => {
    if (isErrorCode(error, 'UNAUTHENTICATED')) onUnauthenticated();
  }, [error, onUnauthenticated]);

  // The page on screen stays while the next one loads (no flash of "Loading..." on every page turn).
  const connection = (data ?? previousData)?.outboxEmailsConnection;
  const emails = connection?.nodes;
  return (
    <>
      <TableToolbar>
        <SearchBox label="Search emails" onSearch={list.setQ} />
        <FilterSelect label="Status" value={status} options={STATUS_FILTERS} onChange={list.filterBy(setStatus)} />
        <SortSelect options={SORTS} sort={list.sort} onSort={list.setSort} />
      </TableToolbar>
      <ListState
        loading={loading && !connection}
        failed={Boolean(error) || !emails}
        empty={emails?.length === 0}
        q={list.q}
        noun="emails"
        emptyText={
          status ? 'No emails with this status.' : 'No emails yet. Confirmations, sizing guides and contact notifications will appear here.'
        }
      >
        <Scroll aria-busy={loading}>
          <Table>
            <caption className="visually-hidden">Outbox</caption>
            <thead>
              <tr>
                <th scope="col">Status</th>
                <th scope="col">Email</th>
                <th scope="col">To</th>
                <th scope="col">Attempts</th>
                <SortHeader label="Dates" column={{ asc: 'OLDEST', desc: 'NEWEST' }} sort={list.sort} onSort={list.setSort} descFirst />
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {emails?.map((email) => (
                <tr key={email.id} data-testid="outbox-row">
                  <td data-label="Status">
                    <span>
                      <StatusPill $tone={tone(email.status)}>{email.status}</StatusPill>
                    </span>
                  </td>
                  <td data-label="Email">
                    <span>
                      {email.subject}
                      <small>{email.kind}</small>
                    </span>
                  </td>
                  <td data-label="To">{email.toAddress}</td>
                  <td data-label="Attempts">
                    <span>
                      {email.attempts}
                      {email.lastError && <small>Last error: {email.lastError}</small>}
                    </span>
                  </td>
                  <td data-label="Dates">
                    <span>
                      Queued {timeFormat.format(new Date(email.createdAt))}
                      <small>
                        {email.sentAt
                          ? `Sent ${timeFormat.format(new Date(email.sentAt))}`
                          : email.status === 'failed'
                            ? 'Not sent'
                            : `Next attempt ${timeFormat.format(new Date(email.nextAttemptAt))}`}
                      </small>
                    </span>
                  </td>
                  <td data-label="Actions">
                    <Button
                      type="button"
                      $tone="plain"
                      onClick={() => setReading(email)}
                      aria-label={`Read ${email.subject} to ${email.toAddress}`}
                    >
                      Read
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Scroll>
        <Pager label="Outbox pages" page={list.page} total={connection?.totalCount ?? 0} noun="emails" onPage={list.setPage} />
      </ListState>
      <Dialog.Root open={reading !== null} onOpenChange={(open) => !open && setReading(null)}>
        <Dialog.Portal>
          <DialogOverlay />
          <DialogPanel data-testid="outbox-email">
            <DialogHead>
              <Dialog.Title asChild>
                <h2>{reading?.subject}</h2>
              </Dialog.Title>
              <Dialog.Close asChild>
                <Button type="button" $tone="plain">
                  Close
                </Button>
              </Dialog.Close>
            </DialogHead>
            <Dialog.Description>
              To {reading?.toAddress} ({reading?.kind}, {reading?.status})
            </Dialog.Description>
            <Body>{reading?.text}</Body>
          </DialogPanel>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}
