import { fireEvent, render, screen } from '@testing-library/react';
import { theme } from '@bcg/web/shared';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { PreferencesPage } from './preferences-page';

/** The server's answers, in the order the page asks for them. */
function answer(...responses: Array<{ status: number; body: unknown }>) {
  const fetch = jest.fn();
  for (const { status, body } of responses) {
    // The part of a fetch Response the page reads (jsdom has no Response).
    fetch.mockResolvedValueOnce({ ok: status >= 200 && status < 300, status, json: async () => body });
  }
  globalThis.fetch = fetch;
  return fetch;
}

function show() {
  render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={['/preferences?token=t0ken']}>
        <PreferencesPage />
      </MemoryRouter>
    </ThemeProvider>,
  );
}

const alert = (id: number, name: string, status: string) => ({
  id,
  productName: name,
  productSlug: name.toLowerCase().replace(/ /g, '-'),
  belowCents: 2450,
  currency: 'USD',
  status,
  lastFiredAt: null,
});

it('lists each alert at its mark, says which wait for confirmation, and which pause with a collar no longer on the site', async () => {
  answer({
    status: 200,
    body: {
      email: 'reader@example.com',
      subscribed: false,
      newsletter: false,
      priceAlerts: [alert(1, 'Ironbark Collar', 'active'), alert(2, 'Harbor Collar', 'pending'), alert(3, 'Old Collar', 'paused')],
    },
  });
  show();
  const items = await screen.findAllByRole('listitem');
  expect(items.map((item) => item.querySelector('span')?.textContent)).toEqual([
    'Ironbark Collar: at $24.50 or under',
    'Harbor Collar: at $24.50 or under (not confirmed yet)',
    'Old Collar: at $24.50 or under (paused: this collar is not on the site at the moment)',
  ]);
  // A paused alert's review is not on the site: no link to a missing page.
  expect(screen.getByRole('link', { name: 'Ironbark Collar' }).getAttribute('href')).toBe('/collars/ironbark-collar');
  expect(screen.queryByRole('link', { name: 'Old Collar' })).toBeNull();
});

it('shows the server’s own words for an expired link and for a refused fresh link', async () => {
  const expired = 'This preferences link has expired (links work for 90 days). We can email a fresh link to the address it was sent to.';
  const refused = 'Too many fresh preferences links asked from your connection. Please try again in 40 minutes.';
  const fetch = answer(
    { status: 400, body: { success: false, error: expired } },
    { status: 429, body: { success: false, error: refused } },
  );
  show();
  expect((await screen.findByRole('alert')).textContent).toBe(expired);
  fireEvent.click(screen.getByRole('button', { name: 'Email me a fresh link' }));
  expect((await screen.findByText(refused)).getAttribute('role')).toBe('alert');
  expect(fetch).toHaveBeenLastCalledWith('/api/preferences/fresh-link?token=t0ken', { method: 'POST' });
});
