import { describe, expect, it } from 'vitest';
import { assignPlanRequestSchema, createUserRequestSchema, updateUserRequestSchema } from './admin';
import { growthPercent } from './admin-analytics';
import { adminPlanRequestSchema, formLimitsToToolLimits, toolLimitsToFormLimits } from './admin-plans';

describe('plan form limits', () => {
  const form = {
    keyword_research: { monthly_limit: 100, is_unlimited: false },
    product_research: { monthly_limit: 50, is_unlimited: false },
    product_optimization: { monthly_limit: 0, is_unlimited: true },
  };

  it('form keys → tool ids 1, 2, 3, and back', () => {
    const byId = formLimitsToToolLimits(form);
    expect(byId).toEqual({
      '1': form.keyword_research,
      '2': form.product_research,
      '3': form.product_optimization,
    });
    expect(toolLimitsToFormLimits(byId)).toEqual(form);
  });

  it('a tool the plan does not list starts at 0; the calculator (4) is never a form key', () => {
    const back = toolLimitsToFormLimits({
      '1': form.keyword_research,
      '4': { monthly_limit: 9, is_unlimited: false },
    });
    expect(back.product_research).toEqual({ monthly_limit: 0, is_unlimited: false });
    expect(Object.keys(back)).toEqual(['keyword_research', 'product_research', 'product_optimization']);
  });

  it('the plan body takes the spec defaults and rounds the price to paise', () => {
    const body = adminPlanRequestSchema.parse({
      name: 'Basic',
      description: 'd',
      price: 9.999,
      sort_order: 0,
    });
    expect(body).toMatchObject({
      price: 10,
      currency: 'USD',
      billing_period: 'month',
      is_active: true,
      is_popular: false,
    });
  });
});

describe('user bodies', () => {
  it('an edit keeps only names, email and status (no role, no password)', () => {
    const parsed = updateUserRequestSchema.parse({
      first_name: 'Asha',
      role: 'admin',
      password: 'x',
      is_admin: true,
    });
    expect(parsed).toEqual({ first_name: 'Asha' });
  });

  it('a new user follows the sign-up password rules and defaults to active', () => {
    const base = { first_name: 'A', last_name: 'B', email: 'A@B.IN' };
    expect(createUserRequestSchema.safeParse({ ...base, password: 'short' }).success).toBe(false);
    expect(createUserRequestSchema.parse({ ...base, password: 'Mango-Lassi-42' })).toMatchObject({
      email: 'a@b.in',
      status: 'active',
    });
  });

  it('plan dates are real days or ISO date-times with an offset', () => {
    const planId = '6f1c2a9e-8d8b-4a53-9a57-6a0f0e8d1c11';
    expect(assignPlanRequestSchema.safeParse({ planId, endDate: '2026-12-31' }).success).toBe(true);
    expect(assignPlanRequestSchema.safeParse({ planId, endDate: '2026-12-31T10:00:00+05:30' }).success).toBe(
      true,
    );
    for (const endDate of ['2026-02-30', '2026-13-45', '2026-12-31T10:00:00', 'tomorrow'])
      expect(assignPlanRequestSchema.safeParse({ planId, endDate }).success).toBe(false);
  });
});

describe('growthPercent', () => {
  it('one decimal; 100 from nothing to something; 0 from nothing to nothing', () => {
    expect(growthPercent(3, 2)).toBe(50);
    expect(growthPercent(499, 1499)).toBe(-66.7);
    expect(growthPercent(5, 0)).toBe(100);
    expect(growthPercent(0, 0)).toBe(0);
  });
});
