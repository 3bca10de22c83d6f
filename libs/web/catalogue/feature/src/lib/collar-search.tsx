import { BREED_FILTERS, DEFAULT_COLLAR_FILTER, MAX_SEARCH_LENGTH, type CollarFilter } from '@bcg/shared/product-filters';
import { BREED_FIGURES, type Breed } from '@bcg/shared/sizing';
import { primaryButtonStyles } from '@bcg/web/shared';
import { type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import styled from 'styled-components';

/** How a /collars URL narrows the list: the filter, the breed and the search. */
export interface CollarsView {
  filter: CollarFilter;
  breed: Breed | null;
  query: string;
}

/** "French bulldogs": a breed as the list's count line names it. */
export const breedPlural = (breed: Breed) => `${BREED_FIGURES[breed].name.replace(' Bulldog', ' bulldogs')}`;

/** The URL of a page of the collar list with what narrows it (defaults and page 1 left out, so each view has one URL). */
export function collarsPath({ filter, breed, query }: CollarsView, page = 1): string {
  const params = new URLSearchParams();
  if (filter !== DEFAULT_COLLAR_FILTER) params.set('filter', filter);
  if (breed) params.set('breed', breed);
  if (query) params.set('q', query);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `/collars?${search}` : '/collars';
}

const SearchForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: 8px 12px;
  margin: 0 0 16px;
  label {
    display: grid;
    gap: 4px;
    flex: 1 1 240px;
    font-weight: 600;
  }
  input {
    min-height: 48px;
    padding: 8px 12px;
    border: 1px solid ${({ theme }) => theme.color.muted};
    border-radius: ${({ theme }) => theme.radius.sm};
    font: inherit;
    font-weight: 400;
  }
  button {
    ${primaryButtonStyles}
  }
`;

/**
 * The collar search: a GET form (`?q=`), answered by the server before any script runs; the filter and breed in force
 * ride along as hidden fields, so a search keeps them. With scripts it navigates without a reload.
 */
export function CollarSearchForm({ view }: { view: CollarsView }) {
  const navigate = useNavigate();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    void navigate(collarsPath({ ...view, query }), { preventScrollReset: true });
  };
  return (
    // Keyed by the search, so the box shows the URL's words after back and forward.
    <SearchForm key={view.query} role="search" method="get" action="/collars" onSubmit={submit}>
      {/* First, so the URL a browser builds without scripts reads as collarsPath spells it: filter, breed, q. */}
      {view.filter !== DEFAULT_COLLAR_FILTER && <input type="hidden" name="filter" value={view.filter} />}
      {view.breed && <input type="hidden" name="breed" value={view.breed} />}
      <label>
        Search collars
        <input
          type="search"
          name="q"
          defaultValue={view.query}
          maxLength={MAX_SEARCH_LENGTH}
          placeholder="e.g. padded, leather, frenchie"
          autoComplete="off"
        />
      </label>
      <button type="submit">Search</button>
    </SearchForm>
  );
}

const Breeds = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin: 12px 0 0;
  span {
    font-weight: 600;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 6px 14px;
    border-radius: ${({ theme }) => theme.radius.pill};
    border: 1px solid ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.brand};
    text-decoration: none;
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.color.brand};
    color: #fff;
  }
`;

/** The breed filter: links (`?breed=`), so it works before hydration, is shareable and keeps the filter and search. */
export function BreedLinks({ view }: { view: CollarsView }) {
  const options: Array<{ breed: Breed | null; label: string }> = [
    { breed: null, label: 'Any breed' },
    ...BREED_FILTERS.map((breed) => ({ breed, label: BREED_FIGURES[breed].name.replace(' Bulldog', '') })),
  ];
  return (
    <Breeds aria-label="Collars for a breed">
      <span aria-hidden="true">Suits:</span>
      {options.map(({ breed, label }) => (
        <Link
          key={label}
          to={collarsPath({ ...view, breed })}
          aria-current={view.breed === breed ? 'page' : undefined}
          aria-label={breed ? `Collars for ${breedPlural(breed)}` : 'Collars for any breed'}
          preventScrollReset
        >
          {label}
        </Link>
      ))}
    </Breeds>
  );
}

const Empty = styled.div`
  padding: 24px;
  border: 1px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  text-align: center;
  p {
    margin: 0 0 8px;
  }
`;

/** No collar in this view: say what was asked, and offer the wider lists. */
export function NoCollarsFound({ view }: { view: CollarsView }) {
  const narrowed = view.filter !== DEFAULT_COLLAR_FILTER || view.breed;
  return (
    <Empty data-testid="no-collars">
      <p>
        <strong>
          No collars {view.query ? `match “${view.query}”` : 'here'}
          {view.breed ? ` for ${breedPlural(view.breed)}` : ''}
          {view.filter !== DEFAULT_COLLAR_FILTER ? ` under this filter` : ''}.
        </strong>
      </p>
      <p>
        {view.query && <Link to={collarsPath({ ...view, query: '' })}>Clear the search</Link>}
        {view.query && narrowed && ' · '}
        {narrowed && <Link to="/collars">See every collar</Link>}
      </p>
    </Empty>
  );
}
