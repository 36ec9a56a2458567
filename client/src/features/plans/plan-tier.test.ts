import { describe, expect, it } from 'vitest';
import { badgeState, daysLeft, planTier } from './plan-tier';
import { planWith } from '@/test/plan-fixtures';

describe('planTier', () => {
  it('reads the tier from the plan name, in the spec order', () => {
    expect(planTier('Enterprise')).toBe('enterprise');
    expect(planTier('Professional')).toBe('pro');
    expect(planTier('PRO yearly')).toBe('pro');
    expect(planTier('Basic')).toBe('basic');
    expect(planTier('Starter')).toBe('basic');
    expect(planTier('Starter Yearly')).toBe('basic');
    expect(planTier('Free Trial')).toBe('trial');
    expect(planTier('Enterprise Pro')).toBe('enterprise');
  });
  it('falls back to the free trial for any other name or none', () => {
    expect(planTier('Growth')).toBe('trial');
    expect(planTier('')).toBe('trial');
    expect(planTier(undefined)).toBe('trial');
  });
});

describe('daysLeft', () => {
  const now = Date.parse('2026-05-01T10:00:00Z');
  it('rounds up partial days', () => {
    expect(daysLeft('2026-05-15T10:00:00Z', now)).toBe(14);
    expect(daysLeft('2026-05-14T11:00:00Z', now)).toBe(14);
    expect(daysLeft('2026-05-14T10:00:00Z', now)).toBe(13);
    expect(daysLeft('2026-05-01T10:00:01Z', now)).toBe(1);
  });
  it('is 0 or negative once the date has passed, null without a date', () => {
    expect(daysLeft('2026-05-01T10:00:00Z', now)).toBe(0);
    expect(daysLeft('2026-04-29T10:00:00Z', now)).toBe(-2);
    expect(daysLeft(null, now)).toBeNull();
    expect(daysLeft('not a date', now)).toBeNull();
  });
});

describe('badgeState', () => {
  it('shows Free Trial with Upgrade and no days when the plan is unknown (loading or failed)', () => {
    expect(badgeState(undefined)).toEqual({
      tier: 'trial',
      label: 'Free Trial',
      daysLeft: null,
      onTrial: true,
    });
  });
  it('shows the trial days left and Upgrade on the trial', () => {
    const state = badgeState(planWith({}));
    expect(state).toMatchObject({ tier: 'trial', label: 'Free Trial', daysLeft: 14, onTrial: true });
  });
  it('hides Upgrade on a paid plan', () => {
    const paid = planWith({}, { name: 'Professional' });
    paid.plan = { ...paid.plan!, billing_period: 'month', trial_end_date: null };
    expect(badgeState(paid)).toEqual({ tier: 'pro', label: 'Professional', daysLeft: null, onTrial: false });
  });
});
