import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ADMIN_SESSION_KEY } from '@bcg/web/graphql';
import { theme } from '@bcg/web/shared';
import { ThemeProvider } from 'styled-components';
import { CatalogueTransfer } from './catalogue-transfer';

const counts = (created: number, updated: number, unchanged: number, errors = 0) => ({ created, updated, unchanged, errors });
const preview = { dryRun: true, products: counts(1, 2, 6), articles: counts(0, 0, 9), faqs: counts(1, 0, 8), rows: [], errors: [] };

/** fetch answering each call with the next of `answers`, recording the calls. */
function fakeFetch(...answers: Array<{ status: number; body: unknown }>) {
  const fetch = jest.fn(async () => {
    const { status, body } = answers.shift() ?? { status: 500, body: {} };
    return { ok: status < 300, status, json: async () => body, text: async () => JSON.stringify(body), headers: new Headers() };
  });
  Object.assign(window, { fetch });
  return fetch;
}

function renderPanel() {
  const onImported = jest.fn();
  const onUnauthenticated = jest.fn();
  render(
    <ThemeProvider theme={theme}>
      <CatalogueTransfer onImported={onImported} onUnauthenticated={onUnauthenticated} />
    </ThemeProvider>,
  );
  return { onImported, onUnauthenticated };
}

function choose(text: string) {
  // jsdom's File has no text(); the browser's does.
  const file = Object.assign(new File([text], 'catalogue.json', { type: 'application/json' }), { text: async () => text });
  fireEvent.change(screen.getByLabelText(/Import a catalogue file/), { target: { files: [file] } });
}

beforeEach(() => window.localStorage.setItem(ADMIN_SESSION_KEY, 'session-1'));

describe('CatalogueTransfer', () => {
  it('previews a chosen file with a dry run, then imports it on confirmation', async () => {
    const fetch = fakeFetch({ status: 200, body: preview }, { status: 200, body: { ...preview, dryRun: false } });
    const { onImported } = renderPanel();
    choose('{"formatVersion":1}');
    const table = await screen.findByTestId('import-preview');
    expect(within(table).getByTestId('import-products').textContent).toBe('Products1260');
    expect(fetch).toHaveBeenLastCalledWith('/api/admin/import?dryRun=true', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer session-1' },
      body: '{"formatVersion":1}',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    await screen.findByTestId('import-result');
    expect(fetch).toHaveBeenLastCalledWith('/api/admin/import?dryRun=false', expect.objectContaining({ body: '{"formatVersion":1}' }));
    expect(onImported).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status').textContent).toContain('Imported');
  });

  it('lists by name what the import would create and change (with the fields), and counts the unchanged', async () => {
    const row = (kind: string, n: number, action: string, name: string, changes: string[] = []) => ({
      kind,
      row: n,
      key: name,
      action,
      name,
      changes,
    });
    const rows = [
      row('products', 1, 'updated', 'Ironbark Heritage Leather Collar', ['price', 'verdict']),
      row('products', 2, 'unchanged', 'CloudRest Padded Neoprene Collar'),
      row('products', 3, 'created', 'Harbor Everyday Waterproof Collar'),
      row('products', 4, 'updated', 'Sprout Puppy Starter Collar', ['sizes']),
      row('faqs', 1, 'created', 'Does a martingale collar suit a bulldog?'),
    ];
    fakeFetch({ status: 200, body: { ...preview, products: counts(1, 2, 1), articles: counts(0, 0, 0), faqs: counts(1, 0, 0), rows } });
    renderPanel();
    choose('{"formatVersion":1}');
    const list = await screen.findByRole('list', { name: 'What would change, by name' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Products: 1 new (Harbor Everyday Waterproof Collar); 2 changed (Ironbark Heritage Leather Collar: price, verdict; Sprout Puppy Starter Collar: sizes); 1 unchanged',
      'Articles: 0 new; 0 changed; 0 unchanged',
      'FAQs: 1 new (Does a martingale collar suit a bulldog?); 0 changed; 0 unchanged',
    ]);
  });

  it('says when the server stopped at the first hundred problems', async () => {
    const errors = Array.from({ length: 100 }, (_, i) => ({
      kind: 'products',
      row: i + 1,
      key: null,
      field: 'name',
      message: 'name must be text',
    }));
    fakeFetch({ status: 200, body: { ...preview, products: counts(0, 0, 0, 100), errors, errorsTruncated: true } });
    renderPanel();
    choose('{}');
    expect(await screen.findByText('First 100 errors shown; fix these and try again.')).toBeTruthy();
  });

  it('lists every row problem of the dry run and offers no import', async () => {
    const errors = [{ kind: 'products', row: 3, key: 'B0TEST0001', field: 'price', message: 'Price must look like $34.99' }];
    fakeFetch({ status: 200, body: { ...preview, products: counts(0, 1, 7, 1), errors } });
    const { onImported } = renderPanel();
    choose('{}');
    expect(await screen.findByText('products row 3 (B0TEST0001), price: Price must look like $34.99')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Import' }) as HTMLButtonElement).disabled).toBe(true);
    expect(onImported).not.toHaveBeenCalled();
  });

  it('shows a refused file with its message, and a lost session goes back to login', async () => {
    fakeFetch({
      status: 400,
      body: { success: false, error: 'formatVersion must be 1', fields: { formatVersion: 'formatVersion must be 1' } },
    });
    renderPanel();
    choose('{}');
    expect((await screen.findByRole('alert')).textContent).toContain('formatVersion must be 1');

    fakeFetch({ status: 401, body: {} });
    const { onUnauthenticated } = renderPanel();
    fireEvent.click(screen.getAllByRole('button', { name: 'Download catalogue (JSON)' })[1] as HTMLElement);
    await waitFor(() => expect(onUnauthenticated).toHaveBeenCalled());
  });
});
