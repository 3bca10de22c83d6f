import { act, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ADMIN_SESSION_KEY } from './admin-session';
import { useAdminSession } from './use-admin-session';

function ShowSession() {
  const session = useAdminSession();
  return <output>{session === undefined ? 'unknown' : (session ?? 'none')}</output>;
}

describe('useAdminSession', () => {
  afterEach(() => window.localStorage.clear());

  it('is unknown in a server render, which cannot see the browser storage', () => {
    window.localStorage.setItem(ADMIN_SESSION_KEY, 'session-1');
    expect(renderToString(<ShowSession />)).toBe('<output>unknown</output>');
  });

  it('reads the stored id in the browser, and none when there is none', () => {
    window.localStorage.setItem(ADMIN_SESSION_KEY, 'session-1');
    expect(render(<ShowSession />).container.textContent).toBe('session-1');
    window.localStorage.clear();
    expect(render(<ShowSession />).container.textContent).toContain('none');
  });

  it('follows a logout made in another tab', () => {
    window.localStorage.setItem(ADMIN_SESSION_KEY, 'session-1');
    const { container } = render(<ShowSession />);
    act(() => {
      window.localStorage.removeItem(ADMIN_SESSION_KEY);
      window.dispatchEvent(new StorageEvent('storage', { key: ADMIN_SESSION_KEY }));
    });
    expect(container.textContent).toBe('none');
  });
});
