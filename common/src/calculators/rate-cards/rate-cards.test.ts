import { describe, expect, it } from 'vitest';
import {
  payoutMarketplaceIds as marketplaceIds,
  marketplaceTaxes,
  marketplaceZones,
  productCategories,
  rateCards,
} from './index';

const confidences = ['fact', 'reported', 'estimate'];

describe('rate cards', () => {
  it.each(marketplaceIds)('%s has a source with an https URL and an as-of date 2026-11', (id) => {
    const card = rateCards[id];
    expect(card.source.name.length).toBeGreaterThan(0);
    expect(card.source.url).toMatch(/^https:\/\//);
    expect(card.asOf).toBe('2026-11');
  });

  it.each(marketplaceIds)('%s: every category has ascending slabs ending in an open band', (id) => {
    const card = rateCards[id];
    for (const category of productCategories) {
      const { slabs, confidence } = card.commission.categories[category];
      expect(confidences).toContain(confidence);
      expect(slabs.at(-1)?.upTo).toBeNull();
      const bounds = slabs.slice(0, -1).map((s) => s.upTo ?? Number.NaN);
      expect(bounds).toEqual([...bounds].sort((a, b) => a - b));
      for (const s of slabs) expect(s.percent).toBeGreaterThanOrEqual(0);
    }
    if (card.fixedFee) expect(card.fixedFee.slabs.at(-1)?.upTo).toBeNull();
  });

  it.each(marketplaceIds)('%s: shipping uses 500 g slabs, divisor 5000, a rate per zone', (id) => {
    const { shipping } = rateCards[id];
    expect(shipping.slabKg).toBe(0.5);
    expect(shipping.volumetricDivisor).toBe(5000);
    for (const zone of marketplaceZones) {
      expect(shipping.rates[zone].firstSlab).toBeGreaterThan(0);
      expect(confidences).toContain(shipping.rates[zone].confidence);
    }
  });

  it('published facts are kept: Amazon national ₹65, local from ₹29, +₹3 above ₹1,000, 0% ≤ ₹300', () => {
    const amazon = rateCards.amazon;
    expect(amazon.shipping.rates.national.firstSlab).toBe(65);
    expect(amazon.shipping.rates.local.firstSlab).toBe(29);
    expect(amazon.fixedFee?.surcharge).toMatchObject({ above: 1000, amount: 3, confidence: 'fact' });
    expect(amazon.commission.zeroCommission).toMatchObject({
      maxPrice: 300,
      inclusive: true,
      confidence: 'fact',
    });
  });

  it('Amazon Books slabs are 3% / 4.5% / 9% / 12.5% at ₹250 / ₹500 / ₹1,000', () => {
    expect(rateCards.amazon.commission.categories.books.slabs).toEqual([
      { upTo: 250, percent: 3 },
      { upTo: 500, percent: 4.5 },
      { upTo: 1000, percent: 9 },
      { upTo: null, percent: 12.5 },
    ]);
  });

  it('Flipkart: zero commission under ₹1,000 (reported); COD ₹15 under ₹750, else 2%; prepaid 2%', () => {
    const flipkart = rateCards.flipkart;
    expect(flipkart.commission.zeroCommission).toMatchObject({ maxPrice: 1000, inclusive: false });
    expect(flipkart.collectionFee).toMatchObject({ prepaidPercent: 2, codFlatAmount: 15, codFlatBelow: 750 });
  });

  it('Meesho charges 0% commission in every category', () => {
    for (const category of productCategories) {
      expect(rateCards.meesho.commission.categories[category].slabs).toEqual([{ upTo: null, percent: 0 }]);
    }
  });

  it('taxes: GST on fees 18%, TCS 0.5%, TDS 0.1%, default product GST 18%', () => {
    expect(marketplaceTaxes.gstOnFeesPercent.value).toBe(18);
    expect(marketplaceTaxes.tcsPercent.value).toBe(0.5);
    expect(marketplaceTaxes.tdsPercent.value).toBe(0.1);
    expect(marketplaceTaxes.defaultProductGstPercent).toBe(18);
  });
});
