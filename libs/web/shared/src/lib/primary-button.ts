import styled, { css } from 'styled-components';

/** The site's primary action: brand-coloured, 48 px tall (a comfortable touch target). */
export const primaryButtonStyles = css`
  min-height: 48px;
  padding: 10px 22px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.brand};
  color: #fff;
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

export const PrimaryButton = styled.button`
  ${primaryButtonStyles}
`;
