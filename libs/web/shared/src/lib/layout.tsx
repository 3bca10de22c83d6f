import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Header } from './header';
import { ScrollToTop } from './scroll-to-top';
import { staticIsland } from './static-island';

// Links and text only: rendered by the server, never shipped in the first-load JavaScript.
const Footer = staticIsland(() => import('./footer').then((m) => m.Footer), 'footer');

const SkipLink = styled.a`
  position: absolute;
  left: 8px;
  top: -48px;
  padding: 8px 12px;
  background: ${({ theme }) => theme.color.brand};
  color: #fff;
  z-index: 100;
  border-radius: ${({ theme }) => theme.radius.sm};
  &:focus {
    top: 8px;
  }
`;

const Main = styled.main`
  min-height: 60vh;
`;

/** Header, main region and footer around every page. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      <ScrollToTop />
      <SkipLink href="#main-content">Skip to content</SkipLink>
      <Header />
      <Main id="main-content" tabIndex={-1}>
        {children}
      </Main>
      <Footer />
    </>
  );
}
