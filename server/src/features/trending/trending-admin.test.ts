import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminTrendingProduct, TrendingList } from '@common/contracts/trending';
import {
  caller,
  createAdminTestApp,
  signedInAdmin,
  signedInSeller,
  type Caller,
} from '../../test/admin-accounts.js';
import type { TestApp } from '../../test/test-app.js';

let h: TestApp;
let admin: Caller;
let seller: Caller;
beforeAll(async () => {
  h = await createAdminTestApp();
  admin = (await signedInAdmin(h)).api;
  seller = (await signedInSeller(h)).api;
});
afterAll(() => h.close());

const base = '/api/admin/trending-products';
const newProduct = {
  name: 'Copper Water Bottle 1 L',
  category: 'Kitchenware',
  description: '<h2>Why now</h2><p>Ayurveda-led <strong>copper</strong> demand.</p>',
  demand_score: 81,
  competition_level: 'low',
  market_trend: 'growing',
  profit_potential: 240,
  image_url: 'https://cdn.example.in/copper.png',
  sort_order: 0,
};

const sellerList = async (query = ''): Promise<TrendingList> => {
  const res = await seller.get(`/api/trending-products${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const adminList = async (): Promise<AdminTrendingProduct[]> => {
  const res = await admin.get(base);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('admin trending routes: who may call them', () => {
  const calls: Array<[string, (c: Caller) => ReturnType<Caller['get']>]> = [
    ['list', (c) => c.get(base)],
    ['create', (c) => c.post(base, newProduct)],
    ['update', (c) => c.put(`${base}/1`, newProduct)],
    ['toggle', (c) => c.put(`${base}/1/toggle`, { is_active: false })],
    ['delete', (c) => c.del(`${base}/1`)],
  ];

  it.each(calls)('%s: 401 without a token, 403 for a seller, and nothing changes', async (_name, call) => {
    const anonymous = await call(caller(h));
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 'UNAUTHORIZED', message: expect.any(String) });
    const forbidden = await call(seller);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Administrator access is required',
    });
    const first = (await adminList()).find((p) => p.id === 1)!;
    expect(first).toMatchObject({ name: 'Wireless Earbuds with ENC', is_active: true });
    expect((await adminList()).map((p) => p.name)).not.toContain(newProduct.name);
  });

  it('answers the admin list with no-store', async () => {
    expect((await admin.get(base)).headers['cache-control']).toBe('no-store');
  });
});

describe('admin trending lifecycle', () => {
  it('lists every product with the admin fields, inactive ones too', async () => {
    const products = await adminList();
    expect(products).toHaveLength(28);
    expect(products[0]).toEqual({
      id: expect.any(Number),
      name: 'Wireless Earbuds with ENC',
      category: 'Electronics',
      description: expect.stringContaining('<p>Budget TWS'),
      image_url: '/trending/wireless-earbuds.svg',
      demand_score: 92,
      competition_level: 'high',
      market_trend: 'growing',
      profit_potential: 180,
      sort_order: 1,
      is_active: true,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
  });

  it('creates a product in a new category that sellers see at once, edits, toggles and deletes it', async () => {
    const created = await admin.post(base, newProduct);
    expect(created.statusCode, created.body).toBe(201);
    const product: AdminTrendingProduct = created.json();
    expect(product).toMatchObject({ ...newProduct, is_active: true, id: expect.any(Number) });

    let list = await sellerList();
    expect(list.total).toBe(29);
    expect(list.categories).toContain('Kitchenware');
    expect(list.products[0]!.name).toBe(newProduct.name); // sort order 0 comes first

    const edited = await admin.put(`${base}/${product.id}`, {
      ...newProduct,
      name: 'Pure Copper Bottle 950 ml',
      demand_score: 64,
      market_trend: 'declining',
      image_url: '',
      sort_order: 40,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      id: product.id,
      name: 'Pure Copper Bottle 950 ml',
      demand_score: 64,
      market_trend: 'declining',
      image_url: null,
      sort_order: 40,
      is_active: true,
    });
    list = await sellerList('?category=Kitchenware');
    expect(list.products.map((p) => [p.name, p.demand_score, p.image_url])).toEqual([
      ['Pure Copper Bottle 950 ml', 64, null],
    ]);

    const off = await admin.put(`${base}/${product.id}/toggle`, { is_active: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ id: product.id, is_active: false });
    list = await sellerList();
    expect(list.total).toBe(28);
    expect(list.products.map((p) => p.id)).not.toContain(product.id);
    expect(list.categories).not.toContain('Kitchenware');
    expect((await sellerList('?search=copper')).products).toEqual([]);
    expect((await adminList()).find((p) => p.id === product.id)).toMatchObject({ is_active: false });

    const on = await admin.put(`${base}/${product.id}/toggle`, { is_active: true });
    expect(on.json()).toMatchObject({ is_active: true });
    expect((await sellerList('?search=copper')).products.map((p) => p.id)).toEqual([product.id]);

    const deleted = await admin.del(`${base}/${product.id}`);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect((await adminList()).map((p) => p.id)).not.toContain(product.id);
    expect((await sellerList()).total).toBe(28);
    expect((await admin.del(`${base}/${product.id}`)).statusCode).toBe(404);
  });

  it('switches a seeded product off and back on for sellers', async () => {
    const off = await admin.put(`${base}/1/toggle`, { is_active: false });
    expect(off.statusCode).toBe(200);
    const list = await sellerList('?category=Electronics');
    expect(list.products.map((p) => p.name)).not.toContain('Wireless Earbuds with ENC');
    expect(list.total).toBe(3);
    await admin.put(`${base}/1/toggle`, { is_active: true });
    expect((await sellerList('?category=Electronics')).total).toBe(4);
  });

  it('answers 404 for a product that does not exist and 400 for an id that is not one', async () => {
    for (const res of [
      await admin.put(`${base}/999999`, newProduct),
      await admin.put(`${base}/999999/toggle`, { is_active: true }),
      await admin.del(`${base}/999999`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'That trending product does not exist' });
    }
    for (const id of ['abc', '0', '-3', '1.5', '99999999999']) {
      const res = await admin.del(`${base}/${id}`);
      expect(res.statusCode, id).toBe(400);
      expect(res.json().fields).toHaveProperty('id');
    }
  });

  it('refuses a second product with the same name (409), on create and on rename', async () => {
    const clash = await admin.post(base, { ...newProduct, name: 'Air Fryer 4.2 L' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual({
      code: 'CONFLICT',
      message: 'A trending product with this name already exists',
    });
    const renamed = await admin.put(`${base}/1`, { ...newProduct, name: 'Air Fryer 4.2 L' });
    expect(renamed.statusCode).toBe(409);
    expect((await adminList()).find((p) => p.id === 1)!.name).toBe('Wireless Earbuds with ENC');
  });
});
