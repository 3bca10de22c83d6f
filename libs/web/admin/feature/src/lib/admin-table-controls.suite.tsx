import { act, fireEvent, render, screen } from '@testing-library/react';
import { theme } from '@bcg/web/shared';
import { ThemeProvider } from 'styled-components';
import { ADMIN_PAGE_SIZE, Pager, SEARCH_DEBOUNCE_MS, SearchBox, SortHeader } from './admin-table-controls';

const inTheme = (ui: React.ReactNode) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

describe('Pager', () => {
  it('says the page of the total and stops at both ends', () => {
    const onPage = jest.fn();
    const { rerender } = inTheme(<Pager label="Rows" page={1} total={ADMIN_PAGE_SIZE * 2 + 1} noun="rows" onPage={onPage} />);
    expect(screen.getByRole('navigation', { name: 'Rows' }).textContent).toContain(`Page 1 of 3 (${ADMIN_PAGE_SIZE * 2 + 1} rows)`);
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenCalledWith(2);

    rerender(
      <ThemeProvider theme={theme}>
        <Pager label="Rows" page={3} total={ADMIN_PAGE_SIZE * 2 + 1} noun="rows" onPage={onPage} />
      </ThemeProvider>,
    );
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPage).toHaveBeenLastCalledWith(2);
  });

  it('shows page 1 of 1 for an empty list', () => {
    inTheme(<Pager label="Rows" page={1} total={0} noun="rows" onPage={jest.fn()} />);
    expect(screen.getByRole('navigation', { name: 'Rows' }).textContent).toContain('Page 1 of 1 (0 rows)');
  });

  it('names one row in the singular', () => {
    inTheme(<Pager label="Rows" page={1} total={1} noun="rows" onPage={jest.fn()} />);
    expect(screen.getByRole('navigation', { name: 'Rows' }).textContent).toContain('Page 1 of 1 (1 row)');
  });
});

describe('SortHeader', () => {
  const table = (sort: string, onSort: (sort: string) => void, descFirst = false) => (
    <ThemeProvider theme={theme}>
      <table>
        <thead>
          <tr>
            <SortHeader label="Name" column={{ asc: 'NAME_ASC', desc: 'NAME_DESC' }} sort={sort} onSort={onSort} descFirst={descFirst} />
          </tr>
        </thead>
      </table>
    </ThemeProvider>
  );

  it('says the order in aria-sort and flips it with a keyboard-operable button', () => {
    const onSort = jest.fn();
    const { rerender } = render(table('OTHER', onSort));
    expect(screen.getByRole('columnheader').getAttribute('aria-sort')).toBe('none');
    fireEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(onSort).toHaveBeenLastCalledWith('NAME_ASC');

    rerender(table('NAME_ASC', onSort));
    expect(screen.getByRole('columnheader').getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(screen.getByRole('button', { name: /Name/ }));
    expect(onSort).toHaveBeenLastCalledWith('NAME_DESC');

    rerender(table('NAME_DESC', onSort));
    expect(screen.getByRole('columnheader').getAttribute('aria-sort')).toBe('descending');
  });

  it('starts descending for columns such as dates', () => {
    const onSort = jest.fn();
    render(table('OTHER', onSort, true));
    fireEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(onSort).toHaveBeenCalledWith('NAME_DESC');
  });
});

describe('SearchBox', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('sends the text once typing pauses, not on every keystroke', () => {
    const onSearch = jest.fn();
    inTheme(<SearchBox label="Search rows" onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: 'Search rows' });
    fireEvent.change(box, { target: { value: 'a' } });
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    fireEvent.change(box, { target: { value: 'ab' } });
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('ab');
  });

  it('sends at once on Enter, and not again when the pause ends', () => {
    const onSearch = jest.fn();
    inTheme(<SearchBox label="Search rows" onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: 'Search rows' });
    fireEvent.change(box, { target: { value: 'collar' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSearch).toHaveBeenCalledWith('collar');
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });
});
