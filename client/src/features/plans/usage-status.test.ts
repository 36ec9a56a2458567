import { describe, expect, it } from 'vitest';
import { limitText, toolsWithCallsLeft, usagePercent, usageStatus, usageTotals } from './usage-status';

const u = (used: number, limit: number, is_unlimited = false) => ({ used, limit, is_unlimited });

describe('usageStatus', () => {
  it('is Active below 80% and Near Limit from 80%', () => {
    expect(usageStatus(u(79, 100), false)).toBe('active');
    expect(usageStatus(u(80, 100), false)).toBe('near-limit');
    expect(usageStatus(u(2, 3), false)).toBe('active');
  });
  it('is Limit Reached once every call of the period or of today is used (3 of 3 on the trial)', () => {
    expect(usageStatus(u(3, 3), false)).toBe('limit-reached');
    expect(usageStatus(u(101, 100), false)).toBe('limit-reached');
    expect(usageStatus({ ...u(10, 1000), daily_used: 20, daily_limit: 20 }, false)).toBe('limit-reached');
    expect(usageStatus(u(3, 3), true)).toBe('denied');
  });
  it('is Access Denied whenever the subscription has expired', () => {
    expect(usageStatus(u(0, 100), true)).toBe('denied');
    expect(usageStatus(undefined, true)).toBe('denied');
  });
  it('never nears an unlimited or 0 (No Limit) quota', () => {
    expect(usageStatus(u(500, -1, true), false)).toBe('active');
    expect(usageStatus(u(500, 0), false)).toBe('active');
  });
  it('counts today against the daily cap of a paid plan', () => {
    expect(usageStatus({ ...u(10, 1000), daily_used: 16, daily_limit: 20 }, false)).toBe('near-limit');
    expect(usageStatus({ ...u(10, 1000), daily_used: 15, daily_limit: 20 }, false)).toBe('active');
  });
});

describe('usage bar and limit text', () => {
  it('is used over limit, capped at 100%, full for unlimited', () => {
    expect(usagePercent(u(1, 4))).toBe(25);
    expect(usagePercent(u(9, 3))).toBe(100);
    expect(usagePercent(u(9, -1))).toBe(100);
    expect(usagePercent(u(0, 10, true))).toBe(100);
  });
  it("shows '∞' for unlimited and 'No Limit' for 0", () => {
    expect(limitText(u(0, -1))).toBe('∞');
    expect(limitText(u(0, 5, true))).toBe('∞');
    expect(limitText(u(0, 0))).toBe('No Limit');
    expect(limitText(u(0, 1500))).toBe('1,500');
  });
});

describe('usageTotals', () => {
  it('sums used and limits; one unlimited tool makes the total unlimited', () => {
    const row = (id: number, used: number, limit: number, is_unlimited = false) => ({
      id,
      name: `T${id}`,
      usage: { used, limit, is_unlimited },
    });
    expect(usageTotals([row(1, 2, 3), row(2, 0, 3), row(3, 1, 3)])).toEqual({
      used: 3,
      limit: 9,
      is_unlimited: false,
    });
    expect(usageTotals([row(1, 2, 3), row(2, 5, -1, true)])).toEqual({
      used: 7,
      limit: -1,
      is_unlimited: true,
    });
  });
});

describe('toolsWithCallsLeft', () => {
  it('keeps the tools whose period and daily calls are not used up, none once the plan has expired', () => {
    const usage = {
      '1': u(3, 3),
      '2': u(1, 3),
      '3': { ...u(10, 100), daily_used: 20, daily_limit: 20 },
      '4': u(900, -1, true),
    };
    expect(toolsWithCallsLeft([1, 2, 3, 4], { usage, expired: false })).toEqual([2, 4]);
    expect(toolsWithCallsLeft([1, 2, 3, 4], { usage, expired: true })).toEqual([]);
  });
});
