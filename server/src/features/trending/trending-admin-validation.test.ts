import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminTrendingProduct } from '@common/contracts/trending';
import { createAdminTestApp, signedInAdmin, type Caller } from '../../test/admin-accounts.js';
import type { TestApp } from '../../test/test-app.js';

let h: TestApp;
let admin: Caller;
beforeAll(async () => {
  h = await createAdminTestApp();
  admin = (await signedInAdmin(h)).api;
});
afterAll(() => h.close());

const base = '/api/admin/trending-products';
const valid = {
  name: 'Brass Diya Set of 6',
  category: 'Home & Garden',
  description: '<p>Festive staple.</p>',
  demand_score: 70,
  competition_level: 'medium',
  market_trend: 'stable',
  profit_potential: 90,
  image_url: '',
  sort_order: 5,
};

/** Each bad value is refused on create and on update with a 400 naming the field, and nothing is stored. */
const refused: Array<[field: string, value: unknown, message: RegExp]> = [
  ['name', undefined, /Product name is required/],
  ['name', '', /Product name is required/],
  ['name', '   ', /Product name is required/],
  ['name', 42, /Product name is required/],
  ['name', 'x'.repeat(121), /at most 120 characters/],
  ['category', undefined, /Category is required/],
  ['category', '', /Category is required/],
  ['category', 'x'.repeat(81), /at most 80 characters/],
  ['category', 'Toys\u0000', /cannot be saved/],
  ['description', undefined, /Description is required/],
  ['description', '', /Description is required/],
  ['description', 'x'.repeat(20_001), /at most 20000 characters/],
  ['description', '<p><br></p>', /Description is required/],
  ['description', '<script>alert(1)</script>', /Description is required/],
  ['demand_score', undefined, /Demand score must be a number/],
  ['demand_score', '50', /Demand score must be a number/],
  ['demand_score', -1, /Demand score must be from 0 to 100/],
  ['demand_score', 101, /Demand score must be from 0 to 100/],
  ['demand_score', 50.5, /Demand score must be a whole number/],
  ['demand_score', null, /Demand score must be a number/],
  ['competition_level', undefined, /Competition is low, medium or high/],
  ['competition_level', 'extreme', /Competition is low, medium or high/],
  ['competition_level', 'Low', /Competition is low, medium or high/],
  ['market_trend', 'rising', /Market trend is growing, stable or declining/],
  ['market_trend', undefined, /Market trend is growing, stable or declining/],
  ['profit_potential', -1, /Profit potential must be zero or more rupees/],
  ['profit_potential', 12.75, /Profit potential must be a whole number/],
  ['profit_potential', 'lots', /Profit potential must be a number/],
  ['profit_potential', 10_000_001, /Profit potential must be zero or more rupees/],
  ['image_url', 'javascript:alert(1)', /image address starting with https:\/\/ or \//],
  ['image_url', 'data:image/png;base64,AAAA', /image address/],
  ['image_url', 'ftp://files.example.in/a.png', /image address/],
  ['image_url', '//evil.example/a.png', /image address/],
  ['image_url', 'not a url', /image address/],
  ['image_url', `https://cdn.example.in/${'a'.repeat(2000)}.png`, /at most 2000 characters/],
  ['image_url', 7, /./],
  ['sort_order', -1, /Sort order must be zero or more/],
  ['sort_order', 1.5, /Sort order must be a whole number/],
  ['sort_order', undefined, /Sort order must be a number/],
  ['sort_order', 100_001, /Sort order must be zero or more/],
];

const names = async () => ((await admin.get(base)).json() as AdminTrendingProduct[]).map((p) => p.name);

describe('trending product validation', () => {
  const named = refused.map(([field, value, message]) => {
    const shown = value === undefined ? 'missing' : JSON.stringify(value).slice(0, 40);
    return [field, shown, value, message] as const;
  });
  it.each(named)('refuses %s = %s', async (field, _shown, value, message) => {
    const body: Record<string, unknown> = { ...valid, [field]: value };
    if (value === undefined) delete body[field];
    for (const res of [await admin.post(base, body), await admin.put(`${base}/1`, body)]) {
      expect(res.statusCode, res.body).toBe(400);
      const error = res.json();
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(error.fields)).toEqual([field]);
      expect(error.fields[field].join(' ')).toMatch(message);
      expect(error.message).toMatch(new RegExp(`^${field}: `));
    }
    expect(await names()).not.toContain(valid.name);
    expect(await names()).toContain('Wireless Earbuds with ENC');
  });

  it('accepts the bounds and the image forms the spec allows, and trims text', async () => {
    const cases = [
      { demand_score: 0, profit_potential: 0, sort_order: 0, image_url: null },
      {
        demand_score: 100,
        profit_potential: 10_000_000,
        sort_order: 100_000,
        image_url: 'http://x.in/a.png',
      },
      { competition_level: 'low', market_trend: 'growing', image_url: '/trending/air-fryer.svg' },
      {
        competition_level: 'high',
        market_trend: 'declining',
        image_url: 'https://cdn.example.in/a.webp?w=2',
      },
    ];
    for (const [i, extra] of cases.entries()) {
      const res = await admin.post(base, { ...valid, ...extra, name: `  Bound case ${i}  ` });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ ...extra, name: `Bound case ${i}` });
    }
    const noImage = await admin.post(base, { ...valid, name: 'No image field', image_url: undefined });
    expect(noImage.json()).toMatchObject({ image_url: null });
  });

  it('ignores fields a client may not set (no mass assignment)', async () => {
    const res = await admin.post(base, {
      ...valid,
      name: 'Mass assignment probe',
      id: 1,
      is_active: false,
      created_at: '2001-01-01T00:00:00.000Z',
    });
    expect(res.statusCode).toBe(201);
    const product = res.json();
    expect(product.id).not.toBe(1);
    expect(product.is_active).toBe(true);
    expect(product.created_at).toBe('2026-11-21T06:30:00.000Z');
  });

  it('answers a bad body or toggle with a 400, never a server error', async () => {
    for (const res of [
      await admin.post(base, []),
      await admin.put(`${base}/1/toggle`, {}),
      await admin.put(`${base}/1/toggle`, { is_active: 'yes' }),
      await admin.put(`${base}/1/toggle`, { is_active: 1 }),
    ]) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
    const toggle = await admin.put(`${base}/1/toggle`, { is_active: 'yes' });
    expect(toggle.json().fields).toEqual({ is_active: ['is_active must be true or false'] });
  });
});
