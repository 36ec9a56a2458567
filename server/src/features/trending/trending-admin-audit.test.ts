import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAdminTestApp,
  latestAuditEntry,
  signedInAdmin,
  type Caller,
} from '../../test/admin-accounts.js';
import type { TestApp } from '../../test/test-app.js';

let h: TestApp;
let admin: Caller;
beforeAll(async () => {
  h = await createAdminTestApp();
  const session = await signedInAdmin(h);
  admin = session.api;
});
afterAll(() => h.close());

const latestAudit = () => latestAuditEntry(admin);

describe('trending product writes in the admin audit log', () => {
  it('records creating, editing, switching off and deleting a trending product', async () => {
    const base = '/api/admin/trending-products';
    const product = {
      name: 'Brass Puja Thali Set',
      category: 'Home Decor',
      description: '<p>Festive gifting demand.</p>',
      demand_score: 77,
      competition_level: 'medium',
      market_trend: 'growing',
      profit_potential: 320,
      image_url: '',
      sort_order: 0,
    };
    const created = await admin.post(base, product);
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    expect(await latestAudit()).toMatchObject({
      action: 'trending.create',
      target_type: 'trending',
      target_id: String(id),
      before: null,
      after: { name: 'Brass Puja Thali Set', demand_score: 77, is_active: true },
    });

    await admin.put(`${base}/${id}`, { ...product, demand_score: 85 });
    expect(await latestAudit()).toMatchObject({
      action: 'trending.update',
      before: { demand_score: 77 },
      after: { demand_score: 85 },
    });

    await admin.put(`${base}/${id}/toggle`, { is_active: false });
    expect(await latestAudit()).toMatchObject({
      action: 'trending.toggle',
      before: { is_active: true },
      after: { is_active: false },
    });

    expect((await admin.del(`${base}/${id}`)).statusCode).toBeLessThan(300);
    expect(await latestAudit()).toMatchObject({
      action: 'trending.delete',
      before: { name: 'Brass Puja Thali Set' },
      after: null,
    });
  });
});
