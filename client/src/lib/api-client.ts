import { ApiError, unreadableError } from './api-error';
import { tokens } from './tokens';

type Json = Record<string, unknown> | unknown[];
export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** JSON, or a file sent as it is (a report the seller uploads). */
  body?: Json | Blob;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Set false for the calls that must not trigger a refresh (login, refresh itself). */
  auth?: boolean;
  /** 'blob' for a file answer (an invoice PDF); JSON or text otherwise. */
  responseType?: 'blob';
  /**
   * The caller tells the seller their session is over itself (the CMS saves: 'Session Expired', then sign in): a
   * refresh that fails throws the 401 to it instead of signing out to the home page first.
   */
  callerHandlesExpiry?: boolean;
}

/** Called when the session cannot be renewed; the auth feature sets it (toast, clear, go to /). */
let onSessionExpired: () => void = () => tokens.clear();
export const setSessionExpiredHandler = (handler: () => void) => void (onSessionExpired = handler);

/** 'expired' only when the server refused the refresh token; a network or server failure leaves the session. */
type RefreshOutcome = 'renewed' | 'expired' | 'unavailable';
let refreshing: Promise<RefreshOutcome> | null = null;

async function rotate(refreshToken: string): Promise<RefreshOutcome> {
  try {
    const res = await fetch('/api/auth/refresh', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refreshToken }),
    });
    if (res.status >= 400 && res.status < 500) return 'expired';
    if (!res.ok) return 'unavailable';
    const data = (await res.json()) as { accessToken: string; refreshToken?: string };
    tokens.set(data.accessToken, data.refreshToken);
    return 'renewed';
  } catch {
    return 'unavailable';
  }
}

/**
 * One refresh at a time: parallel 401s in this tab share it, and other tabs wait on a Web Lock. A tab that
 * gets the lock after another tab rotated the token uses the new one instead of presenting the spent one,
 * which the server would take for theft and answer by revoking the whole session.
 */
function refreshSession(staleAccess: string | null): Promise<RefreshOutcome> {
  refreshing ??= (async () => {
    const locked = (work: () => Promise<RefreshOutcome>) =>
      typeof navigator !== 'undefined' && navigator.locks
        ? navigator.locks.request('vikreta-session-refresh', work)
        : work();
    return locked(async () => {
      if (tokens.access() !== staleAccess) return tokens.access() ? 'renewed' : 'expired'; // another tab did it
      const refreshToken = tokens.refresh();
      return refreshToken ? rotate(refreshToken) : 'expired';
    });
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** Renews the session now (the admin's 'Refresh Token' button): true when a new access token was stored. */
export async function renewSession(): Promise<boolean> {
  if (!tokens.refresh()) return false;
  return (await refreshSession(tokens.access())) === 'renewed';
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const file = options.body instanceof Blob ? options.body : undefined;
  if (options.body !== undefined)
    // A file goes as bytes: the server reads what it is (phones name a CSV's type in several ways).
    headers['Content-Type'] = file ? 'application/octet-stream' : 'application/json';
  const access = tokens.access();
  if (access && options.auth !== false) headers.Authorization = `Bearer ${access}`;
  return fetch(path, {
    method: options.method ?? 'GET',
    headers,
    body: file ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    signal: options.signal,
    credentials: 'same-origin',
  });
}

/**
 * Reads a failed answer once, with the shared schemas. The reader (and zod with it) loads with the first
 * failure, so the first screen stays light; if it cannot load, the answer counts as unreadable.
 */
async function toApiError(res: Response): Promise<ApiError> {
  const text = await res.text();
  try {
    const { apiErrorFrom } = await import('./read-api-error');
    return apiErrorFrom(res.status, text);
  } catch {
    return unreadableError(res.status);
  }
}

/** Sends a request to our API; on 401 refreshes once and retries once. A failure throws an ApiError. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const usedAccess = tokens.access();
  let res = await send(path, options);
  if (res.status === 401 && options.auth !== false && tokens.refresh()) {
    const outcome = await refreshSession(usedAccess);
    if (outcome === 'renewed') res = await send(path, options);
    else if (outcome === 'expired') {
      if (!options.callerHandlesExpiry) onSessionExpired();
    } else
      throw new ApiError(503, {
        code: 'SERVICE_UNAVAILABLE',
        message: 'Could not renew your session. Check your connection and try again.',
      });
  }
  if (!res.ok) throw await toApiError(res);
  if (res.status === 204) return undefined as T;
  if (options.responseType === 'blob') return (await res.blob()) as T;
  const type = res.headers.get('content-type') ?? '';
  return (type.includes('application/json') ? await res.json() : await res.text()) as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, options),
  post: <T>(path: string, body?: Json, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: Json, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  /** A file (an invoice PDF, a listing file), with the same refresh and error handling as every call. */
  blob: (path: string, options?: Omit<RequestOptions, 'responseType'>) =>
    apiRequest<Blob>(path, { ...options, responseType: 'blob' }),
  /** A file as the request body, as it is. */
  upload: <T>(path: string, file: Blob) => apiRequest<T>(path, { method: 'POST', body: file }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
