import { describe, expect, it } from 'vitest';
import { sellingSeasons } from './market-data/seasonality';

describe('built-in engine market data', () => {
  it('keeps season months valid', () => {
    for (const s of sellingSeasons) for (const m of s.months) expect(m).toBeGreaterThanOrEqual(1);
    expect(sellingSeasons.some((s) => s.name.includes('Diwali'))).toBe(true);
  });
});
