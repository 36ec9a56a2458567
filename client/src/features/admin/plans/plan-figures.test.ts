import { describe, expect, it } from 'vitest';
import type { AdminPlan } from '@common/contracts/admin-plans';
import { planFigures } from './plan-figures';

const plan = (price: number, currency: AdminPlan['currency'], is_active: boolean, subscriber_count: number) =>
  ({ price, currency, is_active, subscriber_count }) as AdminPlan;

describe('planFigures', () => {
  it('sums prices in each currency with its own symbol and counts sellers on active plans', () => {
    const figures = planFigures([
      plan(499, 'INR', true, 3),
      plan(1499, 'INR', true, 2),
      plan(29, 'USD', false, 7),
    ]);
    expect(figures).toEqual({
      total: 3,
      active: 2,
      activeRate: 67,
      revenuePotential: '₹1,998 + $29',
      subscribers: 5,
    });
  });
  it('shows ₹0 and 0% with no plans', () => {
    expect(planFigures([])).toMatchObject({ revenuePotential: '₹0', activeRate: 0, subscribers: 0 });
  });
});
