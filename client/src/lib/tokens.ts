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
  clear() {
    localStorage.removeItem(accessKey);
    localStorage.removeItem(refreshKey);
  },
};
