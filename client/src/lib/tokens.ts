/** The session lives in local storage under the spec's names (spec 01 §3). */
const accessKey = 'accessToken';
const refreshKey = 'refreshToken';

export const tokens = {
  access: () => localStorage.getItem(accessKey),
  refresh: () => localStorage.getItem(refreshKey),
  set(access: string, refresh?: string) {
    localStorage.setItem(accessKey, access);
    if (refresh) localStorage.setItem(refreshKey, refresh);
  },
  clear() {
    localStorage.removeItem(accessKey);
    localStorage.removeItem(refreshKey);
  },
};
