import styled from 'styled-components';

/** Responsive card grid: one column on phones, up to three on desktops. */
export const ProductGrid = styled.div`
  display: grid;
  gap: 20px;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr));
`;
