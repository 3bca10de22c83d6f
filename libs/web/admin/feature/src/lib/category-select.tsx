import { useQuery } from '@apollo/client/react';
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { AdminArticleCategoriesQuery } from './articles-table';

/** The select's value that asks for a new category's name. */
const NEW = '\u0000new';

const Stack = styled.div`
  display: grid;
  gap: 6px;
`;

/**
 * The article's category chosen from the ones articles already have (one spelling per category, so the blog's
 * filters and /guides find every post), or a new one typed by name. The list is the server's; while it loads, or if
 * it cannot be loaded, the current category stays chosen and a new one can still be typed.
 */
export function CategorySelect({
  value,
  onChange,
  controlProps,
}: {
  value: string;
  onChange: (category: string) => void;
  controlProps: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string };
}) {
  const { data, loading, error } = useQuery(AdminArticleCategoriesQuery, { fetchPolicy: 'cache-and-network' });
  const known = data?.adminArticleCategories ?? [];
  const [typing, setTyping] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const options = [...new Set([...known, ...(value && !typing ? [value] : [])])].sort((a, b) => a.localeCompare(b));
  const newId = `${controlProps.id}-new`;

  return (
    <Stack>
      <select
        {...controlProps}
        value={typing ? NEW : value}
        onChange={(event) => {
          if (event.target.value === NEW) {
            setTyping(true);
            onChange('');
            requestAnimationFrame(() => input.current?.focus());
          } else {
            setTyping(false);
            onChange(event.target.value);
          }
        }}
        required
      >
        {!value && !typing && <option value="">Choose a category</option>}
        {options.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
        <option value={NEW}>New category…</option>
      </select>
      {loading && !data && <small role="status">Loading the categories…</small>}
      {error && !data && <small role="alert">The categories could not be loaded; choose “New category…” to type one.</small>}
      {typing && (
        <>
          <label htmlFor={newId} className="visually-hidden">
            New category name
          </label>
          <input
            id={newId}
            ref={input}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            placeholder="New category name, e.g. training"
            aria-invalid={controlProps['aria-invalid']}
            aria-describedby={controlProps['aria-describedby']}
            required
          />
        </>
      )}
    </Stack>
  );
}
