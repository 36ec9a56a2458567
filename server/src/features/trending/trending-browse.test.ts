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

const get = (query: string) =>
  h.app.inject({ url: `/api/trending-products${query}`, headers: { authorization: `Bearer ${token}` } });
const list = async (query: string): Promise<TrendingList> => {
  const res = await get(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const names = async (query: string) => (await list(query)).products.map((p) => p.name);

describe('sellers sort, search and page the trending list', () => {
  it('sorts by demand, by profit potential and by newest', async () => {
    const byDemand = (await list('?sort=demand')).products;
    expect(byDemand[0]).toMatchObject({ name: 'Wireless Earbuds with ENC', demand_score: 92 });
    expect(byDemand.map((p) => p.demand_score)).toEqual(
      [...byDemand.map((p) => p.demand_score)].sort((a, b) => b - a),
    );

    const byProfit = (await list('?sort=profit')).products;
    const profits = byProfit.map((p) => p.profit_potential);
    expect(profits).toEqual([...profits].sort((a, b) => b - a));
    expect(byProfit[0]!.profit_potential).toBe(Math.max(...profits));

    await h.db.insert(t.trendingProducts).values({
      name: 'Brand New Gadget',
      category: 'Electronics',
      description: '<p>new</p>',
      sortOrder: 99,
      createdAt: new Date('2099-01-01T00:00:00Z'),
    });
    expect((await names('?sort=newest'))[0]).toBe('Brand New Gadget');
    expect((await names('?sort=featured')).at(-1)).toBe('Brand New Gadget');
    expect(await names('')).toEqual(await names('?sort=featured'));
  });

  it('searches names, ignoring case, within a category too, with wildcards taken literally', async () => {
    expect(await names('?search=EARBUDS')).toEqual(['Wireless Earbuds with ENC']);
    expect(await names('?search=  earbuds  ')).toEqual(['Wireless Earbuds with ENC']);
    const sets = await list('?search=set');
    expect(sets.products.map((p) => p.name).sort()).toEqual([
      'Adjustable Dumbbell Set 20 kg',
      'Anti-Tarnish Stainless Steel Jewellery Set',
      'Blackout Curtains Set of 2 (7 ft)',
      'Cotton Kurti Set with Dupatta',
      'Non-Stick Aluminium Cookware Set',
      'Pickleball Paddle Set with Balls',
    ]);
    expect(sets.total).toBe(6);
    expect(sets.categories).toHaveLength(7); // every active category, whatever the search
    expect(await names('?search=set&category=Kitchen')).toEqual(['Non-Stick Aluminium Cookware Set']);
    expect(await names('?search=%25')).toEqual(['Niacinamide 10% Face Serum']);
    expect(await names('?search=_')).toEqual([]);
    expect(await names('?search=%5C')).toEqual([]);
    expect(await names('?search=10%25')).toEqual(['Niacinamide 10% Face Serum']);
    expect(await names('?search=nothing-like-this')).toEqual([]);
    expect((await list('?search=')).total).toBe(29);
  });

  it('pages with limit and offset, and the total counts every match', async () => {
    const all = await names('?sort=demand');
    const first = await list('?sort=demand&limit=12');
    expect(first.products.map((p) => p.name)).toEqual(all.slice(0, 12));
    expect(first.total).toBe(29);
    expect(await names('?sort=demand&limit=12&offset=12')).toEqual(all.slice(12, 24));
    expect(await names('?sort=demand&limit=12&offset=24')).toEqual(all.slice(24));
    expect((await list('?sort=demand&limit=12&offset=36')).products).toEqual([]);
    const electronics = await list('?category=Electronics&limit=2');
    expect(electronics.products).toHaveLength(2);
    expect(electronics.total).toBe(5);
  });

  it('answers bad sort, search or paging values with a 400 naming the parameter', async () => {
    const bad: Array<[string, string]> = [
      ['?sort=price', 'sort'],
      ['?sort=', 'sort'],
      ['?limit=0', 'limit'],
      ['?limit=101', 'limit'],
      ['?limit=abc', 'limit'],
      ['?limit=1.5', 'limit'],
      ['?offset=-1', 'offset'],
      ['?offset=x', 'offset'],
      [`?search=${'x'.repeat(81)}`, 'search'],
      ['?search=%00', 'search'],
    ];
    for (const [query, field] of bad) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      expect(Object.keys(res.json().fields), query).toEqual([field]);
    }
    expect((await get('?sort=price')).json().message).toBe(
      'sort: Sort by one of: featured, demand, profit, newest',
    );
  });
});
