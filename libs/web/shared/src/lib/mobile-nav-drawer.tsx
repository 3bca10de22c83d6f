import { useState } from 'react';
import { deferredModule, useFocusKeptAcrossSwap } from './deferred-module';
import { MenuButton } from './menu-button';

// The dialog code arrives when the browser is idle, or on the first tap of the menu button.
const drawerView = deferredModule(() => import('./drawer-view'));

function Bars() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** The right-side navigation drawer on small screens; choosing a link closes it. */
export function MobileNavDrawer({ pathname }: { pathname: string }) {
  const view = drawerView.useModule();
  const [open, setOpen] = useState(false);
  const keepFocus = useFocusKeptAcrossSwap<HTMLButtonElement>(view);
  const trigger = (
    <MenuButton
      {...keepFocus}
      type="button"
      aria-label="Open menu"
      aria-haspopup="dialog"
      aria-expanded={open}
      onClick={
        view
          ? undefined
          : () => {
              setOpen(true);
              void drawerView.load().catch(() => setOpen(false));
            }
      }
    >
      <Bars />
    </MenuButton>
  );
  return view ? <view.DrawerView pathname={pathname} open={open} setOpen={setOpen} trigger={trigger} /> : trigger;
}
