import { Link } from 'react-router';
import styled from 'styled-components';

/** A navigation link; aria-current="page" marks the current section. */
export const NavItemLink = styled(Link)`
  display: block;
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  font-weight: 500;
  &:hover {
    background: ${({ theme }) => theme.color.brandSoft};
  }
  &[aria-current='page'] {
    color: ${({ theme }) => theme.color.accent};
    background: ${({ theme }) => theme.color.accentSoft};
    font-weight: 700;
  }
`;
