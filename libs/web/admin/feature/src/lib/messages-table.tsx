import { useMutation } from '@apollo/client/react';
import { graphql, isErrorCode, type AdminDashboardQuery } from '@bcg/web/graphql';
import { useToast } from '@bcg/web/shared';
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from './admin-ui';
import { ConfirmDialog } from './confirm-dialog';
import { dateFormat, Scroll, Table } from './submissions-table';

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

/**
 * The Messages tab: contact messages, newest first, unread ones marked; each can be marked read, answered by email,
 * and its sender erased on request (every message from the address, and its sign-up if any).
 */
export function MessagesTable({
  messages,
  loading,
  failed,
  onChanged,
  onUnauthenticated,
}: {
  messages: readonly Message[] | undefined;
  loading: boolean;
  failed: boolean;
  onChanged: () => void;
  onUnauthenticated: () => void;
}) {
  const toast = useToast();
  const [setRead, { loading: saving }] = useMutation(SetContactMessageReadMutation);
  const [eraseSender, { loading: erasing }] = useMutation(EraseMessageSenderMutation);
  const [confirming, setConfirming] = useState<Message | null>(null);
  const eraseButton = useRef<HTMLElement | null>(null);
  const erased = useRef(false);
  const list = useRef<HTMLTableElement>(null);

  async function onConfirmErase() {
    if (!confirming) return;
    try {
      const { data } = await eraseSender({ variables: { id: confirming.id } });
      erased.current = true;
      const result = data?.eraseContactMessageSender;
      toast({
        title: 'Sender erased',
        description: result
          ? `${result.email} was erased with ${result.contactMessages} message(s) and ${result.emails} email(s).`
          : 'The sender was erased.',
      });
      onChanged();
    } catch (error) {
      if (isErrorCode(error, 'UNAUTHENTICATED')) return onUnauthenticated();
      toast({ title: 'Error', description: 'Failed to erase the sender. Please try again.', tone: 'error' });
    } finally {
      setConfirming(null);
    }
  }

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
      <Table ref={list} tabIndex={-1}>
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
                    <Button
                      type="button"
                      $tone="danger"
                      disabled={erasing}
                      onClick={(event) => {
                        eraseButton.current = event.currentTarget;
                        setConfirming(message);
                      }}
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
      <ConfirmDialog
        open={confirming !== null}
        title="Erase this sender?"
        description={`${confirming?.email ?? ''} will be deleted completely: every message from this address, every email sent to it or about its messages, and its sign-up if it has one. This cannot be undone.`}
        confirmLabel="Erase"
        busy={erasing}
        onConfirm={() => void onConfirmErase()}
        onCancel={() => setConfirming(null)}
        onCloseAutoFocus={(event) => {
          // Back to the button that opened it; when its row is gone, to the table it was in.
          event.preventDefault();
          (erased.current ? list.current : eraseButton.current)?.focus();
          erased.current = false;
        }}
      />
    </Scroll>
  );
}
