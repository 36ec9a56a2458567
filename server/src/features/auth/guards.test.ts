import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.js';
import { currentUser } from '../../lib/auth.js';
import { registerErrorHandling } from '../../lib/errors.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { login, post, signedIn } from '../../test/accounts.js';

const adminEmail = 'owner@vikreta.test';
const adminPassword = 'Owner-Secret-2026';
let h: TestApp;
/** A feature as later issues will write it: routes guarded by the exported hooks. */
let feature: FastifyInstance;

beforeAll(async () => {
  h = await createTestApp({ env: { ADMIN_EMAIL: adminEmail, ADMIN_PASSWORD: adminPassword } });
  const { requireUser, requireAdmin } = h.services.guards;
  feature = Fastify();
  registerErrorHandling(feature);
  feature.get('/mine', { onRequest: requireUser }, (req) => ({ id: currentUser(req).id }));
  feature.get('/admin', { preHandler: requireAdmin }, (req) => ({ role: currentUser(req).role }));
  feature.get('/unguarded', (req) => ({ id: currentUser(req).id }));
  await feature.ready();
});
afterAll(async () => {
  await feature.close();
  await h.close();
});

const call = (url: string, token?: string) =>
  feature.inject({ url, headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('requireUser / requireAdmin', () => {
  it('let a seller through requireUser and stop them at requireAdmin (403)', async () => {
    const seller = await signedIn(h);
    expect((await call('/mine', seller.accessToken)).json()).toEqual({ id: seller.user.id });
    const res = await call('/admin', seller.accessToken);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'FORBIDDEN', message: 'Administrator access is required' });
  });

  it('let an admin through both', async () => {
    const admin = await login(h, adminEmail, adminPassword);
    expect(admin.user.role).toBe('admin');
    expect((await call('/admin', admin.accessToken)).json()).toEqual({ role: 'admin' });
  });

  it('answer 401 UNAUTHORIZED without a token, and on a route that forgot its guard', async () => {
    for (const url of ['/mine', '/admin', '/unguarded']) {
      const res = await call(url);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('UNAUTHORIZED');
    }
  });

  it('read the role from the database: a demoted admin loses access at once', async () => {
    const admin = await login(h, adminEmail, adminPassword);
    await h.db.update(t.users).set({ role: 'user' }).where(eq(t.users.email, adminEmail));
    expect((await call('/admin', admin.accessToken)).statusCode).toBe(403);
    await h.db.update(t.users).set({ role: 'admin' }).where(eq(t.users.email, adminEmail));
  });

  it('refuse a suspended user (403 ACCOUNT_SUSPENDED) and a signed-out session (401)', async () => {
    const seller = await signedIn(h);
    await post(h, '/api/auth/logout', { refreshToken: seller.refreshToken });
    expect((await call('/mine', seller.accessToken)).statusCode).toBe(401);

    const other = await signedIn(h);
    await h.db.update(t.users).set({ status: 'suspended' }).where(eq(t.users.id, other.user.id));
    const res = await call('/mine', other.accessToken);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'ACCOUNT_SUSPENDED', message: 'Your account has been suspended' });
  });

  it('refuse a deleted user', async () => {
    const seller = await signedIn(h);
    await h.db.delete(t.users).where(eq(t.users.id, seller.user.id));
    expect((await call('/mine', seller.accessToken)).statusCode).toBe(401);
  });
});
