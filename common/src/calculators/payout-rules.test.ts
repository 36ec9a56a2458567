import { describe, expect, it } from 'vitest';
import {
  chargeableWeight,
  collectionFeeFor,
  commissionFor,
  findSlab,
  fixedFeeFor,
  shippingFeeFor,
  weakest,
} from './payout-rules';
import { rateCards } from './rate-cards';

const amazon = rateCards.amazon;
const jiomart = rateCards.jiomart;
const flipkart = rateCards.flipkart;

describe('findSlab', () => {
  const slabs = [
    { upTo: 250, percent: 3 },
    { upTo: 500, percent: 4.5 },
    { upTo: null, percent: 9 },
  ];
  it('250 → first band (upper bound inclusive), 250.01 → second, 10,000 → open band', () => {
    expect(findSlab(slabs, 250).percent).toBe(3);
    expect(findSlab(slabs, 250.01).percent).toBe(4.5);
    expect(findSlab(slabs, 10_000).percent).toBe(9);
  });
  it('throws on a table without an open band', () => {
    expect(() => findSlab([{ upTo: 100, percent: 1 }], 200)).toThrow(/open band/);
  });
});

describe('weakest', () => {
  it('fact + reported → reported; fact + estimate + reported → estimate; fact → fact', () => {
    expect(weakest('fact', 'reported')).toBe('reported');
    expect(weakest('fact', 'estimate', 'reported')).toBe('estimate');
    expect(weakest('fact')).toBe('fact');
  });
});

describe('commissionFor', () => {
  it('Amazon apparel ₹300 → 0% (zero referral at or below ₹300 in a listed category)', () => {
    expect(commissionFor(amazon.commission, 'fashion-apparel', 300)).toMatchObject({
      percent: 0,
      amount: 0,
      zeroCommissionApplied: true,
      confidence: 'reported',
    });
  });
  it('Amazon apparel ₹300.01 → 4.5% = ₹13.50045', () => {
    const r = commissionFor(amazon.commission, 'fashion-apparel', 300.01);
    expect(r.zeroCommissionApplied).toBe(false);
    expect(r.amount).toBeCloseTo(13.50045, 8);
  });
  it('Amazon books ₹200 → 3% = ₹6 (books are not in the zero-fee list here)', () => {
    const r = commissionFor(amazon.commission, 'books', 200);
    expect(r).toMatchObject({ percent: 3, zeroCommissionApplied: false, confidence: 'fact' });
    expect(r.amount).toBeCloseTo(6, 10);
  });
  it('Flipkart ₹999.99 → 0%; ₹1,000 → 10% = ₹100 (zero only under ₹1,000)', () => {
    expect(commissionFor(flipkart.commission, 'home-kitchen', 999.99).zeroCommissionApplied).toBe(true);
    const r = commissionFor(flipkart.commission, 'home-kitchen', 1000);
    expect(r.zeroCommissionApplied).toBe(false);
    expect(r.amount).toBeCloseTo(100, 10);
  });
});

describe('fixedFeeFor', () => {
  it('Amazon ₹1,000 → closing fee ₹26, no surcharge; ₹1,000.01 → ₹48 + ₹3', () => {
    expect(fixedFeeFor(amazon.fixedFee!, 1000)).toEqual({ amount: 26, surcharge: 0 });
    expect(fixedFeeFor(amazon.fixedFee!, 1000.01)).toEqual({ amount: 48, surcharge: 3 });
  });
  it('Flipkart ₹250 → fixed fee ₹5 (no surcharge on Flipkart)', () => {
    expect(fixedFeeFor(flipkart.fixedFee!, 250)).toEqual({ amount: 5, surcharge: 0 });
  });
});

describe('collectionFeeFor (Flipkart)', () => {
  const card = flipkart.collectionFee!;
  it('prepaid ₹600 → 2% = ₹12', () =>
    expect(collectionFeeFor(card, 'prepaid', 600).amount).toBeCloseTo(12, 10));
  it('COD ₹749 → ₹15 flat', () =>
    expect(collectionFeeFor(card, 'cod', 749)).toEqual({ amount: 15, percent: undefined }));
  it('COD ₹750 → 2% = ₹15; COD ₹2,000 → ₹40', () => {
    expect(collectionFeeFor(card, 'cod', 750)).toEqual({ amount: 15, percent: 2 });
    expect(collectionFeeFor(card, 'cod', 2000).amount).toBeCloseTo(40, 10);
  });
});

describe('chargeableWeight (500 g slabs, L×B×H/5000)', () => {
  const card = amazon.shipping;
  it('0.5 kg, no box → 1 slab; 0.51 kg → 2; exactly 1 kg → 2; 0 kg → 1', () => {
    expect(chargeableWeight(card, 0.5).slabs).toBe(1);
    expect(chargeableWeight(card, 0.51).slabs).toBe(2);
    expect(chargeableWeight(card, 1).slabs).toBe(2);
    expect(chargeableWeight(card, 0).slabs).toBe(1);
  });
  it('0.3 kg in a 40×30×20 cm box → volumetric 4.8 kg wins → 10 slabs', () => {
    const r = chargeableWeight(card, 0.3, { length: 40, breadth: 30, height: 20 });
    expect(r.volumetricKg).toBeCloseTo(4.8, 10);
    expect(r.chargeableKg).toBeCloseTo(4.8, 10);
    expect(r.slabs).toBe(10);
  });
  it('a missing dimension → volumetric ignored (0)', () => {
    expect(chargeableWeight(card, 0.3, { length: 40, breadth: undefined, height: 20 }).volumetricKg).toBe(0);
  });
});

describe('shippingFeeFor', () => {
  const fee = (card: typeof amazon, zone: 'local' | 'regional' | 'national', kg: number) =>
    shippingFeeFor(card.shipping, zone, chargeableWeight(card.shipping, kg));
  it('Amazon national 1 slab → ₹65 (fact); 3 slabs → 65 + 2×25 = ₹115 (estimate)', () => {
    expect(fee(amazon, 'national', 0.5)).toMatchObject({ amount: 65, confidence: 'fact' });
    expect(fee(amazon, 'national', 1.5)).toMatchObject({ amount: 115, confidence: 'estimate', slabs: 3 });
  });
  it('Flipkart regional (zonal) 2 slabs → 50 + 20 = ₹70', () => {
    expect(fee(flipkart, 'regional', 1).amount).toBe(70);
  });
  it('JioMart: 500 g slabs to 1 kg, then per started kilogram in bands (₹15 a kg to 5 kg, ₹7 after, local)', () => {
    expect(fee(jiomart, 'local', 0.4).amount).toBe(38);
    expect(fee(jiomart, 'local', 1).amount).toBe(38 + 13);
    expect(fee(jiomart, 'local', 1.2).amount).toBe(38 + 13 + 15);
    expect(fee(jiomart, 'national', 5).amount).toBe(68 + 24 + 4 * 25);
    expect(fee(jiomart, 'national', 6.5).amount).toBe(68 + 24 + 4 * 25 + 2 * 12);
    expect(fee(jiomart, 'regional', 6.5)).toMatchObject({ confidence: 'reported', slabs: 2, perKgKg: 6 });
  });
});
