import { useMutation, useQuery } from '@apollo/client/react';
import { graphql, isErrorCode, type AdminMessagesQuery as AdminMessagesResult, type MessageSort } from '@bcg/web/graphql';
import { useToast } from '@bcg/web/shared';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { FilterSelect, ListState, Pager, SearchBox, SortHeader, SortSelect, TableToolbar, useServerList } from './admin-table-controls';
import { Button } from './admin-ui';
import { ConfirmDialog } from './confirm-dialog';
import { useRowConfirmation } from './row-confirmation';
import { dateFormat, Scroll, Table } from './submissions-table';

/** One page of the messages: unread (or read) only, searched (name, address, subject), sorted and counted by the server. */
export const AdminMessagesQuery = graphql(`
  query AdminMessages($unread: Boolean, $q: String, $sort: MessageSort!, $first: Int, $offset: Int) {
    contactMessagesConnection(unread: $unread, q: $q, sort: $sort, first: $first, offset: $offset) {
      totalCount
      nodes {
        id
        name
        email
        subject
        message
        readAt
        createdAt
      }
    }
  }
`);

export const SetContactMessageReadMutation = graphql(`
  mutation SetContactMessageRead($id: Int!, $read: Boolean!) {
    setContactMessageRead(id: $id, read: $read) {
      id
      readAt
    }
  }
`);

export const EraseMessageSenderMutation = graphql(`
  mutation EraseMessageSender($id: Int!) {
    eraseContactMessageSender(id: $id) {
      email
      emails
      contactMessages
    }
  }
`);

type Message = AdminMessagesResult['contactMessagesConnection']['nodes'][number];

const SORTS: ReadonlyArray<{ value: MessageSort; label: string }> = [
  { value: 'NEWEST', label: 'Newest first' },
  { value: 'OLDEST', label: 'Oldest first' },
];

type ReadFilter = '' | 'unread' | 'read';
const READ_FILTERS: ReadonlyArray<{ value: ReadFilter; label: string }> = [
  { value: '', label: 'All' },
  { value: 'unread', label: 'Unread' },
  { value: 'read', label: 'Read' },
];

/** Used when the sender gave no subject, both on screen and in the reply's subject line. */
const NO_SUBJECT = '(no subject)';

const Body = styled.p`
  margin: 6px 0 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 40px;
    padding: 8px 14px;
    border-radius: ${({ theme }) => theme.radius.sm};
    border: 1px solid ${({ theme }) => theme.color.border};
    font-weight: 600;
  }
`;

const Unread = styled.strong`
  display: inline-block;
  padding: 2px 10px;
  border-radius: 999px;
  font-size: 0.85rem;
  background: #dbeafe;
  color: #1e3a8a;
`;

/**
 * A mailto: link that opens a reply in the administrator's mail program. The address is percent-encoded but for
 * its @ (RFC 6068), so a ?, & or # in its local part cannot start the header part of the link.
 */
export function replyLink(message: Pick<Message, 'email' | 'subject'>): string {
  const to = encodeURIComponent(message.email).replace(/%40/g, '@');
  return `mailto:${to}?subject=${encodeURIComponent(`Re: ${message.subject || NO_SUBJECT}`)}`;
}

/**
 * The Messages tab: contact messages one page at a time (paged, sorted, searched and filtered by read state on the
 * server), unread ones marked; each can be marked read, answered by email, and its sender erased on request (every
 * message from the address, and its sign-up if any).
 */
