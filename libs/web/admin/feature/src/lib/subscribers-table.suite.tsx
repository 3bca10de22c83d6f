import { MockedProvider, type MockedProviderProps } from '@apollo/client/testing/react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { theme, ToastProvider } from '@bcg/web/shared';
import { ThemeProvider } from 'styled-components';
import { AdminSubscribersCsvQuery, AdminSubscribersQuery, EraseSubscriberMutation, SubscribersTable } from './subscribers-table';
import { localDay } from './file-names';

const subscriber = (id: number, email: string, status: string) => ({
  __typename: 'EmailSubscriber' as const,
  id,
  email,
  leadMagnet: null,
  subscribedAt: '2026-11-20T10:00:00.000Z',
  status,
});
const ALL = [subscriber(1, 'pending@example.com', 'pending'), subscriber(2, 'confirmed@example.com', 'confirmed')];

/** The server's answer for one page of subscribers. */
const pageOf = (nodes: ReturnType<typeof subscriber>[], totalCount = nodes.length) => ({
  data: { emailSubscribersConnection: { __typename: 'EmailSubscriberConnection' as const, totalCount, nodes } },
});
/** The first page's request, as the table sends it before any search, sort or filter. */
const FIRST_PAGE = { first: 25, offset: 0, sort: 'NEWEST' };
const firstPage = (nodes = ALL, totalCount = nodes.length) => ({
  request: { query: AdminSubscribersQuery, variables: FIRST_PAGE },
  result: pageOf(nodes, totalCount),
});

function renderTable(mocks: MockedProviderProps['mocks'] = [firstPage()]) {
  const onChanged = jest.fn();
  render(
    <MockedProvider mocks={mocks}>
      <ThemeProvider theme={theme}>
        <ToastProvider>
          <SubscribersTable onChanged={onChanged} onUnauthenticated={jest.fn()} />
        </ToastProvider>
      </ThemeProvider>
    </MockedProvider>,
  );
  return onChanged;
}

describe('Email Subscribers tab', () => {
  it("shows the site's loading text", () => {
    renderTable();
    expect(screen.getByRole('status').textContent).toBe('Loading subscribers...');
  });

  it("shows the site's error text when the list cannot be fetched", async () => {
    renderTable([{ request: { query: AdminSubscribersQuery, variables: FIRST_PAGE }, error: new Error('down') }]);
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch subscribers');
  });

  it("says when there are no subscribers, in the site's words", async () => {
    renderTable([firstPage([])]);
    expect(
      await screen.findByText('No email subscribers yet. Subscribers will appear here when users sign up for your newsletter.'),
    ).toBeTruthy();
  });

  it('shows the listed columns plus each status, and the page with the total the server counted', async () => {
    renderTable([firstPage(ALL, 60)]);
    const rows = await screen.findAllByTestId('subscriber-row');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('pending@example.comGeneral subscriptionPending'),
      expect.stringContaining('confirmed@example.comGeneral subscriptionConfirmed'),
    ]);
    expect(screen.getByRole('navigation', { name: 'Subscriber pages' }).textContent).toContain('Page 1 of 3 (60 subscribers)');
  });

  it('asks the server for page 2, and for the chosen order back on page 1', async () => {
    const second = jest.fn(() => pageOf([subscriber(30, 'page2@example.com', 'pending')], 60));
    const byAddress = jest.fn(() => pageOf([subscriber(7, 'aaron@example.com', 'confirmed')], 60));
    renderTable([
      firstPage(ALL, 60),
      { request: { query: AdminSubscribersQuery, variables: { ...FIRST_PAGE, offset: 25 } }, result: second },
      { request: { query: AdminSubscribersQuery, variables: { ...FIRST_PAGE, sort: 'EMAIL_ASC' } }, result: byAddress },
    ]);
    await screen.findAllByTestId('subscriber-row');
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('page2@example.com');
    expect(second).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('navigation', { name: 'Subscriber pages' }).textContent).toContain('Page 2 of 3');

    const header = screen.getByRole('columnheader', { name: /Email Address/ });
    expect(header.getAttribute('aria-sort')).toBe('none');
    expect(screen.getByRole('columnheader', { name: /Subscribed Date/ }).getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(screen.getByRole('button', { name: /Email Address/ }));
    await screen.findByText('aaron@example.com');
    expect(byAddress).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('columnheader', { name: /Email Address/ }).getAttribute('aria-sort')).toBe('ascending');
    expect(screen.getByRole('navigation', { name: 'Subscriber pages' }).textContent).toContain('Page 1 of 3');
  });

  it('searches on the server once typing pauses, and says when nothing matches', async () => {
    const searched = jest.fn(() => pageOf([]));
    const partial = jest.fn(() => pageOf([]));
    renderTable([
      firstPage(),
      { request: { query: AdminSubscribersQuery, variables: { ...FIRST_PAGE, q: 'nob' } }, result: partial },
      { request: { query: AdminSubscribersQuery, variables: { ...FIRST_PAGE, q: 'nobody' } }, result: searched },
    ]);
    await screen.findAllByTestId('subscriber-row');
    const box = screen.getByRole('searchbox', { name: 'Search addresses' });
    fireEvent.change(box, { target: { value: 'nob' } });
    fireEvent.change(box, { target: { value: 'nobody' } });
    expect(await screen.findByText('No subscribers match "nobody".')).toBeTruthy();
    // One request for the pause, not one per keystroke.
    expect(searched).toHaveBeenCalledTimes(1);
    expect(partial).not.toHaveBeenCalled();
  });

  it('asks the server for the chosen status', async () => {
    const filtered = jest.fn(() => pageOf([subscriber(2, 'confirmed@example.com', 'confirmed')]));
    renderTable([
      firstPage(),
      { request: { query: AdminSubscribersQuery, variables: { ...FIRST_PAGE, status: 'CONFIRMED' } }, result: filtered },
    ]);
    await screen.findAllByTestId('subscriber-row');
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
      expect([this.href, this.download]).toEqual(['blob:csv', `email-subscribers-${localDay()}.csv`]);
    });
    renderTable([
      firstPage(),
      { request: { query: AdminSubscribersCsvQuery, variables: {} }, result: { data: { emailSubscribersCsv: 'Email Address\r\n' } } },
    ]);
    await screen.findAllByTestId('subscriber-row');
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
    const onChanged = renderTable([
      firstPage(),
      { request: { query: EraseSubscriberMutation, variables: { id: 1 } }, result: erased },
      firstPage(ALL.slice(1)),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Erase pending@example.com' }));
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
