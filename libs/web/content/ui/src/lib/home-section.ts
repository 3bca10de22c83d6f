import styled from 'styled-components';

/** One band of the home page (its own module: the static sections load apart from the rest of the page). */
export const HomeSection = styled.section<{ $tinted?: boolean }>`
  padding: 48px 0;
  background: ${({ theme, $tinted }) => ($tinted ? theme.color.brandSoft : 'transparent')};
  h2 {
    margin: 0 0 8px;
    font-size: clamp(1.5rem, 4vw, 2rem);
  }
  > div > p:first-of-type {
    max-width: 70ch;
    color: ${({ theme }) => theme.color.muted};
  }
`;
