import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay, formatTime } from './ist-time';

describe('India time', () => {
  it('formats dates and times in India', () => {
    expect(formatDateTime('2026-05-01T20:00:00Z')).toBe('2 May 2026, 1:30 am');
    expect(formatDay('2026-05-01T20:00:00Z')).toBe('2 May 2026');
    expect(formatTime('2026-05-01T20:00:00Z')).toBe('1:30 am');
    expect(formatDateTime('nonsense')).toBe('');
    expect(formatDateTime(null)).toBe('');
  });
});
