import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminTool } from '@common/contracts/admin';
import type { TestApp } from '../../test/test-app.js';
import { createAdminTestApp, signedInAdmin, signedInSeller, type Caller } from '../../test/admin-accounts.js';

let h: TestApp;
let admin: Caller;
beforeAll(async () => {
  h = await createAdminTestApp();
  admin = (await signedInAdmin(h)).api;
});
afterAll(() => h.close());

const sellerToolNames = async (seller: Caller) =>
  ((await seller.get('/api/tools')).json() as Array<{ name: string }>).map((t) => t.name);

describe('tool management', () => {
  it('lists every tool, active or not, in display order', async () => {
    const tools = (await admin.get('/api/admin/tools')).json() as AdminTool[];
    expect(tools.map((t) => [t.id, t.key, t.is_active])).toEqual([
      [1, 'keyword_research', true],
      [2, 'product_research', true],
      [3, 'product_optimization', true],
      [4, 'business_calculator', true],
    ]);
  });

  it('creates a tool after the others; sellers see it; a taken name is refused', async () => {
    const res = await admin.post('/api/admin/tools', {
      name: ' Price Tracker ',
      description: 'Watch prices',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      id: 5,
      key: 'price_tracker',
      name: 'Price Tracker',
      description: 'Watch prices',
      is_active: true,
      sort_order: 5,
    });
    const seller = await signedInSeller(h);
    expect(await sellerToolNames(seller.api)).toContain('Price Tracker');
    const again = await admin.post('/api/admin/tools', { name: 'price tracker', description: 'Again' });
    expect([again.statusCode, again.json().message]).toEqual([409, 'A tool with this name already exists']);
    const blank = await admin.post('/api/admin/tools', { name: '  ', description: 'x' });
    expect(blank.statusCode).toBe(400);
  });

  it('edits the name and description; an empty edit or an unknown tool is refused', async () => {
    const res = await admin.put('/api/admin/tools/2', {
      name: 'Product Research Pro',
      description: 'Deeper',
    });
    expect(res.json()).toMatchObject({
      id: 2,
      name: 'Product Research Pro',
      description: 'Deeper',
      is_active: true,
    });
    const empty = await admin.put('/api/admin/tools/2', { color: 'red' });
    expect([empty.statusCode, empty.json().message]).toEqual([
      400,
      'body: Send isActive, or a name and a description',
    ]);
    const taken = await admin.put('/api/admin/tools/2', { name: 'Keyword Research' });
    expect(taken.statusCode).toBe(409);
    const missing = await admin.put('/api/admin/tools/99', { isActive: false });
    expect([missing.statusCode, missing.json().message]).toEqual([404, 'Tool not found']);
  });

  it("a disabled tool leaves the seller's sidebar, and its AI endpoint answers 403 without spending quota", async () => {
    const seller = await signedInSeller(h);
    const off = await admin.put('/api/admin/tools/1', { isActive: false });
    expect(off.json().is_active).toBe(false);
    expect(await sellerToolNames(seller.api)).not.toContain('Keyword Research');

    const call = await seller.api.post('/api/ai/keyword-research', {
      keyword: 'silk saree',
      platform: 'amazon',
    });
    expect(call.statusCode).toBe(403);
    expect(call.json()).toEqual({ code: 'TOOL_DISABLED', message: 'This tool is currently disabled' });
    expect((await seller.api.get('/api/user/plan')).json().usage['1'].used).toBe(0);
    expect((await seller.api.get('/api/usage/history')).json().pagination.total).toBe(0);

    await admin.put('/api/admin/tools/1', { isActive: true });
    expect(await sellerToolNames(seller.api)).toContain('Keyword Research');
    const back = await seller.api.post('/api/ai/keyword-research', {
      keyword: 'silk saree',
      platform: 'amazon',
    });
    expect(back.statusCode).toBe(200);
    expect((await seller.api.get('/api/user/plan')).json().usage['1'].used).toBe(1);
  });
});
