import { MockedProvider, type MockedProviderProps } from '@apollo/client/testing/react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { theme, ToastProvider } from '@bcg/web/shared';
import { ThemeProvider } from 'styled-components';
import { AdminSubscribersCsvQuery, AdminSubscribersQuery, EraseSubscriberMutation, SubscribersTable } from './subscribers-table';

const subscriber = (id: number, email: string, status: string) => ({
  __typename: 'EmailSubscriber' as const,
  id,
  email,
  leadMagnet: null,
  subscribedAt: '2026-11-20T10:00:00.000Z',
  status,
});
const ALL = [subscriber(1, 'pending@example.com', 'pending'), subscriber(2, 'confirmed@example.com', 'confirmed')];

function renderTable(mocks: MockedProviderProps['mocks'] = [], props: Partial<Parameters<typeof SubscribersTable>[0]> = {}) {
  const onChanged = jest.fn();
  render(
    <MockedProvider mocks={mocks}>
      <ThemeProvider theme={theme}>
        <ToastProvider>
          <SubscribersTable
            subscribers={ALL}
            loading={false}
            failed={false}
            onChanged={onChanged}
            onUnauthenticated={jest.fn()}
            {...props}
          />
        </ToastProvider>
      </ThemeProvider>
    </MockedProvider>,
  );
  return onChanged;
}

describe('Email Subscribers tab', () => {
  it('shows the spec loading text', () => {
    renderTable([], { loading: true });
    expect(screen.getByRole('status').textContent).toBe('Loading subscribers...');
  });

  it('says when there are no subscribers, in the spec words', () => {
    renderTable([], { subscribers: [] });
    expect(screen.getByText('No email subscribers yet. Subscribers will appear here when users sign up for your newsletter.')).toBeTruthy();
  });

  it('shows the spec columns plus each status', () => {
    renderTable();
    const rows = screen.getAllByTestId('subscriber-row');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('pending@example.comGeneral subscriptionPending'),
      expect.stringContaining('confirmed@example.comGeneral subscriptionConfirmed'),
    ]);
  });

  it('asks the server for the chosen status', async () => {
    const filtered = jest.fn(() => ({ data: { emailSubscribers: [subscriber(2, 'confirmed@example.com', 'confirmed')] } }));
    renderTable([{ request: { query: AdminSubscribersQuery, variables: { status: 'CONFIRMED' } }, result: filtered }]);
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'CONFIRMED' } });
    await waitFor(() => expect(screen.getAllByTestId('subscriber-row')).toHaveLength(1));
    expect(filtered).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('subscriber-row').textContent).toContain('confirmed@example.com');
  });

  it('downloads the CSV the server makes', async () => {
    const createObjectURL = jest.fn(() => 'blob:csv');
    const revokeObjectURL = jest.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect([this.href, this.download]).toEqual(['blob:csv', 'email-subscribers.csv']);
    });
    renderTable([
      { request: { query: AdminSubscribersCsvQuery, variables: {} }, result: { data: { emailSubscribersCsv: 'Email Address\r\n' } } },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const [blob] = createObjectURL.mock.calls[0] as unknown as [Blob];
    // jsdom's Blob has no text(): read it as a browser would.
    const text = await new Promise((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result);
      reader.readAsText(blob);
    });
    expect(text).toBe('Email Address\r\n');
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:csv');
    click.mockRestore();
  });

  it('erases only after the confirmation, saying what will go', async () => {
    const erased = jest.fn(() => ({
      data: { eraseEmailSubscriber: { __typename: 'ErasureResult', email: 'pending@example.com', emails: 1, contactMessages: 0 } },
    }));
    const onChanged = renderTable([{ request: { query: EraseSubscriberMutation, variables: { id: 1 } }, result: erased }]);
    fireEvent.click(screen.getByRole('button', { name: 'Erase pending@example.com' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Erase this address?' });
    expect(dialog.textContent).toContain(
      'pending@example.com will be deleted completely: the sign-up with its consent record, every email sent to it and every message received from it.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(erased).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Erase pending@example.com' }));
    const again = await screen.findByRole('alertdialog');
    fireEvent.click(Array.from(again.querySelectorAll('button')).find((button) => button.textContent === 'Erase')!);
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(erased).toHaveBeenCalledTimes(1);
  });
});
