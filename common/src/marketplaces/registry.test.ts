import { describe, expect, it } from 'vitest';
import { productCategories } from '../calculators/rate-cards/types';
import { platformsFor } from '../constants/category-markets';
import { categoryOptions } from '../constants/options';
import {
  listingFileMarketplaceIds,
  marketplace,
  marketplaceIds,
  marketplaces,
  payoutMarketplaceIds,
} from './registry';

describe('the marketplace registry', () => {
  it('names the spec platforms and the marketplaces Vikreta added, each once', () => {
    expect(marketplaceIds).toEqual([
      'amazon',
      'flipkart',
      'meesho',
      'myntra',
      'nykaa',
      'jiomart',
      'swiggy',
      'zomato',
      'blinkit',
      'zepto',
      'dunzo',
    ]);
    expect(new Set(marketplaces.map((m) => m.name)).size).toBe(marketplaces.length);
  });

  it.each(marketplaces.map((m) => [m.name, m] as const))(
    '%s: every figure has a source and a date',
    (_, m) => {
      expect(m.asOf).toBe('November 2026');
      expect(m.listing.titleMaxChars).toBeGreaterThan(0);
      for (const note of [m.listing.titleLimit, ...m.listing.notes, ...m.fees]) {
        expect(note.source, note.text).not.toBe('');
        expect(note.asOf, note.text).toBe('November 2026');
      }
      for (const sale of m.saleEvents) expect(sale.source).not.toBe('');
      expect(m.buyerLanguages.languages).toContain('hi');
      expect(Object.keys(m.sells).length > 0 || ('sellsDishes' in m && m.sellsDishes)).toBe(true);
    },
  );

  it('sells every category somewhere, best fit first, and restaurant dishes on delivery apps only', () => {
    for (const category of categoryOptions)
      expect(platformsFor(category).length, category).toBeGreaterThan(0);
    expect(platformsFor('Electronics')).toEqual([
      'amazon',
      'flipkart',
      'meesho',
      'blinkit',
      'zepto',
      'jiomart',
    ]);
    expect(platformsFor('Food & Beverages').slice(0, 3)).toEqual(['blinkit', 'zepto', 'swiggy']);
    expect(platformsFor('Beauty')[0]).toBe('nykaa');
    expect(platformsFor(null)).toEqual(['amazon', 'flipkart', 'meesho']);
    expect(platformsFor('Fashion', true)).toEqual(['zomato']);
  });

  it('gives True Payout a full rate card for each marketplace that has one', () => {
    expect(payoutMarketplaceIds).toEqual(['amazon', 'flipkart', 'meesho', 'jiomart']);
    for (const id of payoutMarketplaceIds) {
      const card = marketplace(id).rateCard;
      for (const category of productCategories)
        expect(card?.commission.categories[category], `${id} ${category}`).toBeDefined();
    }
  });

  it('labels every JioMart figure as reported or an estimate: none was read on a JioMart page', () => {
    const card = marketplace('jiomart').rateCard;
    const confidences = [
      ...Object.values(card?.commission.categories ?? {}).map((c) => c.confidence),
      card?.commission.zeroCommission?.confidence,
      card?.fixedFee?.confidence,
      ...Object.values(card?.shipping.rates ?? {}).flatMap((r) => [r.confidence, r.additionalConfidence]),
      card?.shipping.perKgAfter?.confidence,
    ];
    expect(confidences.every((c) => c === 'reported' || c === 'estimate')).toBe(true);
    expect(card?.collectionFee).toBeNull();
    expect(card?.assumptions.join(' ')).toMatch(/No collection fee is included/);
  });

  it('writes listing files only where their columns are sourced (no Meesho file)', () => {
    expect(listingFileMarketplaceIds).toEqual(['amazon', 'flipkart']);
  });
});
