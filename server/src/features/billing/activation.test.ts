import { describe, expect, it } from 'vitest';
import { planActivation } from './activation.js';
import { billingPeriodEnd } from './billing-period.js';
import { financialYearOf, formatInvoiceNumber } from './invoice/invoice-number.js';

const at = (iso: string) => new Date(iso);

describe('billing periods on the Indian calendar', () => {
  it("a month ends on the same Indian day next month, or that month's last day", () => {
    expect(billingPeriodEnd(at('2026-11-21T06:30:00Z'), 'month')?.toISOString()).toBe(
      '2026-12-21T06:30:00.000Z',
    );
    expect(billingPeriodEnd(at('2026-01-31T06:30:00Z'), 'month')?.toISOString()).toBe(
      '2026-02-28T06:30:00.000Z',
    );
    expect(billingPeriodEnd(at('2028-01-31T06:30:00Z'), 'month')?.toISOString()).toBe(
      '2028-02-29T06:30:00.000Z',
    );
    // 20:00 UTC on 31 January is already 1 February in India: the month runs to 1 March there.
    expect(billingPeriodEnd(at('2026-01-31T20:00:00Z'), 'month')?.toISOString()).toBe(
      '2026-02-28T20:00:00.000Z',
    );
  });

  it('a year keeps the date (29 February becomes 28), a week is 7 days, forever never ends', () => {
    expect(billingPeriodEnd(at('2028-02-29T06:30:00Z'), 'year')?.toISOString()).toBe(
      '2029-02-28T06:30:00.000Z',
    );
    expect(billingPeriodEnd(at('2026-12-31T06:30:00Z'), 'year')?.toISOString()).toBe(
      '2027-12-31T06:30:00.000Z',
    );
    expect(billingPeriodEnd(at('2026-11-21T06:30:00Z'), 'week')?.toISOString()).toBe(
      '2026-11-28T06:30:00.000Z',
    );
    expect(billingPeriodEnd(at('2026-11-21T06:30:00Z'), 'forever')).toBeNull();
  });
});

describe('what a payment does to the subscription', () => {
  const now = at('2026-11-21T06:30:00Z');
  const starter = { id: 'starter', billingPeriod: 'month' as const };

  it('the same running plan extends from its current end', () => {
    const current = { id: 's1', planId: 'starter', endDate: at('2026-12-10T00:00:00Z') };
    expect(planActivation(current, starter, now)).toEqual({
      kind: 'extend',
      subscriptionId: 's1',
      start: at('2026-12-10T00:00:00Z'),
      end: at('2027-01-10T00:00:00Z'),
      renewed: true,
    });
  });

  it('the same plan after it lapsed restarts now; another plan replaces the current one from now', () => {
    const lapsed = { id: 's1', planId: 'starter', endDate: at('2026-11-01T00:00:00Z') };
    expect(planActivation(lapsed, starter, now)).toMatchObject({
      kind: 'replace',
      start: now,
      renewed: true,
    });
    const trial = { id: 't1', planId: 'trial', endDate: at('2026-12-01T00:00:00Z') };
    expect(planActivation(trial, starter, now)).toEqual({
      kind: 'replace',
      subscriptionId: 't1',
      start: now,
      end: at('2026-12-21T06:30:00Z'),
      renewed: false,
    });
    expect(planActivation(undefined, starter, now)).toMatchObject({ kind: 'replace', subscriptionId: null });
  });

  it('a lifetime plan bought again stays lifetime', () => {
    const lifetime = { id: 'l1', planId: 'life', endDate: null };
    expect(planActivation(lifetime, { id: 'life', billingPeriod: 'forever' }, now)).toMatchObject({
      kind: 'extend',
      end: null,
      renewed: true,
    });
  });
});

describe('invoice numbers', () => {
  it('follow the Indian financial year, April to March, in India time', () => {
    expect(financialYearOf(at('2026-11-21T06:30:00Z'))).toBe('2026-27');
    expect(financialYearOf(at('2027-03-31T18:29:59Z'))).toBe('2026-27');
    expect(financialYearOf(at('2027-03-31T18:30:00Z'))).toBe('2027-28');
    expect(financialYearOf(at('2099-06-01T00:00:00Z'))).toBe('2099-00');
    expect(formatInvoiceNumber('2026-27', 1)).toBe('VK/2026-27/000001');
    expect(formatInvoiceNumber('2026-27', 123_456)).toBe('VK/2026-27/123456');
  });
});
