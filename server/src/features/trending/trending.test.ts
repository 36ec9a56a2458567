import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TrendingList } from '@common/contracts/trending';
import * as t from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { signedIn } from '../../test/accounts.js';

let h: TestApp;
let token: string;
beforeAll(async () => {
  h = await createTestApp();
  token = (await signedIn(h)).accessToken;
});
afterAll(() => h.close());

const get = (url: string, bearer: string | null = token) =>
  h.app.inject({ url, headers: bearer ? { authorization: `Bearer ${bearer}` } : {} });
const list = async (query = ''): Promise<TrendingList> => {
  const res = await get(`/api/trending-products${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

const seededCategories = [
  'Accessories',
  'Beauty',
  'Electronics',
  'Fashion',
  'Home & Garden',
  'Kitchen',
  'Sports & Fitness',
];

describe('GET /api/trending-products', () => {
  it('needs a signed-in user', async () => {
    expect((await get('/api/trending-products', null)).statusCode).toBe(401);
    const forged = await get('/api/trending-products', 'not.a.token');
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('lists the active products by sort order then demand, with every category sorted', async () => {
    const body = await list();
    expect(body.products).toHaveLength(28);
    expect(body.total).toBe(28);
    expect(body.categories).toEqual(seededCategories);
    expect(body.products[0]).toEqual({
      id: expect.any(Number),
      name: 'Wireless Earbuds with ENC',
      category: 'Electronics',
      image_url: '/trending/wireless-earbuds.svg',
      demand_score: 92,
      competition_level: 'high',
      market_trend: 'growing',
      profit_potential: 180,
      description: expect.stringContaining('<p>Budget TWS'),
    });
    const rows = await h.db.select().from(t.trendingProducts);
    const order = new Map(rows.map((r) => [r.id, [r.sortOrder, -r.demandScore]] as const));
    const keys = body.products.map((p) => order.get(p.id)!);
    expect(keys).toEqual([...keys].sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!));
  });

  it('filters by an exact category and still lists every category', async () => {
    const body = await list('?category=Electronics');
    expect(body.products.length).toBe(4);
    expect(body.products.every((p) => p.category === 'Electronics')).toBe(true);
    expect(body.categories).toEqual(seededCategories);
    expect((await list('?category=Home%20%26%20Garden')).products).toHaveLength(4);
    expect((await list('?category=electronics')).products).toEqual([]);
    expect((await list('?category=Nope')).products).toEqual([]);
    expect((await list('?category=')).products).toHaveLength(28);
  });

  it('hides inactive products and their categories', async () => {
    await h.db.insert(t.trendingProducts).values([
      { name: 'Retired Fidget Spinner', category: 'Toys', isActive: false, sortOrder: 0 },
      { name: 'Retired Earbuds', category: 'Electronics', isActive: false, sortOrder: 0 },
    ]);
    const body = await list();
    expect(body.products.map((p) => p.name)).not.toContain('Retired Fidget Spinner');
    expect(body.products.map((p) => p.name)).not.toContain('Retired Earbuds');
    expect(body.categories).not.toContain('Toys');
    expect((await list('?category=Toys')).products).toEqual([]);
    expect((await list('?category=Electronics')).products).toHaveLength(4);
  });

  it('serves the description sanitised: no scripts, handlers, links or unsafe images', async () => {
    await h.db.insert(t.trendingProducts).values({
      name: 'Hostile Lamp',
      category: 'Test Lab',
      imageUrl: 'javascript:alert(1)',
      description:
        '<p onclick="x()">Safe <b>bold</b> <i>it</i></p><script>alert("x")</script>' +
        '<img src=x onerror="alert(1)"><a href="javascript:alert(1)">link text</a>' +
        '<style>p{}</style><iframe src="https://evil.example"></iframe><h3 style="x">Head</h3>',
    });
    const [product] = (await list('?category=Test%20Lab')).products;
    expect(product!.description).toBe('<p>Safe <strong>bold</strong> <em>it</em></p>link text<h3>Head</h3>');
    expect(product!.description).not.toMatch(/script|onerror|onclick|<img|<a |iframe|style|javascript/i);
    expect(product!.image_url).toBeNull();

    await h.db
      .update(t.trendingProducts)
      .set({ imageUrl: 'https://cdn.example.in/lamp.jpg' })
      .where(eq(t.trendingProducts.name, 'Hostile Lamp'));
    expect((await list('?category=Test%20Lab')).products[0]!.image_url).toBe(
      'https://cdn.example.in/lamp.jpg',
    );
  });

  it('answers hostile category values with 200 or 400, never a server error', async () => {
    const hostile = [
      `?category=${'x'.repeat(81)}`,
      `?category=${'x'.repeat(5000)}`,
      '?category=%00',
      '?category=Electronics%00',
      '?category=%0d%0aSet-Cookie:%20a=b',
      "?category='%20OR%201=1--",
      '?category=%25',
      '?category=%E0%A4%95%E0%A5%81%E0%A4%B0%E0%A5%8D%E0%A4%A4%E0%A5%80',
      '?category=%ED%A0%80',
      '?category=%FF%FE',
      '?category=%',
      '?category=a&category=b',
      '?category[]=Electronics',
      '?category[x]=1',
      '?category=%3Cscript%3E',
    ];
    for (const query of hostile) {
      const res = await get(`/api/trending-products${query}`);
      expect([200, 400], `${query} → ${res.statusCode} ${res.body.slice(0, 200)}`).toContain(res.statusCode);
      if (res.statusCode === 400) expect(res.json().code).toBe('VALIDATION_FAILED');
      else expect(res.json().products).toEqual(expect.any(Array));
    }
    const tooLong = await get(`/api/trending-products?category=${'x'.repeat(81)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fields).toHaveProperty('category');
    expect((await get("/api/trending-products?category='%20OR%201=1--")).json().products).toEqual([]);
  });
});
