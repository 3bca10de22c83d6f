import * as Dialog from '@radix-ui/react-dialog';
import type { RefObject } from 'react';
import styled, { keyframes } from 'styled-components';
import { NavItemLink } from './nav-item-link';
import { HEADER_LINKS, isCurrentSection } from './navigation';
import { MenuButton } from './menu-button';

const slideIn = keyframes`
  from { transform: translateX(100%); }
  to { transform: translateX(0); }
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
  @media (prefers-reduced-motion: no-preference) {
    animation: ${slideIn} 200ms ease-out;
  }
  ul {
    list-style: none;
    margin: 24px 0 0;
    padding: 0;
    display: grid;
    gap: 4px;
  }
  a {
    font-size: 1.1rem;
    padding: 12px;
  }
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

export interface DrawerViewProps {
  pathname: string;
  open: boolean;
  setOpen: (open: boolean) => void;
  /** The menu button, which opens the drawer and takes the focus back when it closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/** The Radix dialog of the phone drawer (loaded after the first paint; see mobile-nav-drawer.tsx). */
export function DrawerView({ pathname, open, setOpen, returnFocusTo }: DrawerViewProps) {
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Overlay />
        <Panel
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
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
