/** The session lives in local storage under the spec's names. */
const accessKey = 'accessToken';
const refreshKey = 'refreshToken';

/** None while the public pages are prerendered at build time (no browser, so no one is signed in). */
const stored = (key: string) => (typeof localStorage === 'undefined' ? null : localStorage.getItem(key));

export const tokens = {
  access: () => stored(accessKey),
  refresh: () => stored(refreshKey),
  set(access: string, refresh?: string) {
    localStorage.setItem(accessKey, access);
    if (refresh) localStorage.setItem(refreshKey, refresh);
  },
  /**
   * The role the access token was issued with, read without checking its signature: a hint for what to fetch
   * early, never a permission (the server decides). Null when there is no readable token.
   */
  role(): 'admin' | 'user' | null {
    const payload = stored(accessKey)?.split('.')[1];
    if (!payload) return null;
    try {
      const { role } = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { role?: unknown };
      return role === 'admin' || role === 'user' ? role : null;
    } catch {
      return null;
    }
  },
  clear() {
    localStorage.removeItem(accessKey);
    localStorage.removeItem(refreshKey);
  },
};
