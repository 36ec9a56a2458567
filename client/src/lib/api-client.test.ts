// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, setSessionExpiredHandler } from './api-client';
import { tokens } from './tokens';

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let calls: Array<{ url: string; auth: string | null; body: string | null }>;
function serve(handler: Handler) {
  calls = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    calls.push({ url, auth: headers.get('authorization'), body: (init.body as string) ?? null });
    return handler(url, init);
  });
}

beforeEach(() => tokens.set('access-1', 'refresh-1'));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('api client', () => {
  it('sends the bearer token and turns an error answer into an ApiError carrying the body', async () => {
    serve(() => json(429, { code: 'RATE_LIMITED', message: 'Slow down', reason: 'trial_limit_exceeded' }));
    const error = await api.get('/api/x').catch((e: unknown) => e);
    expect(calls[0]!.auth).toBe('Bearer access-1');
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(429);
    expect((error as ApiError).body.reason).toBe('trial_limit_exceeded');
  });

  it('a non-JSON failure reads API error: {status}', async () => {
    serve(() => new Response('<html>bad gateway</html>', { status: 502 }));
    await expect(api.get('/api/x')).rejects.toThrow('API error: 502');
  });

  it('on 401 refreshes once, stores the rotated tokens and retries once with the new access token', async () => {
    serve((url, init) => {
      if (url === '/api/auth/refresh')
        return json(200, { accessToken: 'access-2', refreshToken: 'refresh-2' });
      return new Headers(init.headers).get('authorization') === 'Bearer access-2'
        ? json(200, { ok: true })
        : json(401, { code: 'UNAUTHORIZED', message: 'expired' });
    });
    const answers = await Promise.all([api.get('/api/a'), api.get('/api/b'), api.get('/api/c')]);
    expect(answers).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(calls.filter((c) => c.url === '/api/auth/refresh')).toHaveLength(1);
    expect(calls.find((c) => c.url === '/api/auth/refresh')!.body).toBe(
      JSON.stringify({ refreshToken: 'refresh-1' }),
    );
    expect([tokens.access(), tokens.refresh()]).toEqual(['access-2', 'refresh-2']);
  });

  it('a failed refresh ends the session and the call fails with 401', async () => {
    const expired = vi.fn();
    setSessionExpiredHandler(expired);
    serve((url) =>
      url === '/api/auth/refresh'
        ? json(401, { code: 'UNAUTHORIZED', message: 'no' })
        : json(401, { code: 'UNAUTHORIZED', message: 'expired' }),
    );
    await expect(api.get('/api/x')).rejects.toMatchObject({ status: 401 });
    expect(expired).toHaveBeenCalledTimes(1);
    expect(calls.filter((c) => c.url === '/api/x')).toHaveLength(1);
  });

  it('when another tab already rotated the refresh token, it uses the new tokens instead of presenting the spent one', async () => {
    serve((url, init) => {
      if (url === '/api/auth/refresh') return json(401, { code: 'UNAUTHORIZED', message: 'reuse detected' });
      if (new Headers(init.headers).get('authorization') === 'Bearer access-from-other-tab')
        return json(200, { ok: true });
      tokens.set('access-from-other-tab', 'refresh-from-other-tab'); // the other tab refreshed meanwhile
      return json(401, { code: 'UNAUTHORIZED', message: 'expired' });
    });
    await expect(api.get('/api/x')).resolves.toEqual({ ok: true });
    expect(calls.some((c) => c.url === '/api/auth/refresh')).toBe(false);
  });
});

describe('a refresh that cannot reach the server', () => {
  it('keeps the session and fails the call with a retryable error', async () => {
    const expired = vi.fn();
    setSessionExpiredHandler(expired);
    serve((url) =>
      url === '/api/auth/refresh'
        ? new Response('bad gateway', { status: 502 })
        : json(401, { code: 'UNAUTHORIZED', message: 'expired' }),
    );
    await expect(api.get('/api/x')).rejects.toMatchObject({ status: 503 });
    expect(expired).not.toHaveBeenCalled();
    expect([tokens.access(), tokens.refresh()]).toEqual(['access-1', 'refresh-1']);
  });
});
