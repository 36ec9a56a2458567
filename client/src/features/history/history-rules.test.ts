import { describe, expect, it } from 'vitest';
import { callOutcome } from '@common/contracts/call-outcome';
import type { UsageStatistic } from '@/features/history/api/history-api';
import {
  isSuccess,
  pageItems,
  rowSuccessRate,
  stripMarkers,
  successRate,
  usageTotals,
  usageCountText,
  usageTypeLabel,
} from './history-rules';

describe('pageItems', () => {
  it('shows every page up to 7', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageItems(1, 0)).toEqual([]);
  });
  it('shows first, ellipses, current with neighbours and last beyond 7', () => {
    expect(pageItems(5, 10)).toEqual([1, 'gap-start', 4, 5, 6, 'gap-end', 10]);
    expect(pageItems(4, 10)).toEqual([1, 'gap-start', 3, 4, 5, 'gap-end', 10]);
  });
  it('leaves out an ellipsis where no page is hidden', () => {
    expect(pageItems(1, 8)).toEqual([1, 2, 'gap-end', 8]);
    expect(pageItems(2, 8)).toEqual([1, 2, 3, 'gap-end', 8]);
    expect(pageItems(3, 8)).toEqual([1, 2, 3, 4, 'gap-end', 8]);
    expect(pageItems(7, 8)).toEqual([1, 'gap-start', 6, 7, 8]);
    expect(pageItems(8, 8)).toEqual([1, 'gap-start', 7, 8]);
  });
  it('keeps an out-of-range page inside the range', () => {
    expect(pageItems(99, 20)).toEqual([1, 'gap-start', 19, 20]);
  });
});

const row = (total: number, ok: number, refused = 0): UsageStatistic => ({
  tool_id: 1,
  tool_name: 'Keyword Research',
  plan_name: 'Free Trial',
  billing_period: 'trial',
  total_calls: total,
  successful_calls: ok,
  refused_calls: refused,
  failed_calls: total - ok - refused,
  first_used: '2026-05-01T10:00:00Z',
  last_used: '2026-05-02T10:00:00Z',
});

describe('success', () => {
  it('is status 200 only', () => {
    expect(isSuccess(200)).toBe(true);
    expect(isSuccess(201)).toBe(false);
    expect(isSuccess(429)).toBe(false);
  });
  it('rounds the rate to a whole percent', () => {
    expect(successRate(2, 3)).toBe(67);
    expect(successRate(1, 3)).toBe(33);
    expect(successRate(1, 8)).toBe(13); // 12.5 rounds up
    expect(successRate(3, 3)).toBe(100);
    expect(successRate(0, 0)).toBe(0);
  });
  it('sums the statistics rows for the summary cards', () => {
    expect(usageTotals([row(2, 1), row(1, 1)])).toEqual({
      total: 3,
      successful: 2,
      refused: 0,
      failed: 1,
      rate: 67,
    });
    expect(usageTotals([])).toEqual({ total: 0, successful: 0, refused: 0, failed: 0, rate: 0 });
  });
  it('counts calls refused by the plan apart: not failures, and out of the success rate', () => {
    expect(usageTotals([row(12, 3, 9)])).toEqual({
      total: 12,
      successful: 3,
      refused: 9,
      failed: 0,
      rate: 100,
    });
    expect(rowSuccessRate(row(5, 2, 1))).toBe(50);
    expect(callOutcome(429)).toBe('refused');
    expect(callOutcome(402)).toBe('refused');
    expect(callOutcome(500)).toBe('failed');
    expect(callOutcome(200)).toBe('success');
  });
});

describe('display text', () => {
  it('shows underscores as spaces', () => expect(usageTypeLabel('trial_call')).toBe('trial call'));
  it('says which call of the trial or month a call was, or that it did not count', () => {
    expect(usageCountText({ usage_type: 'trial_call', usage_count: 2 })).toBe('call 2 of the trial');
    expect(usageCountText({ usage_type: 'monthly_call', usage_count: 14 })).toBe('call 14 this month');
    expect(usageCountText({ usage_type: 'not_counted', usage_count: 0 })).toBe('not counted');
  });
  it('strips bold markers', () => expect(stripMarkers('**Lead** with **cotton**')).toBe('Lead with cotton'));
});
