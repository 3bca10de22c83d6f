import { MockedProvider, type MockedProviderProps } from '@apollo/client/testing/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { theme, ToastProvider } from '@bcg/web/shared';
import { ThemeProvider } from 'styled-components';
import { AdminMailSuppressionsQuery, ReleaseMailSuppressionMutation, SuppressedAddresses } from './suppressed-addresses';

const suppression = (id: number, email: string, reason: string, detail: string | null) => ({
  __typename: 'MailSuppression' as const,
  id,
  email,
  reason,
  detail,
  createdAt: '2026-11-20T10:00:00.000Z',
});
const pageOf = (nodes: ReturnType<typeof suppression>[]) => ({
  data: { mailSuppressionsConnection: { __typename: 'MailSuppressionConnection' as const, totalCount: nodes.length, nodes } },
});
const FIRST_PAGE = { first: 25, offset: 0 };
const BOUNCED = suppression(4, 'gone@example.com', 'bounce', '550 5.1.1 No such user');
const COMPLAINED = suppression(3, 'angry@example.com', 'complaint', null);

function renderSection(mocks: MockedProviderProps['mocks']) {
  render(
    <MockedProvider mocks={mocks}>
      <ThemeProvider theme={theme}>
        <ToastProvider>
          <SuppressedAddresses onUnauthenticated={jest.fn()} />
        </ToastProvider>
      </ThemeProvider>
    </MockedProvider>,
  );
}

describe('Suppressed addresses', () => {
  it('lists each address with why, the mail server’s words and the date', async () => {
    renderSection([{ request: { query: AdminMailSuppressionsQuery, variables: FIRST_PAGE }, result: pageOf([BOUNCED, COMPLAINED]) }]);
    const rows = await screen.findAllByTestId('suppression-row');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('gone@example.comBounced550 5.1.1 No such user'),
      expect.stringContaining('angry@example.comMarked as spamNone given'),
    ]);
  });

  it('says when there are none', async () => {
    renderSection([{ request: { query: AdminMailSuppressionsQuery, variables: FIRST_PAGE }, result: pageOf([]) }]);
    expect(await screen.findByText('No suppressed addresses: every address that signed up can receive email.')).toBeTruthy();
  });

  it('shows the error when the list cannot be fetched', async () => {
    renderSection([{ request: { query: AdminMailSuppressionsQuery, variables: FIRST_PAGE }, error: new Error('down') }]);
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch suppressed addresses');
  });

  it('releases an address only after the confirmation, then reads the list again', async () => {
    const released = jest.fn(() => ({ data: { releaseMailSuppression: true } }));
    renderSection([
      { request: { query: AdminMailSuppressionsQuery, variables: FIRST_PAGE }, result: pageOf([BOUNCED]) },
      { request: { query: ReleaseMailSuppressionMutation, variables: { id: 4 } }, result: released },
      { request: { query: AdminMailSuppressionsQuery, variables: FIRST_PAGE }, result: pageOf([]) },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Release gone@example.com' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Release this address?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(released).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Release gone@example.com' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Release' }));
    await waitFor(() => expect(released).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('No suppressed addresses: every address that signed up can receive email.')).toBeTruthy();
    expect(screen.getByText('Email will be sent to gone@example.com again.')).toBeTruthy();
  });
});
