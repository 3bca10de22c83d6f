import { media } from '@bcg/web/shared';
import { useCallback, useEffect, useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './admin-ui';

/** Rows per page of an admin table: a screenful on a desktop, well under the server's cap of 100. */
export const ADMIN_PAGE_SIZE = 25;

/** How long the search box waits after the last keystroke before it asks the server (one request per pause, not per key). */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The page, sort and search of one admin table, as the server's connection takes them (`offset`, `first`, `sort`,
 * `q`). A new search, sort or filter goes back to page 1: page 7 of the old order means nothing in the new one.
 */
export function useServerList<S extends string>(defaultSort: S) {
  const [page, setPage] = useState(1);
  const [sort, setSortState] = useState<S>(defaultSort);
  const [q, setQState] = useState('');
  // Stable, so the search box's debounce timer is not restarted by every render.
  const setSort = useCallback((next: S) => {
    setSortState(next);
    setPage(1);
  }, []);
  const setQ = useCallback((next: string) => {
    setQState(next);
    setPage(1);
  }, []);
  return {
    page,
    setPage,
    sort,
    setSort,
    q,
    setQ,
    /** A filter's setter (e.g. status) that also goes back to page 1, for a FilterSelect's `onChange`. */
    filterBy:
      <V,>(set: (value: V) => void) =>
      (value: V) => {
        set(value);
        setPage(1);
      },
    variables: { first: ADMIN_PAGE_SIZE, offset: (page - 1) * ADMIN_PAGE_SIZE, sort, q: q.trim() || undefined },
  };
}

/** The row of search, filters and actions above an admin table: wraps onto several lines on a phone. */
export const TableToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 10px;
  margin-bottom: 12px;
  select,
  input[type='search'] {
    min-height: 40px;
    padding: 6px 10px;
    font: inherit;
  }
  input[type='search'] {
    flex: 1 1 14rem;
    max-width: 24rem;
  }
  /* The column headers (with their sort buttons) are hidden on a phone: the sort select stands in for them there. */
  ${media.mdUp} {
    .phone-only {
      display: none;
    }
  }
`;

/**
 * A search box that asks the server once typing pauses: `onSearch` gets the text SEARCH_DEBOUNCE_MS after the last
 * change (and at once on Enter).
 */
export function SearchBox({ label, onSearch }: { label: string; onSearch: (q: string) => void }) {
  const id = useId();
  const [text, setText] = useState('');
  const [sent, setSent] = useState('');
  useEffect(() => {
    if (text === sent) return;
    const timer = setTimeout(() => {
      setSent(text);
      onSearch(text);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, sent, onSearch]);
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        id={id}
        type="search"
        placeholder={label}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && text !== sent) {
            setSent(text);
            onSearch(text);
          }
        }}
      />
    </>
  );
}

/** One sortable column: which sort value orders it up, and which down. */
export interface SortColumn<S extends string> {
  asc: S;
  desc: S;
}

const SortButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  color: inherit;
  cursor: pointer;
  text-decoration: underline dotted;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.brand};
    outline-offset: 2px;
  }
  /* The arrow is decoration (aria-sort says the order) and no part of the header's text: empty alternative text. */
  &[data-direction='ascending']::after {
    content: ' ▲' / '';
  }
  &[data-direction='descending']::after {
    content: ' ▼' / '';
  }
`;

/**
 * A column header that sorts the table on the server: a button (keyboard operable) that orders the column
 * descending first when `descFirst` (dates: newest first), and `aria-sort` saying the current order.
 */
export function SortHeader<S extends string>({
  label,
  column,
  sort,
  onSort,
  descFirst = false,
}: {
  label: string;
  column: SortColumn<S>;
  sort: S;
  onSort: (sort: S) => void;
  descFirst?: boolean;
}) {
  const direction = sort === column.asc ? 'ascending' : sort === column.desc ? 'descending' : 'none';
  const next = direction === 'ascending' ? column.desc : direction === 'descending' ? column.asc : descFirst ? column.desc : column.asc;
  return (
    <th scope="col" aria-sort={direction}>
      <SortButton type="button" data-direction={direction} onClick={() => onSort(next)}>
        {label}
      </SortButton>
    </th>
  );
}

/** The sort of a table as a select, for phones where the column headers are hidden. */
export function SortSelect<S extends string>({
  options,
  sort,
  onSort,
}: {
  options: ReadonlyArray<{ value: S; label: string }>;
  sort: S;
  onSort: (sort: S) => void;
}) {
  const id = useId();
  return (
    <span className="phone-only">
      <label htmlFor={id}>Sort </label>
      <select id={id} value={sort} onChange={(event) => onSort(event.target.value as S)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </span>
  );
}

/**
 * A filter of a server-paged table (status, category...): a labelled select. Its `onChange` is the list's
 * `filterBy(setter)`, which also goes back to the first page: the pages of the old filter no longer match.
 */
export function FilterSelect<V extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: V;
  options: ReadonlyArray<{ value: V; label: string }>;
  onChange: (value: V) => void;
}) {
  const id = useId();
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as V)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </>
  );
}

const PagerNav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 10px;
  margin-top: 12px;
  p {
    margin: 0;
  }
`;

/**
 * Previous / next with "Page N of M" and the total the server counted (`totalCount`): the table holds one page, the
 * pager says how much there is.
 */
export function Pager({
  label,
  page,
  total,
  pageSize = ADMIN_PAGE_SIZE,
  noun,
  onPage,
}: {
  label: string;
  page: number;
  total: number;
  pageSize?: number;
  /** The plural of what is listed (every list's noun takes an s; one row reads it without). */
  noun: string;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <PagerNav aria-label={label}>
      <Button type="button" $tone="plain" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <p aria-live="polite">
        Page {Math.min(page, pages)} of {pages} ({total} {total === 1 ? noun.replace(/s$/, '') : noun})
      </p>
      <Button type="button" $tone="plain" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </PagerNav>
  );
}

/** The table's state line: loading, failed, nothing at all, or nothing matching the search/filter. */
export function ListState({
  loading,
  failed,
  empty,
  q,
  noun,
  emptyText,
  children,
}: {
  loading: boolean;
  failed: boolean;
  empty: boolean;
  /** The search asked: an empty page then says nothing matched it, not that the table is empty. */
  q: string;
  noun: string;
  emptyText: string;
  children: ReactNode;
}) {
  if (loading) return <p role="status">Loading {noun}...</p>;
  if (failed) return <p role="alert">Failed to fetch {noun}</p>;
  if (empty) return <p role="status">{q.trim() ? `No ${noun} match "${q.trim()}".` : emptyText}</p>;
  return <>{children}</>;
}
