import type { LightMyRequestResponse } from 'fastify';
import type { AuditEntry } from '@common/contracts/admin-audit';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app.js';
import { login, nextIp, signedIn } from './accounts.js';

export const adminEmail = 'owner@vikreta.test';
export const adminPassword = 'Owner-Secret-2026';

/** The real app on a fresh database with one administrator (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const createAdminTestApp = (options: TestAppOptions = {}) =>
  createTestApp({
    ...options,
    env: { ADMIN_EMAIL: adminEmail, ADMIN_PASSWORD: adminPassword, ...options.env },
  });

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Calls the API with a bearer token (or none): `api.get('/api/admin/users')`, `api.put(url, body)`. */
export function caller(h: TestApp, token?: string) {
  const send = (method: Method, url: string, payload?: unknown): Promise<LightMyRequestResponse> =>
    h.app.inject({
      method,
      url,
      remoteAddress: nextIp(),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  return {
    get: (url: string) => send('GET', url),
    post: (url: string, body: unknown = {}) => send('POST', url, body),
    put: (url: string, body: unknown) => send('PUT', url, body),
    del: (url: string) => send('DELETE', url),
  };
}
export type Caller = ReturnType<typeof caller>;

/** The administrator, logged in, with a caller using their token. */
export async function signedInAdmin(h: TestApp) {
  const session = await login(h, adminEmail, adminPassword, nextIp());
  return { ...session, id: session.user.id, api: caller(h, session.accessToken) };
}

/** A verified seller, logged in, with a caller using their token. */
export async function signedInSeller(h: TestApp) {
  const seller = await signedIn(h);
  return { ...seller, id: seller.user.id, api: caller(h, seller.accessToken) };
}

/** A second administrator: a seller promoted by the first one, then logged in again. */
export async function secondAdmin(h: TestApp, by: Caller) {
  const seller = await signedIn(h);
  const res = await by.put(`/api/admin/users/${seller.user.id}/role`, { role: 'admin' });
  if (res.statusCode !== 200) throw new Error(`promotion failed: ${res.body}`);
  const session = await login(h, seller.email, seller.password, nextIp());
  return { ...session, id: session.user.id, api: caller(h, session.accessToken) };
}

/** The newest entry of the admin audit log, as GET /api/admin/audit gives it. */
export const latestAuditEntry = async (admin: Caller): Promise<AuditEntry> =>
  (await admin.get('/api/admin/audit?limit=1')).json().data[0];
