import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.js';
import type { TestApp } from '../../test/test-app.js';
import { getUser, login, nextIp, post, register } from '../../test/accounts.js';
import { adminUsersService } from './admin-users.service.js';
import {
  adminEmail,
  createAdminTestApp,
  secondAdmin,
  signedInAdmin,
  signedInSeller,
  type Caller,
} from '../../test/admin-accounts.js';

let h: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let api: Caller;
beforeAll(async () => {
  h = await createAdminTestApp();
  admin = await signedInAdmin(h);
  api = admin.api;
});
afterAll(() => h.close());

const refresh = (refreshToken: string) => post(h, '/api/auth/refresh', { refreshToken });
const activeAdmins = async () =>
  (await h.db.select().from(t.users).where(eq(t.users.role, 'admin'))).filter((u) => u.status === 'active');

describe('status', () => {
  it('suspending signs the seller out at once: refresh refused, the access token refused on its next call', async () => {
    const seller = await signedInSeller(h);
    expect((await getUser(h, seller.accessToken)).statusCode).toBe(200);
    const res = await api.put(`/api/admin/users/${seller.id}/status`, { status: 'suspended' });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('suspended');
    expect((await refresh(seller.refreshToken)).statusCode).toBe(401);
    expect((await getUser(h, seller.accessToken)).statusCode).toBe(401);
    const again = await post(h, '/api/auth/login', { email: seller.email, password: seller.password });
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual({ code: 'ACCOUNT_SUSPENDED', message: 'Your account has been suspended' });

    await api.put(`/api/admin/users/${seller.id}/status`, { status: 'active' });
    await login(h, seller.email, seller.password, nextIp());
  });

  it('suspending through the edit form does the same', async () => {
    const seller = await signedInSeller(h);
    await api.put(`/api/admin/users/${seller.id}`, { status: 'suspended' });
    expect((await refresh(seller.refreshToken)).statusCode).toBe(401);
  });

  it('activating a pending sign-up lets it log in, verified', async () => {
    const pending = await register(h);
    const [row] = await h.db.select().from(t.users).where(eq(t.users.email, pending.email));
    const res = await api.put(`/api/admin/users/${row!.id}/status`, { status: 'active' });
    expect(res.json()).toMatchObject({ status: 'active', email_verified: true });
    await login(h, pending.email, pending.password, nextIp());
  });

  it('an admin cannot suspend their own account', async () => {
    for (const res of [
      await api.put(`/api/admin/users/${admin.id}/status`, { status: 'suspended' }),
      await api.put(`/api/admin/users/${admin.id}`, { status: 'pending' }),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ code: 'CONFLICT', message: 'You cannot suspend your own account' });
    }
    expect((await getUser(h, admin.accessToken)).statusCode).toBe(200);
  });
});

describe('role', () => {
  it('a promoted seller gets the back office; demoted, loses it on the next call', async () => {
    const other = await secondAdmin(h, api);
    expect((await other.api.get('/api/admin/users')).statusCode).toBe(200);
    const res = await api.put(`/api/admin/users/${other.id}/role`, { role: 'user' });
    expect(res.json().role).toBe('user');
    expect((await other.api.get('/api/admin/users')).statusCode).toBe(403);
  });

  it('an admin cannot demote themselves', async () => {
    const res = await api.put(`/api/admin/users/${admin.id}/role`, { role: 'user' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('You cannot remove your own admin role');
    expect((await api.get(`/api/admin/users/${admin.id}`)).json().role).toBe('admin');
  });

  it('two admins demoting each other at once leave one admin; the last active admin is never removed', async () => {
    const other = await secondAdmin(h, api);
    const answers = await Promise.all([
      api.put(`/api/admin/users/${other.id}/role`, { role: 'user' }),
      other.api.put(`/api/admin/users/${admin.id}/role`, { role: 'user' }),
    ]);
    expect(answers.map((a) => a.statusCode).filter((s) => s === 200)).toHaveLength(1);
    expect(await activeAdmins()).toHaveLength(1);

    // The loser of such a race holds a request the guard let through: the service still refuses.
    const [last] = await activeAdmins();
    const loser = last!.id === admin.id ? other : admin;
    const late = adminUsersService(h.ctx).setRole(
      { id: loser.id, role: 'admin', sessionId: '' },
      last!.id,
      'user',
    );
    await expect(late).rejects.toMatchObject({
      statusCode: 409,
      message: 'The last active admin cannot be removed',
    });
    if (last!.id !== admin.id)
      await h.db.update(t.users).set({ role: 'admin' }).where(eq(t.users.email, adminEmail));
    expect(await activeAdmins()).not.toHaveLength(0);
  });
});

describe('delete', () => {
  it('anonymises the user, ends every session, and keeps the payments', async () => {
    admin = await signedInAdmin(h);
    api = admin.api;
    const seller = await signedInSeller(h);
    const [plan] = await h.db.select().from(t.plans).where(eq(t.plans.name, 'Starter'));
    const [order] = await h.db
      .insert(t.paymentOrders)
      .values({
        userId: seller.id,
        planId: plan!.id,
        providerOrderId: `order_${seller.id}`,
        amountMinor: 49900,
        currency: 'INR',
        receipt: 'r1',
      })
      .returning();
    await h.db.insert(t.payments).values({
      orderId: order!.id,
      userId: seller.id,
      planId: plan!.id,
      providerPaymentId: `pay_${seller.id}`,
      amountMinor: 49900,
      currency: 'INR',
      status: 'completed',
    });

    const res = await api.del(`/api/admin/users/${seller.id}`);
    expect(res.json()).toEqual({ message: 'User deleted successfully' });
    expect((await api.get(`/api/admin/users/${seller.id}`)).statusCode).toBe(404);
    const listed = (await api.get(`/api/admin/users?search=${encodeURIComponent(seller.email)}`)).json();
    expect(listed.pagination.total).toBe(0);
    expect((await getUser(h, seller.accessToken)).statusCode).toBe(401);
    expect((await refresh(seller.refreshToken)).statusCode).toBe(401);
    const login401 = await post(h, '/api/auth/login', { email: seller.email, password: seller.password });
    expect(login401.statusCode).toBe(401);

    const [row] = await h.db.select().from(t.users).where(eq(t.users.id, seller.id));
    expect(row).toMatchObject({ status: 'deleted', firstName: 'Deleted', lastName: 'User', role: 'user' });
    expect(row!.email).not.toContain(seller.email.split('@')[0]);
    const payments = await h.db.select().from(t.payments).where(eq(t.payments.userId, seller.id));
    expect(payments).toHaveLength(1);
    expect((await api.del(`/api/admin/users/${seller.id}`)).statusCode).toBe(404);
    // The address is free again: its owner can sign up afresh, as a new account.
    await register(h, { email: seller.email });
    const [fresh] = await h.db.select().from(t.users).where(eq(t.users.email, seller.email));
    expect(fresh).toMatchObject({ status: 'pending' });
    expect(fresh!.id).not.toBe(seller.id);
  });

  it('an admin cannot delete their own account', async () => {
    const res = await api.del(`/api/admin/users/${admin.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('You cannot delete your own account');
  });
});
