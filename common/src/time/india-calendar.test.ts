import { describe, expect, it } from 'vitest';
import { addDays, daysFrom, daysUntil, istDay, istMonthStart, shiftDay } from './india-calendar';

describe('the Indian calendar', () => {
  it('reads an instant as its day in India: 20:00 UTC on the 20th is the 21st there', () => {
    expect(istDay(new Date('2026-11-20T20:00:00Z'))).toBe('2026-11-21');
    expect(istMonthStart(new Date('2026-11-30T19:00:00Z')).toISOString()).toBe('2026-11-30T18:30:00.000Z');
  });

  it('moves days and counts them, a part-day left counting as one', () => {
    expect(shiftDay('2026-11-30', 1)).toBe('2026-12-01');
    expect(daysFrom('2026-11-01', '2026-11-03')).toBe(2);
    expect(addDays(new Date('2026-11-21T06:30:00Z'), -7).toISOString()).toBe('2026-11-14T06:30:00.000Z');
    const now = new Date('2026-11-21T06:30:00Z');
    expect(daysUntil(new Date('2026-11-21T09:30:00Z'), now)).toBe(1);
    expect(daysUntil(addDays(now, 14), now)).toBe(14);
  });
});
