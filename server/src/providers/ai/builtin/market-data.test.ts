import { describe, expect, it } from 'vitest';
import { marketplacePlatforms } from '@common/constants/options';
import { platformRules } from './market-data/platform-rules-others';
import { sellingSeasons } from './market-data/seasonality';

describe('built-in engine market data', () => {
  it('gives every platform a title limit with its source and date', () => {
    for (const p of marketplacePlatforms) {
      const r = platformRules[p];
      expect(r.titleMaxChars).toBeGreaterThan(0);
      expect(r.titleLimit.source).not.toBe('');
      expect(r.titleLimit.asOf).toBe('November 2026');
      for (const n of r.notes) expect(n.asOf).toBe('November 2026');
    }
    expect(platformRules.amazon.titleMaxChars).toBe(200);
    expect(platformRules.amazon.titleLimit.status).toBe('fact');
    expect(platformRules.flipkart.maxSearchKeywords).toBe(5);
    expect(platformRules.myntra.titleLimit.status).toBe('default');
  });

  it('keeps season months valid', () => {
    for (const s of sellingSeasons) for (const m of s.months) expect(m).toBeGreaterThanOrEqual(1);
    expect(sellingSeasons.some((s) => s.name.includes('Diwali'))).toBe(true);
  });
});
