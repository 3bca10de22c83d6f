import { graphql, usePageQuery } from '@bcg/web/graphql';
import { ErrorPanel, primaryButtonStyles } from '@bcg/web/shared';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { COMPARE_CHOICES_LIMIT, COMPARE_MAX, COMPARE_MIN, comparePath } from './compare-request';

export const CompareChoicesQuery = graphql(`
  query CompareChoices($limit: Int!) {
    products(limit: $limit) {
      id
      slug
      name
    }
  }
`);

const Form = styled.form`
  margin: 0 0 24px;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  fieldset {
    margin: 0;
    padding: 0;
    border: 0;
  }
  legend {
    padding: 0;
    margin-bottom: 8px;
    font-weight: 700;
  }
  ul {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
    gap: 4px 16px;
    margin: 0 0 12px;
    padding: 0;
    list-style: none;
  }
  label {
    display: flex;
    align-items: center;
    gap: 8px;
    min-height: 44px;
    cursor: pointer;
  }
  input {
    width: 20px;
    height: 20px;
    flex: none;
  }
  button {
    ${primaryButtonStyles}
  }
`;

const Problem = styled.p`
  margin: 0 0 12px;
  color: ${({ theme }) => theme.color.accent};
  font-weight: 600;
`;

/**
 * Which collars to compare: a plain GET form (`?c=slug`, one a collar), so it works before the scripts load and its
 * answer is a URL to share. With scripts, a choice outside 2 to 4 is refused here with a message; without them the
 * page explains what it showed instead.
 */
export function CompareChooser({ shown }: { shown: readonly string[] }) {
  const navigate = useNavigate();
  const { data, loading, error, refetch } = usePageQuery(CompareChoicesQuery, { variables: { limit: COMPARE_CHOICES_LIMIT } });
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = new FormData(event.currentTarget).getAll('c').map(String);
    if (chosen.length < COMPARE_MIN || chosen.length > COMPARE_MAX) {
      setProblem(`Choose ${COMPARE_MIN} to ${COMPARE_MAX} collars to compare (you chose ${chosen.length}).`);
      return;
    }
    setProblem(null);
    void navigate(comparePath(chosen), { preventScrollReset: true });
  };

  if (error) {
    return <ErrorPanel title="We couldn't load the collars to choose from." message={error.message} onRetry={() => void refetch()} />;
  }
  if (loading || !data) return <p role="status">Loading the collars to choose from…</p>;

  return (
    // Keyed by what is shown, so the boxes follow the URL when the reader goes back or forward.
    <Form key={shown.join(' ')} method="get" action="/compare" onSubmit={submit} aria-label="Choose collars to compare">
      <fieldset aria-describedby={problem ? 'compare-choice-problem' : undefined}>
        <legend>
          Choose {COMPARE_MIN} to {COMPARE_MAX} collars to compare
        </legend>
        <ul>
          {data.products.map((product) => (
            <li key={product.id}>
              <label>
                <input type="checkbox" name="c" value={product.slug} defaultChecked={shown.includes(product.slug)} />
                {product.name}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      {problem && (
        <Problem id="compare-choice-problem" role="alert">
          {problem}
        </Problem>
      )}
      <button type="submit">Compare these collars</button>
    </Form>
  );
}
