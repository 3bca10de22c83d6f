import styled from 'styled-components';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    padding: 2px 10px;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.brandSoft};
    color: ${({ theme }) => theme.color.brand};
    font-size: 0.85rem;
  }
`;

/** Keywords as small tags; `max` caps how many are shown. */
export function KeywordTags({ keywords, label, max }: { keywords: readonly string[]; label: string; max?: number }) {
  const shown = max === undefined ? keywords : keywords.slice(0, max);
  if (shown.length === 0) return null;
  return (
    <List aria-label={label}>
      {shown.map((keyword) => (
        <li key={keyword}>{keyword}</li>
      ))}
    </List>
  );
}
