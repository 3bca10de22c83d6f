import { MockedProvider, type MockedProviderProps } from '@apollo/client/testing/react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { theme, ToastProvider } from '@bcg/web/shared';
import { GraphQLError } from 'graphql';
import { ThemeProvider } from 'styled-components';
import { AdminMessagesQuery, EraseMessageSenderMutation, MessagesTable, replyLink, SetContactMessageReadMutation } from './messages-table';

const unread = {
  __typename: 'ContactMessage' as const,
  id: 3,
  name: 'Dana',
  email: 'dana@example.com',
  subject: 'Sizing a 9 month Frenchie',
  message: 'Neck is 15 in.\nWhich size?',
  readAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
};

type Message = typeof unread | (Omit<typeof unread, 'readAt'> & { readAt: string });

/** The server's first page of messages (twice: the table asks again after a change). */
const firstPage = (messages: Message[]) =>
  [0, 1].map(() => ({
    request: { query: AdminMessagesQuery, variables: { first: 25, offset: 0, sort: 'NEWEST' } },
    result: {
      data: {
        contactMessagesConnection: { __typename: 'ContactMessageConnection' as const, totalCount: messages.length, nodes: messages },
      },
    },
  }));

function renderTable({ messages = [unread] as Message[], failed = false } = {}, mocks: MockedProviderProps['mocks'] = []) {
  const onUnauthenticated = jest.fn();
  const onChanged = jest.fn();
  const page = failed
    ? [{ request: { query: AdminMessagesQuery, variables: { first: 25, offset: 0, sort: 'NEWEST' } }, error: new Error('down') }]
    : firstPage(messages);
  render(
    <MockedProvider mocks={[...page, ...(mocks ?? [])]}>
      <ThemeProvider theme={theme}>
        <ToastProvider>
          <MessagesTable onChanged={onChanged} onUnauthenticated={onUnauthenticated} />
        </ToastProvider>
      </ThemeProvider>
    </MockedProvider>,
  );
  return Object.assign(onUnauthenticated, { onChanged });
}

describe('Messages tab', () => {
  it('shows a loading state', () => {
    renderTable();
    expect(screen.getByRole('status').textContent).toBe('Loading messages...');
  });

  it('reports a list that cannot be fetched', async () => {
    renderTable({ failed: true });
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch messages');
  });

  it('says when there are no messages', async () => {
    renderTable({ messages: [] });
    expect(await screen.findByText('No messages yet. Messages sent with the contact form will appear here.')).toBeTruthy();
  });

  it('shows the sender, the whole message and an unread mark, with a reply link', async () => {
    renderTable();
    const row = await screen.findByTestId('message-row');
    expect(row.textContent).toContain('dana@example.com');
    expect(row.textContent).toContain('Neck is 15 in.\nWhich size?');
    expect(row.textContent).toContain('Unread');
    expect(row.textContent).toContain('Nov 20, 2026');
    const reply = screen.getByRole('link', { name: 'Reply by email to Sizing a 9 month Frenchie from Dana' });
    expect(reply.getAttribute('href')).toBe('mailto:dana@example.com?subject=Re%3A%20Sizing%20a%209%20month%20Frenchie');
  });

  it('marks a message read', async () => {
    const marked = jest.fn(() => ({
      data: { setContactMessageRead: { __typename: 'ContactMessage', id: 3, readAt: '2026-11-21T00:00:00.000Z' } },
    }));
    const { onChanged } = renderTable({}, [
      { request: { query: SetContactMessageReadMutation, variables: { id: 3, read: true } }, result: marked },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Mark Sizing a 9 month Frenchie from Dana as read' }));
    await waitFor(() => expect(marked).toHaveBeenCalledTimes(1));
    // The tab's unread count is the server's: the dashboard recounts.
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
  });

  it('marks a read message unread again', async () => {
    const marked = jest.fn(() => ({ data: { setContactMessageRead: { __typename: 'ContactMessage', id: 3, readAt: null } } }));
    renderTable({ messages: [{ ...unread, readAt: '2026-11-21T00:00:00.000Z' }] }, [
      { request: { query: SetContactMessageReadMutation, variables: { id: 3, read: false } }, result: marked },
    ]);
    expect((await screen.findByTestId('message-row')).textContent).not.toContain('Unread');
    fireEvent.click(screen.getByRole('button', { name: 'Mark Sizing a 9 month Frenchie from Dana as unread' }));
    await waitFor(() => expect(marked).toHaveBeenCalledTimes(1));
  });

  it('sends an expired session back to login', async () => {
    const onUnauthenticated = renderTable({}, [
      {
        request: { query: SetContactMessageReadMutation, variables: { id: 3, read: true } },
        result: { errors: [new GraphQLError('Admin session required', { extensions: { code: 'UNAUTHENTICATED' } })] },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: /as read$/ }));
    await waitFor(() => expect(onUnauthenticated).toHaveBeenCalled());
  });
});

describe('erasing a sender', () => {
  it('asks first, saying what goes, then erases and refreshes the lists', async () => {
    const erased = jest.fn(() => ({
      data: { eraseContactMessageSender: { __typename: 'ErasureResult', email: 'dana@example.com', emails: 1, contactMessages: 1 } },
    }));
    const { onChanged } = renderTable({}, [{ request: { query: EraseMessageSenderMutation, variables: { id: 3 } }, result: erased }]);
    fireEvent.click(await screen.findByRole('button', { name: 'Erase the sender of Sizing a 9 month Frenchie from Dana' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Erase this sender?' });
    expect(dialog.textContent).toContain('dana@example.com will be deleted completely: every message from this address');
    fireEvent.click(Array.from(dialog.querySelectorAll('button')).find((button) => button.textContent === 'Erase')!);
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(erased).toHaveBeenCalledTimes(1);
  });
});

describe('replyLink', () => {
  it('answers "Re: (no subject)" without a subject, and keeps characters of the address out of the header part', () => {
    expect(replyLink({ email: 'a?cc=x&b#c@example.com', subject: null })).toBe(
      'mailto:a%3Fcc%3Dx%26b%23c@example.com?subject=Re%3A%20(no%20subject)',
    );
  });
});
