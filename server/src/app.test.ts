import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import pino from 'pino';
import { seedDatabase } from './db/seed.js';
import * as t from './db/schema/index.js';
import { createTestApp, type TestApp } from './test/test-app.js';

let h: TestApp;
beforeAll(async () => {
  h = await createTestApp();
});
afterAll(() => h.close());

describe('health', () => {
  it('GET /api/health answers ok', async () => {
    const res = await h.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });
  it('GET /api/ready answers ready while the database answers', async () => {
    const res = await h.app.inject('/api/ready');
    expect(res.json()).toEqual({ status: 'ready' });
  });
});

describe('public content', () => {
  it('GET /api/cms/content gives the seeded hero and the three default features', async () => {
    const res = await h.app.inject('/api/cms/content');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.hero.title).toMatch(/Indian marketplace/);
    expect(body.features.map((f: { title: string }) => f.title)).toEqual([
      'Keyword Research',
      'Competitor Analysis',
      'Listing Optimization',
    ]);
  });

  it('GET /api/public/pricing-plans lists active plans by sort order, limits by tool id, no calculator', async () => {
    const res = await h.app.inject('/api/public/pricing-plans');
    const plans = res.json();
    expect(plans.map((p: { name: string }) => p.name)).toEqual([
      'Free Trial',
      'Starter',
      'Professional',
      'Enterprise',
    ]);
    const trial = plans[0];
    expect(trial).toMatchObject({ billing_period: 'trial', price: 0, currency: 'INR', trial_days: 14 });
    expect(Object.keys(trial.limits).sort()).toEqual(['1', '2', '3']);
    expect(trial.limits['1']).toEqual({
      monthly_limit: 3,
      is_unlimited: false,
      tool_name: 'Keyword Research',
    });
    expect(plans.find((p: { name: string }) => p.name === 'Professional').is_popular).toBe(true);
    expect(plans.find((p: { name: string }) => p.name === 'Enterprise').limits['2'].is_unlimited).toBe(true);
  });

  it('an inactive plan disappears from the public list once the 30 s cache has passed', async () => {
    const { eq } = await import('drizzle-orm');
    await h.app.inject('/api/public/pricing-plans');
    await h.db.update(t.plans).set({ isActive: false }).where(eq(t.plans.name, 'Starter'));
    h.clock.advance(31_000);
    const names = (await h.app.inject('/api/public/pricing-plans'))
      .json()
      .map((p: { name: string }) => p.name);
    expect(names).not.toContain('Starter');
    await h.db.update(t.plans).set({ isActive: true }).where(eq(t.plans.name, 'Starter'));
  });

  it('GET /api/public/testimonials gives at least four, in order', async () => {
    const list = (await h.app.inject('/api/public/testimonials')).json();
    expect(list.length).toBeGreaterThanOrEqual(4);
    expect(list[0]).toMatchObject({
      name: expect.any(String),
      role: expect.any(String),
      content: expect.any(String),
    });
  });

  it('GET /api/login redirects to /login', async () => {
    const res = await h.app.inject('/api/login');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login');
  });

  it('serves the OpenAPI description at /api/docs', async () => {
    const res = await h.app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/api/public/pricing-plans');
  });
});

describe('errors and headers', () => {
  it('an unknown /api path is a JSON 404', async () => {
    const res = await h.app.inject('/api/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'No API route for GET /api/no-such-thing' });
  });

  it('compresses JSON answers for clients that accept gzip', async () => {
    const res = await h.app.inject({
      url: '/api/public/pricing-plans',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('sends security headers with a CSP', async () => {
    const res = await h.app.inject('/api/health');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('seeding', () => {
  it('a second seed adds nothing', async () => {
    const counts = async () =>
      Promise.all(
        [t.tools, t.plans, t.planLimits, t.testimonials, t.trendingProducts, t.users, t.cmsContent].map(
          async (table) => (await h.db.select({ n: count() }).from(table))[0]!.n,
        ),
      );
    const before = await counts();
    await seedDatabase(h.db, h.env, h.clock, pino({ level: 'silent' }));
    expect(await counts()).toEqual(before);
    expect(before[4]).toBeGreaterThanOrEqual(24);
  });

  it('creates the two demo accounts outside production, the seller on the Free Trial', async () => {
    const users = await h.db.select({ email: t.users.email, role: t.users.role }).from(t.users);
    expect(users).toEqual(
      expect.arrayContaining([
        { email: 'admin@vikreta.local', role: 'admin' },
        { email: 'seller@vikreta.local', role: 'user' },
      ]),
    );
    const subs = await h.db.select().from(t.subscriptions);
    expect(subs).toHaveLength(1);
    expect(subs[0]!.endDate!.toISOString()).toBe('2026-12-05T06:30:00.000Z');
  });
});
