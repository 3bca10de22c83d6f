import styled from 'styled-components';

export const Section = styled.section`
  padding: 40px 0;
`;

export const SectionHeading = styled.h2`
  margin: 0 0 8px;
  font-size: clamp(1.5rem, 4vw, 2rem);
`;

export const Lead = styled.p`
  margin: 0 0 24px;
  max-width: 70ch;
  color: ${({ theme }) => theme.color.muted};
`;
