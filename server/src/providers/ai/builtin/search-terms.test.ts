import { describe, expect, it } from 'vitest';
import { backendSearchTerms, topSearchKeywords } from './search-terms';

describe('keyword room', () => {
  it('spends no backend search term on the plural of a title word', () => {
    expect(
      backendSearchTerms(['chain lube sprays', 'bike chain oil'], ['Zenvo Bike Chain Lube Spray'], 200),
    ).toBe('oil');
  });

  it("fills Flipkart's search keywords with no plural of a phrase already chosen", () => {
    expect(
      topSearchKeywords(
        'digital vernier caliper',
        ['digital vernier calipers', 'vernier caliper', 'vernier calipers', 'measuring caliper'],
        5,
      ),
    ).toEqual(['digital vernier caliper', 'vernier caliper', 'measuring caliper']);
  });

  it('spends none on praise', () => {
    expect(
      backendSearchTerms(
        ['best tilting wet grinder', 'amazing idli grinder'],
        ['Zenvo Wet Grinder 2 L'],
        200,
      ),
    ).toBe('tilting idli');
  });
});
