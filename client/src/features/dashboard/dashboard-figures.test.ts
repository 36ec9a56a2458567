import { describe, expect, it } from 'vitest';
import { dashboardStats } from './components/stat-cards';
import { answeredCalls, formatDate, indiaMonthStart, timeAgo } from './dates';

describe('dashboard stat cards', () => {
  it('hides the end date when there is none', () => {
    const labels = (planEnds: string | null) =>
      dashboardStats({ activeTools: 3, toolsLeft: 3, searches: 2, planEnds, onTrial: false }).map(
        (s) => s.label,
      );
    expect(labels(null)).toEqual(['Active Tools', 'Searches This Month']);
    expect(labels('21 Nov 2026')).toEqual(['Active Tools', 'Searches This Month', 'Plan Ends On']);
  });
  it('shows a dash while a figure is unknown', () => {
    const [tools, searches] = dashboardStats({
      activeTools: null,
      toolsLeft: null,
      searches: null,
      planEnds: null,
      onTrial: true,
    });
    expect([tools?.value, searches?.value]).toEqual(['–', '–']);
  });
});

describe('the Active Tools card after calls run out', () => {
  const card = (toolsLeft: number) =>
    dashboardStats({ activeTools: 3, toolsLeft, searches: 9, planEnds: null, onTrial: true })[0]!;
  it('says how many tools still have calls, and when none has, points to the plans', () => {
    expect(card(3)).toMatchObject({ value: '3', hint: 'AI tools you can use' });
    expect(card(1)).toMatchObject({ value: '1 of 3', hint: 'AI tools with calls left' });
    expect(card(0)).toMatchObject({ value: '0 of 3', hint: 'No calls left: see the plans' });
  });
});

describe('dates', () => {
  const now = Date.parse('2026-05-01T10:00:00Z');
  it('says how long ago', () => {
    expect(timeAgo('2026-05-01T09:59:50Z', now)).toBe('just now');
    expect(timeAgo('2026-05-01T09:55:00Z', now)).toBe('5 minutes ago');
    expect(timeAgo('2026-05-01T07:00:00Z', now)).toBe('3 hours ago');
    expect(timeAgo('2026-04-30T10:00:00Z', now)).toBe('yesterday');
    expect(timeAgo('nope', now)).toBe('');
  });
  it('formats a billing date on the Indian calendar', () => {
    expect(formatDate('2026-11-20T20:00:00Z')).toBe('21 Nov 2026');
    expect(formatDate(null)).toBe('');
  });
});

describe('this month', () => {
  it('starts on the first day of the month in India, which begins 5½ hours before UTC’s', () => {
    expect(indiaMonthStart(Date.parse('2026-11-30T18:29:00Z'))).toBe('2026-11-01');
    expect(indiaMonthStart(Date.parse('2026-11-30T18:30:00Z'))).toBe('2026-12-01');
    expect(indiaMonthStart(Date.parse('2026-12-31T20:00:00Z'))).toBe('2027-01-01');
  });
  it('counts the answered calls of every plan of the month', () => {
    expect(answeredCalls([{ successful_calls: 9 }, { successful_calls: 2 }])).toBe(11);
    expect(answeredCalls([])).toBe(0);
  });
});
