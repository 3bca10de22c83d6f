import { useRef, useState } from 'react';
import { deferredModule } from './deferred-module';
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
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      {/* The same element before and after the dialog code arrives (the dialog has no trigger of its own): a tap whose
          press and release straddle the arrival still lands on it. A button swapped for the dialog's trigger lost such
          a tap, since the browser sends the click to what the press and the release have in common. */}
      <MenuButton
        ref={button}
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setOpen(true);
          void drawerView.load().catch(() => setOpen(false));
        }}
      >
        <Bars />
      </MenuButton>
      {view && <view.DrawerView pathname={pathname} open={open} setOpen={setOpen} returnFocusTo={button} />}
    </>
  );
}
