import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { MobileNavDrawer } from './mobile-nav-drawer';
import { theme } from './theme';

describe('MobileNavDrawer', () => {
  it('opens on the first tap, before its code has arrived, with the same button; closing gives that button the focus', async () => {
    render(
      <ThemeProvider theme={theme}>
        <MemoryRouter>
          <MobileNavDrawer pathname="/" />
        </MemoryRouter>
      </ThemeProvider>,
    );
    const button = screen.getByRole('button', { name: 'Open menu' });
    fireEvent.click(button);
    expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeTruthy();
    // Not a new element in the dialog's place: a tap pressed on the old one and released on a new one would be lost.
    expect(screen.getByRole('button', { name: 'Open menu', hidden: true })).toBe(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});
