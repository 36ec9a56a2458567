import { sql } from 'drizzle-orm';
import type { AuditEntry } from '@common/contracts/admin-audit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.js';
import type { TestApp } from '../../test/test-app.js';
import { strongPassword, uniqueEmail } from '../../test/accounts.js';
import {
  adminEmail,
  createAdminTestApp,
  latestAuditEntry,
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

const latest = () => latestAuditEntry(api);
const auditCount = async () => (await h.db.select().from(t.adminAuditLog)).length;

describe('audit trail', () => {
  it('records who changed which user, when, and only the fields that changed', async () => {
    const seller = await signedInSeller(h);
    await api.put(`/api/admin/users/${seller.id}`, { first_name: 'Lakshmi', last_name: 'Sharma' });
    expect(await latest()).toMatchObject({
      admin_id: admin.id,
      admin_email: adminEmail,
      admin_name: 'Admin Vikreta',
      action: 'user.update',
      target_type: 'user',
      target_id: seller.id,
      before: { first_name: 'Priya' },
      after: { first_name: 'Lakshmi' },
      created_at: h.clock.now().toISOString(),
    });
  });

  it('never stores a password, and records role, status, plan, tool and plan changes', async () => {
    const email = uniqueEmail('audited');
    const created = (
      await api.post('/api/admin/users', {
        first_name: 'Ravi',
        last_name: 'Iyer',
        email,
        password: strongPassword,
      })
    ).json();
    expect(await latest()).toMatchObject({
      action: 'user.create',
      before: null,
      after: { first_name: 'Ravi', last_name: 'Iyer', email, status: 'active', role: 'user' },
    });
    await api.put(`/api/admin/users/${created.id}/status`, { status: 'suspended' });
    expect(await latest()).toMatchObject({
      action: 'user.status',
      before: { status: 'active' },
      after: { status: 'suspended' },
    });
    const [starter] = (await api.get('/api/admin/pricing/plans'))
      .json()
      .filter((p: { name: string }) => p.name === 'Starter');
    await api.post(`/api/admin/users/${created.id}/plan`, { planId: starter.id });
    expect(await latest()).toMatchObject({
      action: 'user.plan_assign',
      before: { plan_name: 'Free Trial' },
      after: { plan_name: 'Starter', plan_id: starter.id },
    });
    await api.put('/api/admin/tools/3', { isActive: false });
    expect(await latest()).toMatchObject({
      action: 'tool.update',
      target_id: '3',
      before: { is_active: true },
      after: { is_active: false },
    });
    await api.put(`/api/admin/pricing/plans/${starter.id}`, { ...starter, price: 549 });
    expect(await latest()).toMatchObject({
      action: 'plan.update',
      before: { price: 499 },
      after: { price: 549 },
    });

    const everything = JSON.stringify(await h.db.select().from(t.adminAuditLog));
    expect(everything).not.toContain(strongPassword);
    expect(everything).not.toMatch(/password|argon2/i);
  });

  it('names each target as it is now: a user by email, a plan or tool by name, a deleted user as such', async () => {
    const email = uniqueEmail('named');
    const created = (
      await api.post('/api/admin/users', {
        first_name: 'Meera',
        last_name: 'Das',
        email,
        password: strongPassword,
      })
    ).json();
    const leaving = await signedInSeller(h);
    await api.put(`/api/admin/users/${created.id}/role`, { role: 'admin' });
    await api.put('/api/admin/tools/2', { isActive: false });
    await api.put('/api/admin/tools/2', { isActive: true });
    const plan = (await api.get('/api/admin/pricing/plans'))
      .json()
      .find((p: { name: string }) => p.name === 'Professional');
    await api.put(`/api/admin/pricing/plans/${plan.id}`, { ...plan, sort_order: plan.sort_order + 1 });
    const tool = (await api.get('/api/admin/tools')).json().find((x: { id: number }) => x.id === 2);
    await api.del(`/api/admin/users/${leaving.id}`);
    const entries: AuditEntry[] = (await api.get('/api/admin/audit?limit=5')).json().data;
    expect(entries.map((e) => [e.action, e.target_name])).toEqual([
      ['user.delete', '(account deleted)'],
      ['plan.update', 'Professional'],
      ['tool.update', tool.name],
      ['tool.update', tool.name],
      ['user.role', email],
    ]);
  });

  it('writes nothing for a refused change', async () => {
    const before = await auditCount();
    await api.put(`/api/admin/users/${admin.id}/role`, { role: 'user' });
    const other = await signedInSeller(h);
    await api.put(`/api/admin/users/${other.id}`, { email: adminEmail, first_name: 'Changed' });
    expect(await auditCount()).toBe(before);
    expect((await api.get(`/api/admin/users/${other.id}`)).json().first_name).toBe('Priya');
  });

  it('is written in the same transaction as the change: no audit row, no change', async () => {
    const seller = await signedInSeller(h);
    await h.db.execute(sql`create function refuse_audit() returns trigger language plpgsql as $$
      begin raise exception 'audit unavailable'; end $$`);
    await h.db.execute(sql`create trigger refuse_audit before insert on admin_audit_log
      for each row execute function refuse_audit()`);
    try {
      const res = await api.put(`/api/admin/users/${seller.id}/status`, { status: 'suspended' });
      expect(res.statusCode).toBe(500);
    } finally {
      await h.db.execute(sql`drop trigger refuse_audit on admin_audit_log`);
      await h.db.execute(sql`drop function refuse_audit()`);
    }
    expect((await api.get(`/api/admin/users/${seller.id}`)).json().status).toBe('active');
    expect((await seller.api.get('/api/auth/user')).statusCode).toBe(200);
  });

  it('pages newest first', async () => {
    const total = await auditCount();
    const page1 = (await api.get('/api/admin/audit?page=1&limit=2')).json();
    const page2 = (await api.get('/api/admin/audit?page=2&limit=2')).json();
    expect(page1.pagination).toEqual({ page: 1, limit: 2, total, totalPages: Math.ceil(total / 2) });
    const ids = [...page1.data, ...page2.data].map((e: AuditEntry) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect((await api.get('/api/admin/audit?page=0')).statusCode).toBe(400);
  });
});
