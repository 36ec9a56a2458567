import { describe, expect, it } from 'vitest';
import type { PublicPlan } from '@common/contracts/plans';
import { periodNote, planLimitLines } from './plan-lines';

const plan = (billing_period: PublicPlan['billing_period'], limits: PublicPlan['limits']) => ({
  billing_period,
  limits,
});

describe('planLimitLines', () => {
  it('writes calls per month for paid plans, by tool id', () => {
    const lines = planLimitLines(
      plan('month', {
        '3': { monthly_limit: 500, is_unlimited: false, tool_name: 'Product Optimization' },
        '1': { monthly_limit: 1000, is_unlimited: false, tool_name: 'Keyword Research' },
      }),
    );
    expect(lines.map((l) => `${l.toolName}: ${l.text}`)).toEqual([
      'Keyword Research: 1,000 calls per month',
      'Product Optimization: 500 calls per month',
    ]);
  });

  it('writes calls during the trial for the trial plan', () => {
    const [line] = planLimitLines(
      plan('trial', { '1': { monthly_limit: 3, is_unlimited: false, tool_name: 'Keyword Research' } }),
    );
    expect(line?.text).toBe('3 calls during the trial');
  });

  it('reads Unlimited and No Limit, and leaves the calculator out', () => {
    const lines = planLimitLines(
      plan('month', {
        '1': { monthly_limit: 0, is_unlimited: true, tool_name: 'Keyword Research' },
        '2': { monthly_limit: -1, is_unlimited: false, tool_name: 'Product Research' },
        '3': { monthly_limit: 0, is_unlimited: false, tool_name: 'Product Optimization' },
        '4': { monthly_limit: 0, is_unlimited: true, tool_name: 'Business Calculator' },
      }),
    );
    expect(lines.map((l) => [l.text, l.unlimited])).toEqual([
      ['Unlimited', true],
      ['Unlimited', true],
      ['No Limit', false],
    ]);
  });
});

describe('periodNote', () => {
  it('describes each billing period', () => {
    expect(periodNote({ billing_period: 'month', trial_days: null })).toBe('billed monthly');
    expect(periodNote({ billing_period: 'year', trial_days: null })).toBe('billed yearly');
    expect(periodNote({ billing_period: 'forever', trial_days: null })).toBe('one-time payment');
    expect(periodNote({ billing_period: 'trial', trial_days: 14 })).toBe('14-day free trial');
  });
});
