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
/** The first page's request, as the table sends it before any search, sort or filter. */
const FIRST_PAGE = { first: 25, offset: 0, sort: 'NEWEST' };
const pageOf = (nodes: ReturnType<typeof email>[], totalCount = nodes.length) => ({
  data: { outboxEmailsConnection: { __typename: 'OutboxEmailConnection' as const, totalCount, nodes } },
});
const all = {
  request: { query: AdminOutboxQuery, variables: FIRST_PAGE },
  result: pageOf([email(2, 'pending'), email(1, 'failed', { attempts: 8, lastError: '550 No such user' })]),
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
    const failedOnly = jest.fn(() => pageOf([email(1, 'failed', { attempts: 8 })]));
    renderTable([all, { request: { query: AdminOutboxQuery, variables: { ...FIRST_PAGE, status: 'FAILED' } }, result: failedOnly }]);
    await screen.findAllByTestId('outbox-row');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'FAILED' } });
    await waitFor(() => expect(failedOnly).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getAllByTestId('outbox-row')).toHaveLength(1));
  });

  it('pages with the total the server counted, sorts oldest first from the Dates header, and searches', async () => {
    const second = jest.fn(() => pageOf([email(3, 'sent', { subject: 'Second page email' })], 30));
    const oldest = jest.fn(() => pageOf([email(4, 'sent', { subject: 'Oldest email' })], 30));
    const searched = jest.fn(() => pageOf([]));
    renderTable([
      { ...all, result: pageOf(all.result.data.outboxEmailsConnection.nodes, 30) },
      { request: { query: AdminOutboxQuery, variables: { ...FIRST_PAGE, offset: 25 } }, result: second },
      { request: { query: AdminOutboxQuery, variables: { ...FIRST_PAGE, sort: 'OLDEST' } }, result: oldest },
      { request: { query: AdminOutboxQuery, variables: { ...FIRST_PAGE, sort: 'OLDEST', q: 'nothing' } }, result: searched },
    ]);
    await screen.findAllByTestId('outbox-row');
    expect(screen.getByRole('navigation', { name: 'Outbox pages' }).textContent).toContain('Page 1 of 2 (30 emails)');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Second page email');
    fireEvent.click(screen.getByRole('button', { name: 'Dates' }));
    await screen.findByText('Oldest email');
    expect(screen.getByRole('columnheader', { name: 'Dates' }).getAttribute('aria-sort')).toBe('ascending');
    expect(screen.getByRole('navigation', { name: 'Outbox pages' }).textContent).toContain('Page 1 of 2');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search emails' }), { target: { value: 'nothing' } });
    expect(await screen.findByText('No emails match "nothing".')).toBeTruthy();
    expect([second, oldest, searched].map((mock) => mock.mock.calls.length)).toEqual([1, 1, 1]);
  });

  it('opens the text of an email in a dialog', async () => {
    renderTable([all]);
    fireEvent.click(await screen.findByRole('button', { name: 'Read Contact form: Sizing (from Dana 2) to owner@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact form: Sizing (from Dana 2)' });
    expect(within(dialog).getByText(/Neck 16 in\./).textContent).toBe('From: Dana <dana@example.com>\n\nNeck 16 in.');
  });

  it('says when there are no emails', async () => {
    renderTable([{ request: { query: AdminOutboxQuery, variables: FIRST_PAGE }, result: pageOf([]) }]);
    expect(await screen.findByText(/^No emails yet\./)).toBeTruthy();
  });

  it('reports a list that cannot be fetched', async () => {
    const onUnauthenticated = renderTable([
      { request: { query: AdminOutboxQuery, variables: FIRST_PAGE }, result: { errors: [new GraphQLError('boom')] } },
    ]);
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch emails');
    expect(onUnauthenticated).not.toHaveBeenCalled();
  });

  it('sends an expired session back to login', async () => {
    const onUnauthenticated = renderTable([
      {
        request: { query: AdminOutboxQuery, variables: FIRST_PAGE },
        result: { errors: [new GraphQLError('Admin session required', { extensions: { code: 'UNAUTHENTICATED' } })] },
      },
    ]);
    await waitFor(() => expect(onUnauthenticated).toHaveBeenCalled());
  });
});
