import { describe, expect, it } from 'vitest';
import { escapedByGuard, formulaSafeCell } from './csv-cell';

describe('the CSV formula guard', () => {
  it('escapes a cell starting with = + - @ tab or return whatever follows, line breaks included', () => {
    for (const cell of [
      '=HYPERLINK("https://evil.example",\n"Click")',
      '+1\n2',
      '-1',
      '@A1',
      '\t=1',
      '\r\n=1',
    ]) {
      expect(formulaSafeCell(cell)).toBe(`'${cell}`);
      expect(escapedByGuard(formulaSafeCell(cell))).toBe(true);
    }
  });

  it('leaves every other cell alone', () => {
    for (const cell of ['saree', ' =1', '1=1', '', "'=already text", 'साड़ी']) {
      expect(formulaSafeCell(cell)).toBe(cell);
    }
    expect(escapedByGuard("'tis")).toBe(false);
  });
});
