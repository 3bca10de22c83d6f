import styled from 'styled-components';
import { media } from './theme';

/** The square menu button of the phone header (hidden from medium screens up). */
export const MenuButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
  cursor: pointer;
  ${media.mdUp} {
    display: none;
  }
`;
