import styled from 'styled-components';

/** Responsive grid of cards: one column on phones, as many 300 px columns as fit on wider screens. */
export const CardGrid = styled.div`
  display: grid;
  gap: 20px;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr));
`;

/** The framed message shown where a list has nothing to show yet. */
export const EmptyState = styled.div`
  padding: 44px 16px;
  text-align: center;
  border: 1px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  h2,
  h3 {
    margin: 0 0 8px;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.muted};
  }
`;
