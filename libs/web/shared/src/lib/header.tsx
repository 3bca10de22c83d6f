import { Link, useLocation } from 'react-router';
import styled from 'styled-components';
import { Container } from './container';
import { MobileNavDrawer } from './mobile-nav-drawer';
import { NavItemLink } from './nav-item-link';
import { HEADER_LINKS, isCurrentSection } from './navigation';
import { media } from './theme';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 50;
  background: rgba(255, 255, 255, 0.97);
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const Inner = styled(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  height: ${({ theme }) => theme.layout.headerHeight};
`;

const Brand = styled(Link)`
  display: flex;
  align-items: center;
  gap: 8px;
  font-family: ${({ theme }) => theme.font.heading};
  font-weight: 700;
  font-size: 1.2rem;
  color: ${({ theme }) => theme.color.brand};
  text-decoration: none;
`;

const DesktopNav = styled.nav`
  display: none;
  ${media.mdUp} {
    display: block;
  }
  ul {
    display: flex;
    gap: 4px;
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;

function BrandMark() {
  return (
    <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true" focusable="false">
      <circle cx="14" cy="14" r="12" fill="none" stroke="#c2410c" strokeWidth="4" />
      <circle cx="14" cy="26" r="3" fill="#1f2a44" />
    </svg>
  );
}

/** Sticky site header: brand, section navigation (current section highlighted) and the phone drawer. */
export function Header() {
  const { pathname } = useLocation();
  return (
    <Bar>
      <Inner>
        <Brand to="/" aria-label="Bulldog Collar Guide home">
          <BrandMark />
          Bulldog Collar Guide
        </Brand>
        <DesktopNav aria-label="Main">
          <ul>
            {HEADER_LINKS.map((link) => (
              <li key={link.to}>
                <NavItemLink to={link.to} aria-current={isCurrentSection(pathname, link.to) ? 'page' : undefined}>
                  {link.label}
                </NavItemLink>
              </li>
            ))}
          </ul>
        </DesktopNav>
        <MobileNavDrawer pathname={pathname} />
      </Inner>
    </Bar>
  );
}
