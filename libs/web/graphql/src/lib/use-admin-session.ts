import { useSyncExternalStore } from 'react';
import { readAdminSession } from './admin-session';

// A module of its own: only the dashboard uses the hook, while the browser entry reads the session for every page.

/**
 * The stored admin session id for a component: undefined while a server render is being hydrated (the server
 * cannot see the browser's storage), then the id or null. Follows logins and logouts made in other tabs.
 */
export function useAdminSession(): string | null | undefined {
  return useSyncExternalStore(subscribeToStorage, readAdminSession, () => undefined);
}

function subscribeToStorage(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}
