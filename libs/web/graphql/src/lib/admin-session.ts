/** The admin session id lives in localStorage under this key. */
export const ADMIN_SESSION_KEY = 'adminSessionId';

/** The stored admin session id (null on the server or when absent). */
export function readAdminSession(): string | null {
  if (typeof window === 'undefined') return null;
  try {
    return window.localStorage.getItem(ADMIN_SESSION_KEY);
  } catch {
    return null;
  }
}

export function storeAdminSession(sessionId: string): void {
  window.localStorage.setItem(ADMIN_SESSION_KEY, sessionId);
}

export function clearAdminSession(): void {
  try {
    window.localStorage.removeItem(ADMIN_SESSION_KEY);
  } catch {
    // Storage may be unavailable (private mode); there is then nothing to clear.
  }
}