export function MessagesTable({ onChanged, onUnauthenticated }: { onChanged: () => void; onUnauthenticated: () => void }) {
  const toast = useToast();
  const [readFilter, setReadFilter] = useState<ReadFilter>('');
  const listState = useServerList<MessageSort>('NEWEST');
  const page = useQuery(AdminMessagesQuery, {
    variables: { ...listState.variables, unread: readFilter ? readFilter === 'unread' : undefined },
    fetchPolicy: 'network-only',
  });
  // The page on screen stays while the next one loads (no flash of "Loading..." on every page turn).
  const connection = (page.data ?? page.previousData)?.contactMessagesConnection;
  const messages = connection?.nodes;
  useEffect(() => {
    if (isErrorCode(page.error, 'UNAUTHENTICATED')) onUnauthenticated();
  }, [page.error, onUnauthenticated]);
  const changed = () => {
    onChanged();
    void page.refetch();
  };
  const [setRead, { loading: saving }] = useMutation(SetContactMessageReadMutation);
  const [eraseSender, { loading: erasing }] = useMutation(EraseMessageSenderMutation);
  const { confirming, table, ask, succeeded, close, onCloseAutoFocus } = useRowConfirmation<Message>();

  async function onConfirmErase() {
    if (!confirming) return;
    try {
      const { data } = await eraseSender({ variables: { id: confirming.id } });
      succeeded();
      const result = data?.eraseContactMessageSender;
      toast({
        title: 'Sender erased',
        description: result
          ? `${result.email} was erased with ${result.contactMessages} message(s) and ${result.emails} email(s).`
          : 'The sender was erased.',
      });
      changed();
    } catch (error) {
      if (isErrorCode(error, 'UNAUTHENTICATED')) return onUnauthenticated();
      toast({ title: 'Error', description: 'Failed to erase the sender. Please try again.', tone: 'error' });
    } finally {
      close();
    }
  }

  async function toggle(message: Message) {
    try {
      // The answer updates the cached message (same id), so the row follows; the tab's unread count and a page
      // filtered by read state are the server's to recount.
      await setRead({ variables: { id: message.id, read: message.readAt === null } });
      changed();
    } catch (error) {
      if (isErrorCode(error, 'UNAUTHENTICATED')) return onUnauthenticated();
      toast({ title: 'Error', description: 'Failed to update the message. Please try again.', tone: 'error' });
    }
  }

  return (
    <>
      <TableToolbar>
        <SearchBox label="Search messages" onSearch={listState.setQ} />
        <FilterSelect label="Show" value={readFilter} options={READ_FILTERS} onChange={listState.filterBy(setReadFilter)} />
        <SortSelect options={SORTS} sort={listState.sort} onSort={listState.setSort} />
      </TableToolbar>
      <ListState
        loading={page.loading && !connection}
        failed={Boolean(page.error) || !messages}
        empty={messages?.length === 0}
        q={listState.q}
        noun="messages"
        emptyText={readFilter ? `No ${readFilter} messages.` : 'No messages yet. Messages sent with the contact form will appear here.'}
      >
        <Scroll aria-busy={page.loading}>
          <Table ref={table} tabIndex={-1}>
            <caption className="visually-hidden">Contact messages</caption>
            <thead>
              <tr>
                <th scope="col">From</th>
                <th scope="col">Message</th>
                <SortHeader
                  label="Received"
                  column={{ asc: 'OLDEST', desc: 'NEWEST' }}
                  sort={listState.sort}
                  onSort={listState.setSort}
                  descFirst
                />
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {messages?.map((message) => {
                const read = message.readAt !== null;
                const label = `${message.subject || NO_SUBJECT} from ${message.name}`;
                return (
                  <tr key={message.id} data-testid="message-row" data-read={read}>
                    <td data-label="From">
                      <span>
                        {message.name}
                        <small>{message.email}</small>
                      </span>
                    </td>
                    <td data-label="Message">
                      <div>
                        {!read && <Unread>Unread</Unread>} <strong>{message.subject || NO_SUBJECT}</strong>
                        <Body>{message.message}</Body>
                      </div>
                    </td>
                    <td data-label="Received">{dateFormat.format(new Date(message.createdAt))}</td>
                    <td data-label="Actions">
                      <Actions>
                        <a href={replyLink(message)} aria-label={`Reply by email to ${label}`}>
                          Reply by email
                        </a>
                        <Button
                          type="button"
                          $tone="plain"
                          disabled={saving}
                          onClick={() => void toggle(message)}
                          aria-label={`Mark ${label} as ${read ? 'unread' : 'read'}`}
                        >
                          {read ? 'Mark unread' : 'Mark read'}
                        </Button>
                        <Button
                          type="button"
                          $tone="danger"
                          disabled={erasing}
                          onClick={(event) => ask(message, event.currentTarget)}
                          aria-label={`Erase the sender of ${label}`}
                        >
                          Erase sender
                        </Button>
                      </Actions>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
        </Scroll>
        <Pager label="Message pages" page={listState.page} total={connection?.totalCount ?? 0} noun="messages" onPage={listState.setPage} />
      </ListState>
      <ConfirmDialog
        open={confirming !== null}
        title="Erase this sender?"
        description={`${confirming?.email ?? ''} will be deleted completely: every message from this address, every email sent to it or about its messages, and its sign-up if it has one. This cannot be undone.`}
        confirmLabel="Erase"
        busy={erasing}
        onConfirm={() => void onConfirmErase()}
        onCancel={close}
        onCloseAutoFocus={onCloseAutoFocus}
      />
    </>
  );
}
