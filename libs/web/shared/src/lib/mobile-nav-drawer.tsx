import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import styled, { keyframes } from 'styled-components';
import { NavItemLink } from './nav-item-link';
import { HEADER_LINKS, isCurrentSection } from './navigation';
import { media } from './theme';

const slideIn = keyframes`
  from { transform: translateX(100%); }
  to { transform: translateX(0); }
`;

const MenuButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
  cursor: pointer;
  ${media.mdUp} { display: none; }
`;

const Overlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  background: rgba(17, 24, 39, 0.45);
  z-index: 60;
`;

const Panel = styled(Dialog.Content)`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  width: min(320px, 85vw);
  padding: 20px;
  background: ${({ theme }) => theme.color.surface};
  box-shadow: -8px 0 24px rgba(0, 0, 0, 0.15);
  z-index: 61;
  @media (prefers-reduced-motion: no-preference) { animation: ${slideIn} 200ms ease-out; }
  ul { list-style: none; margin: 24px 0 0; padding: 0; display: grid; gap: 4px; }
  a { font-size: 1.1rem; padding: 12px; }
`;

const PanelHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
`;

const Title = styled(Dialog.Title)`
  margin: 0;
  font-size: 1.1rem;
`;

const CloseButton = styled(MenuButton)`
  display: inline-flex;
`;

function Bars() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** The right-side navigation drawer on small screens; choosing a link closes it. */
export function MobileNavDrawer({ pathname }: { pathname: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <MenuButton type="button" aria-label="Open menu">
          <Bars />
        </MenuButton>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Overlay />
        <Panel aria-describedby={undefined}>
          <PanelHeader>
            <Title>Menu</Title>
            <Dialog.Close asChild>
              <CloseButton type="button" aria-label="Close menu">
                <span aria-hidden="true">✕</span>
              </CloseButton>
            </Dialog.Close>
          </PanelHeader>
          <nav aria-label="Mobile">
            <ul>
              {HEADER_LINKS.map((link) => (
                <li key={link.to}>
                  <NavItemLink
                    to={link.to}
                    aria-current={isCurrentSection(pathname, link.to) ? 'page' : undefined}
                    onClick={() => setOpen(false)}
                  >
                    {link.label}
                  </NavItemLink>
                </li>
              ))}
            </ul>
          </nav>
        </Panel>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
