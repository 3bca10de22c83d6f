import styled from 'styled-components';

export const AdminShell = styled.section`
  padding: 32px 0 48px;
  h1 { margin: 0; font-size: clamp(1.6rem, 4vw, 2.2rem); }
`;

export const Button = styled.button<{ $tone?: 'primary' | 'success' | 'danger' | 'plain' }>`
  min-height: 40px;
  padding: 8px 14px;
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 1px solid transparent;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  color: ${({ $tone }) => ($tone === 'plain' ? 'inherit' : '#fff')};
  background: ${({ theme, $tone }) =>
    $tone === 'success' ? theme.color.success : $tone === 'danger' ? '#b91c1c' : $tone === 'plain' ? 'transparent' : theme.color.brand};
  border-color: ${({ theme, $tone }) => ($tone === 'plain' ? theme.color.border : 'transparent')};
  &:disabled { opacity: 0.6; cursor: not-allowed; }
`;
