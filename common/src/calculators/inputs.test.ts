import { describe, expect, it } from 'vitest';
import { optionalFigure, percentOf, requiredFigure } from './inputs';

describe('requiredFigure', () => {
  it('keeps a non-zero number (12.5 → 12.5, -3 → -3)', () => {
    expect(requiredFigure(12.5)).toBe(12.5);
    expect(requiredFigure(-3)).toBe(-3);
  });
  it('rejects 0, NaN, Infinity, null and undefined', () => {
    for (const v of [0, Number.NaN, Number.POSITIVE_INFINITY, null, undefined])
      expect(requiredFigure(v)).toBeNull();
  });
});

describe('optionalFigure', () => {
  it('keeps a finite number, including 0', () => {
    expect(optionalFigure(7)).toBe(7);
    expect(optionalFigure(0, 30)).toBe(0);
  });
  it('defaults missing or NaN to 0, or to the given fallback (30)', () => {
    expect(optionalFigure(undefined)).toBe(0);
    expect(optionalFigure(null)).toBe(0);
    expect(optionalFigure(Number.NaN, 30)).toBe(30);
  });
});

describe('percentOf', () => {
  it('15% of 999 → 149.85', () => expect(percentOf(999, 15)).toBeCloseTo(149.85, 10));
});
