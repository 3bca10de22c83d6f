import { useMutation } from '@apollo/client/react';
import { graphql, isErrorCode, type AdminDashboardQuery } from '@bcg/web/graphql';
import { useToast } from '@bcg/web/shared';
import styled from 'styled-components';
import { Button } from './admin-ui';
import { dateFormat, Scroll, Table } from './submissions-table';

export const SetContactMessageReadMutation = graphql(`
  mutation SetContactMessageRead($id: Int!, $read: Boolean!) {
    setContactMessageRead(id: $id, read: $read) {
      id
      readAt
    }
  }
`);

type Message = AdminDashboardQuery['contactMessages'][number];

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

/** The Messages tab: contact messages, newest first, unread ones marked; each can be marked read and answered by email. */
export function MessagesTable({
  messages,
  loading,
  failed,
  onUnauthenticated,
}: {
  messages: readonly Message[] | undefined;
  loading: boolean;
  failed: boolean;
  onUnauthenticated: () => void;
}) {
  const toast = useToast();
  const [setRead, { loading: saving }] = useMutation(SetContactMessageReadMutation);

  async function toggle(message: Message) {
    try {
      // The answer updates the cached message (same id), so the row and the tab's unread count follow.
      await setRead({ variables: { id: message.id, read: message.readAt === null } });
    } catch (error) {
      if (isErrorCode(error, 'UNAUTHENTICATED')) return onUnauthenticated();
      toast({ title: 'Error', description: 'Failed to update the message. Please try again.', tone: 'error' });
    }
  }

  if (loading) return <p role="status">Loading messages...</p>;
  if (failed || !messages) return <p role="alert">Failed to fetch messages</p>;
  if (messages.length === 0) return <p>No messages yet. Messages sent with the contact form will appear here.</p>;
  return (
    <Scroll>
      <Table>
        <caption className="visually-hidden">Contact messages</caption>
        <thead>
          <tr>
            <th scope="col">From</th>
            <th scope="col">Message</th>
            <th scope="col">Received</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {messages.map((message) => {
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
                  </Actions>
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </Scroll>
  );
}
