import { MockedProvider, type MockedProviderProps } from '@apollo/client/testing/react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { theme } from '@bcg/web/shared';
import { ThemeProvider } from 'styled-components';
import { AdminSubmissionsQuery, DeleteSubmissionMutation, SubmissionsTable } from './submissions-table';

const submission = {
  __typename: 'ProductSubmission' as const,
  id: 4,
  productName: 'Oakline Padded Collar',
  amazonAsin: 'B0ABCDEFGH',
  submitterName: 'Sam',
  submitterEmail: 'sam@example.com',
  status: 'PENDING' as const,
  rawStatus: 'pending',
  submittedAt: '2026-11-20T10:00:00.000Z',
};

const FIRST_PAGE = { first: 25, offset: 0, sort: 'NEWEST' };
const pageOf = (nodes: (typeof submission)[], totalCount = nodes.length, variables: Record<string, unknown> = FIRST_PAGE) => ({
  request: { query: AdminSubmissionsQuery, variables },
  result: {
    data: { productSubmissionsConnection: { __typename: 'ProductSubmissionConnection' as const, totalCount, nodes } },
  },
});

function renderTable(mocks: MockedProviderProps['mocks']) {
  const onChanged = jest.fn();
  render(
    <MockedProvider mocks={[pageOf([submission]), ...(mocks ?? [])]}>
      <ThemeProvider theme={theme}>
        <SubmissionsTable onChanged={onChanged} onUnauthenticated={jest.fn()} />
      </ThemeProvider>
    </MockedProvider>,
  );
  return onChanged;
}

describe('the submissions table', () => {
  it("shows the site's loading text, then the site's error text when the list cannot be fetched", async () => {
    render(
      <MockedProvider mocks={[{ request: { query: AdminSubmissionsQuery, variables: FIRST_PAGE }, error: new Error('down') }]}>
        <ThemeProvider theme={theme}>
          <SubmissionsTable onChanged={jest.fn()} onUnauthenticated={jest.fn()} />
        </ThemeProvider>
      </MockedProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe('Loading submissions...');
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch submissions');
  });

  it('shows one page with the total, sorts oldest first from the Submitted header, and searches on the server', async () => {
    const oldest = { ...submission, id: 1, productName: 'First Ever Collar' };
    renderTable([pageOf([oldest], 30, { ...FIRST_PAGE, sort: 'OLDEST' }), pageOf([], 0, { ...FIRST_PAGE, sort: 'OLDEST', q: 'zzz' })]);
    await screen.findByText('Oakline Padded Collar');
    expect(screen.getByRole('navigation', { name: 'Submission pages' }).textContent).toContain('Page 1 of 1 (1 submission)');
    fireEvent.click(screen.getByRole('button', { name: /Submitted/ }));
    await screen.findByText('First Ever Collar');
    expect(screen.getByRole('columnheader', { name: /Submitted/ }).getAttribute('aria-sort')).toBe('ascending');
    expect(screen.getByRole('navigation', { name: 'Submission pages' }).textContent).toContain('Page 1 of 2 (30 submissions)');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search submissions' }), { target: { value: 'zzz' } });
    expect(await screen.findByText('No submissions match "zzz".')).toBeTruthy();
  });
});

describe('deleting a submission', () => {
  it('asks first: Cancel (focused at once) deletes nothing and gives the focus back to the Delete button', async () => {
    const deleted = jest.fn(() => ({ data: { deleteProductSubmission: 4 } }));
    const onChanged = renderTable([{ request: { query: DeleteSubmissionMutation, variables: { id: 4 } }, result: deleted }]);
    const deleteButton = await screen.findByRole('button', { name: 'Delete Oakline Padded Collar' });
    deleteButton.focus();
    fireEvent.click(deleteButton);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this submission?' });
    expect(dialog.textContent).toContain('"Oakline Padded Collar" from Sam will be removed. This cannot be undone.');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' })));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(document.activeElement).toBe(deleteButton);
    expect(deleted).not.toHaveBeenCalled();
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('deletes once Delete in the dialog is pressed, then focuses the table the row leaves', async () => {
    const deleted = jest.fn(() => ({ data: { deleteProductSubmission: 4 } }));
    const onChanged = renderTable([
      { request: { query: DeleteSubmissionMutation, variables: { id: 4 } }, result: deleted },
      pageOf([submission]),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Oakline Padded Collar' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(Array.from(dialog.querySelectorAll('button')).find((button) => button.textContent === 'Delete')!);
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(deleted).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('table', { name: 'Product submissions' }));
  });
});
