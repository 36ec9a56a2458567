import { describe, expect, it } from 'vitest';
import { datePattern, formatLocalDate, parseLocalDate } from './local-date';

describe('dates in the browser locale', () => {
  it('an Indian seller writes dd/mm/yyyy, an American mm/dd/yyyy', () => {
    expect(datePattern('en-IN').placeholder).toBe('dd/mm/yyyy');
    expect(datePattern('en-US').placeholder).toBe('mm/dd/yyyy');
    expect(datePattern('de-DE').placeholder).toBe('dd.mm.yyyy');
    expect(datePattern('ja-JP').placeholder).toBe('yyyy/mm/dd');
  });

  it('reads what was typed in that order, and ISO days too', () => {
    const india = datePattern('en-IN');
    expect(parseLocalDate('05/11/2026', india)).toBe('2026-11-05');
    expect(parseLocalDate('5-11-2026', india)).toBe('2026-11-05');
    expect(parseLocalDate('2026-11-05', india)).toBe('2026-11-05');
    expect(parseLocalDate('05/11/2026', datePattern('en-US'))).toBe('2026-05-11');
  });

  it('refuses what is not a day', () => {
    const india = datePattern('en-IN');
    for (const text of ['', '31/02/2026', '05/13/2026', '05/11/26', '05/11', 'kal', '2026-02-30'])
      expect(parseLocalDate(text, india), text).toBeNull();
  });

  it('writes an ISO day back in the locale', () => {
    expect(formatLocalDate('2026-11-05', datePattern('en-IN'))).toBe('05/11/2026');
    expect(formatLocalDate('2026-11-05', datePattern('en-US'))).toBe('11/05/2026');
    expect(formatLocalDate('', datePattern('en-IN'))).toBe('');
  });
});
