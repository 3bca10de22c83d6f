import { MockedProvider, type MockedProviderProps } from '@apollo/client/testing/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { theme } from '@bcg/web/shared';
import { GraphQLError } from 'graphql';
import { ThemeProvider } from 'styled-components';
import { AdminOutboxQuery, OutboxTable } from './outbox-table';

function renderTable(mocks: MockedProviderProps['mocks']) {
  const onUnauthenticated = jest.fn();
  render(
    <MockedProvider mocks={mocks}>
      <ThemeProvider theme={theme}>
        <OutboxTable onUnauthenticated={onUnauthenticated} />
      </ThemeProvider>
    </MockedProvider>,
  );
  return onUnauthenticated;
}

const email = (id: number, status: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'OutboxEmail' as const,
  id,
  kind: 'contact-notification',
  toAddress: 'owner@example.com',
  subject: `Contact form: Sizing (from Dana ${id})`,
  text: 'From: Dana <dana@example.com>\n\nNeck 16 in.',
  status,
  attempts: 0,
  lastError: null,
  nextAttemptAt: '2026-11-20T10:00:00.000Z',
  sentAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...extra,
});
const all = {
  request: { query: AdminOutboxQuery, variables: {} },
  result: { data: { outboxEmails: [email(2, 'pending'), email(1, 'failed', { attempts: 8, lastError: '550 No such user' })] } },
};

describe('Outbox tab', () => {
  it('shows a loading state, then each email with its state, attempts and last error', async () => {
    renderTable([{ ...all, delay: 20 }]);
    expect(screen.getByRole('status').textContent).toBe('Loading emails...');
    const rows = await screen.findAllByTestId('outbox-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toContain('pending');
    expect(rows[0]?.textContent).toContain('owner@example.com');
    expect(rows[1]?.textContent).toContain('failed');
    expect(rows[1]?.textContent).toContain('Last error: 550 No such user');
    expect(rows[1]?.textContent).toContain('Not sent');
  });

  it('asks the server for one status when filtered', async () => {
    const failedOnly = jest.fn(() => ({ data: { outboxEmails: [email(1, 'failed', { attempts: 8 })] } }));
    renderTable([all, { request: { query: AdminOutboxQuery, variables: { status: 'FAILED' } }, result: failedOnly }]);
    await screen.findAllByTestId('outbox-row');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'FAILED' } });
    await waitFor(() => expect(failedOnly).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getAllByTestId('outbox-row')).toHaveLength(1));
  });

  it('opens the text of an email in a dialog', async () => {
    renderTable([all]);
    fireEvent.click(await screen.findByRole('button', { name: 'Read Contact form: Sizing (from Dana 2) to owner@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact form: Sizing (from Dana 2)' });
    expect(within(dialog).getByText(/Neck 16 in\./).textContent).toBe('From: Dana <dana@example.com>\n\nNeck 16 in.');
  });

  it('says when there are no emails', async () => {
    renderTable([{ request: { query: AdminOutboxQuery, variables: {} }, result: { data: { outboxEmails: [] } } }]);
    expect(await screen.findByText(/^No emails yet\./)).toBeTruthy();
  });

  it('reports a list that cannot be fetched', async () => {
    const onUnauthenticated = renderTable([
      { request: { query: AdminOutboxQuery, variables: {} }, result: { errors: [new GraphQLError('boom')] } },
    ]);
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch emails');
    expect(onUnauthenticated).not.toHaveBeenCalled();
  });

  it('sends an expired session back to login', async () => {
    const onUnauthenticated = renderTable([
      {
        request: { query: AdminOutboxQuery, variables: {} },
        result: { errors: [new GraphQLError('Admin session required', { extensions: { code: 'UNAUTHENTICATED' } })] },
      },
    ]);
    await waitFor(() => expect(onUnauthenticated).toHaveBeenCalled());
  });
});
