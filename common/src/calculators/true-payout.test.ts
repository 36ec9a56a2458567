import { describe, expect, it } from 'vitest';
import { calculateTruePayout, type PayoutLineKey, type TruePayoutResult } from './true-payout';
import { formatInr } from './money';

function line(r: TruePayoutResult | null, key: PayoutLineKey) {
  return r?.lines.find((l) => l.key === key);
}

describe('true payout: worked example 1, Amazon.in', () => {
  /*
   * Kurta, Fashion & apparel, price ₹1,299 incl. 5% GST, prepaid, Easy Ship national,
   * 0.4 kg in a 30 × 25 × 4 cm mailer. Nothing charged to the buyer for shipping.
   *   order value                    = ₹1,299
   *   referral: > ₹1,000 band, 19%   = 1,299 × 0.19           = 246.81
   *   closing fee: > ₹1,000 band     = 48
   *   closing fee increase > ₹1,000  = 3
   *   volumetric = 30×25×4 / 5000    = 0.6 kg > 0.4 kg actual  → chargeable 0.6 kg → 2 slabs of 500 g
   *   weight handling, national      = 65 + 1 × 25              = 90
   *   marketplace fees               = 246.81 + 48 + 3 + 90     = 387.81
   *   GST 18% on fees                = 387.81 × 0.18            = 69.8058
   *   total deductions               = 387.81 + 69.8058         = 457.6158
   *   taxable value                  = 1,299 / 1.05             = 1,237.142857…
   *   TCS 0.5% of taxable value      = 6.185714…
   *   TDS 0.1% of 1,299              = 1.299
   *   bank settlement                = 1,299 − 457.6158 − 6.185714 − 1.299 = 833.899486
   *   net payout after credits       = 1,299 − 457.6158        = 841.3842
   *   effective fee                  = 457.6158 / 1,299        = 35.2283%
   */
  const r = calculateTruePayout({
    marketplace: 'amazon',
    category: 'fashion-apparel',
    salePrice: 1299,
    payment: 'prepaid',
    zone: 'national',
    weightKg: 0.4,
    dimensionsCm: { length: 30, breadth: 25, height: 4 },
    productGstPercent: 5,
  });

  it('₹1,299 apparel, national, 0.6 kg chargeable → fees ₹387.81, GST ₹69.81, bank ₹833.90, net ₹841.38, 35.23%', () => {
    expect(r?.orderValue).toBe(1299);
    expect(r?.chargeableWeightKg).toBeCloseTo(0.6, 10);
    expect(r?.weightSlabs).toBe(2);
    expect(line(r, 'commission')?.amount).toBeCloseTo(246.81, 8);
    expect(line(r, 'commission')?.percent).toBe(19);
    expect(line(r, 'fixed-fee')?.amount).toBe(48);
    expect(line(r, 'fixed-fee-surcharge')?.amount).toBe(3);
    expect(line(r, 'collection-fee')).toBeUndefined();
    expect(line(r, 'shipping')?.amount).toBe(90);
    expect(r?.marketplaceFees).toBeCloseTo(387.81, 8);
    expect(r?.gstOnFees).toBeCloseTo(69.8058, 8);
    expect(r?.totalDeductions).toBeCloseTo(457.6158, 8);
    expect(r?.taxableValue).toBeCloseTo(1237.142857, 5);
    expect(line(r, 'tcs')?.amount).toBeCloseTo(6.185714, 5);
    expect(line(r, 'tds')?.amount).toBeCloseTo(1.299, 8);
    expect(r?.bankSettlement).toBeCloseTo(833.899486, 5);
    expect(r?.netPayoutAfterCredits).toBeCloseTo(841.3842, 8);
    expect(r?.effectiveFeePercent).toBeCloseTo(35.228314, 5);
    expect(formatInr(r?.bankSettlement ?? 0)).toBe('₹833.90');
  });

  it('lines come in order with their kinds: fees, shipping, GST, then the two credits', () => {
    expect(r?.lines.map((l) => [l.key, l.kind])).toEqual([
      ['commission', 'fee'],
      ['fixed-fee', 'fee'],
      ['fixed-fee-surcharge', 'fee'],
      ['shipping', 'shipping'],
      ['gst-on-fees', 'gst'],
      ['tcs', 'tax-credit'],
      ['tds', 'tax-credit'],
    ]);
    expect(r?.source.url).toBe('https://sell.amazon.in/fees-and-pricing');
    expect(r?.asOf).toBe('2026-11');
  });
});

describe('true payout: worked example 2, Flipkart', () => {
  /*
   * Steel bottle set, Home & kitchen, price ₹849 incl. 18% GST, cash on delivery, local, 1.2 kg, no box size.
   *   order value                    = ₹849
   *   commission: under ₹1,000       = 0 (zero-commission window)
   *   fixed fee: ₹500–1,000 band     = 15
   *   collection, COD, ₹849 ≥ ₹750   = 849 × 0.02               = 16.98
   *   chargeable 1.2 kg              → ceil(1.2 / 0.5) = 3 slabs
   *   shipping, local                = 35 + 2 × 15              = 65
   *   marketplace fees               = 0 + 15 + 16.98 + 65      = 96.98
   *   GST 18% on fees                = 17.4564
   *   total deductions               = 114.4364
   *   taxable value                  = 849 / 1.18               = 719.491525…
   *   TCS 0.5%                       = 3.597458
   *   TDS 0.1% of 849                = 0.849
   *   bank settlement                = 849 − 114.4364 − 3.597458 − 0.849 = 730.117142
   *   net payout after credits       = 849 − 114.4364           = 734.5636
   *   effective fee                  = 114.4364 / 849           = 13.4790%
   */
  const r = calculateTruePayout({
    marketplace: 'flipkart',
    category: 'home-kitchen',
    salePrice: 849,
    payment: 'cod',
    zone: 'local',
    weightKg: 1.2,
  });

  it('₹849 COD, local, 1.2 kg → commission ₹0, fees ₹96.98, bank ₹730.12, net ₹734.56, 13.48%', () => {
    expect(r?.zeroCommissionApplied).toBe(true);
    expect(line(r, 'commission')?.amount).toBe(0);
    expect(line(r, 'fixed-fee')?.amount).toBe(15);
    expect(line(r, 'collection-fee')?.amount).toBeCloseTo(16.98, 8);
    expect(r?.weightSlabs).toBe(3);
    expect(line(r, 'shipping')?.amount).toBe(65);
    expect(r?.marketplaceFees).toBeCloseTo(96.98, 8);
    expect(r?.gstOnFees).toBeCloseTo(17.4564, 8);
    expect(r?.totalDeductions).toBeCloseTo(114.4364, 8);
    expect(line(r, 'tcs')?.amount).toBeCloseTo(3.597458, 5);
    expect(line(r, 'tds')?.amount).toBeCloseTo(0.849, 8);
    expect(r?.bankSettlement).toBeCloseTo(730.117142, 5);
    expect(r?.netPayoutAfterCredits).toBeCloseTo(734.5636, 8);
    expect(r?.effectiveFeePercent).toBeCloseTo(13.478963, 5);
  });
});

describe('true payout: worked example 3, Meesho', () => {
  /*
   * Face serum, Beauty, price ₹499 incl. 18% GST, prepaid, regional, 0.3 kg in a 10 × 10 × 10 cm box.
   *   order value                    = ₹499
   *   commission                     = 0 (Meesho charges none)
   *   gateway charge, prepaid 2%     = 9.98
   *   volumetric = 1000 / 5000       = 0.2 kg < 0.3 kg actual   → 1 slab
   *   shipping, regional             = 65
   *   marketplace fees               = 9.98 + 65                = 74.98
   *   GST 18% on fees                = 13.4964
   *   total deductions               = 88.4764
   *   taxable value                  = 499 / 1.18               = 422.881356…
   *   TCS 0.5%                       = 2.114407
   *   TDS 0.1% of 499                = 0.499
   *   bank settlement                = 499 − 88.4764 − 2.114407 − 0.499 = 407.910193
   *   net payout after credits       = 499 − 88.4764            = 410.5236
   *   effective fee                  = 88.4764 / 499            = 17.7307%
   */
  const r = calculateTruePayout({
    marketplace: 'meesho',
    category: 'beauty',
    salePrice: 499,
    payment: 'prepaid',
    zone: 'regional',
    weightKg: 0.3,
    dimensionsCm: { length: 10, breadth: 10, height: 10 },
  });

  it('₹499 prepaid, regional, 0.3 kg → fees ₹74.98, GST ₹13.50, bank ₹407.91, net ₹410.52, 17.73%', () => {
    expect(line(r, 'commission')?.amount).toBe(0);
    expect(line(r, 'fixed-fee')).toBeUndefined();
    expect(line(r, 'collection-fee')?.amount).toBeCloseTo(9.98, 8);
    expect(r?.volumetricWeightKg).toBeCloseTo(0.2, 10);
    expect(r?.chargeableWeightKg).toBeCloseTo(0.3, 10);
    expect(line(r, 'shipping')?.amount).toBe(65);
    expect(r?.marketplaceFees).toBeCloseTo(74.98, 8);
    expect(r?.gstOnFees).toBeCloseTo(13.4964, 8);
    expect(r?.bankSettlement).toBeCloseTo(407.910193, 5);
    expect(r?.netPayoutAfterCredits).toBeCloseTo(410.5236, 8);
    expect(r?.effectiveFeePercent).toBeCloseTo(17.730741, 5);
  });
});

describe('true payout: worked example 4, JioMart (reported figures)', () => {
  /*
   * ₹2,499 pressure cooker, home & kitchen, 1.2 kg, local, prepaid, product GST 18%:
   *   commission 13% (₹1,001–5,000 band; the 0% band ends at ₹1,000)  = 324.87
   *   fixed fee above ₹1,000                                            =  30
   *   shipping local: 38 (first 500 g) + 13 (to 1 kg) + 15 (1 started kg) =  66
   *   no collection fee (none sourced)
   *   fees 420.87; GST 18% = 75.7566; total 496.6266
   *   TCS 0.5% of 2,499 / 1.18 = 10.588983; TDS 0.1% of 2,499 = 2.499
   *   bank settlement = 2,499 − 496.6266 − 10.588983 − 2.499 = 1,989.285417
   */
  const r = calculateTruePayout({
    marketplace: 'jiomart',
    category: 'home-kitchen',
    salePrice: 2499,
    payment: 'prepaid',
    zone: 'local',
    weightKg: 1.2,
    productGstPercent: 18,
  });

  it('₹2,499 cookware, local, 1.2 kg → commission 13%, ₹30 fixed fee, ₹66 shipping, bank ₹1,989.29', () => {
    expect(line(r, 'commission')?.percent).toBe(13);
    expect(line(r, 'commission')?.amount).toBeCloseTo(324.87, 8);
    expect(line(r, 'commission')?.confidence).toBe('reported');
    expect(line(r, 'fixed-fee')?.amount).toBe(30);
    expect(line(r, 'collection-fee')).toBeUndefined();
    expect(line(r, 'shipping')?.amount).toBe(66);
    expect(r?.gstOnFees).toBeCloseTo(75.7566, 8);
    expect(r?.bankSettlement).toBeCloseTo(1989.285417, 5);
    expect(r?.marketplaceName).toBe('JioMart');
  });

  it('₹999 cookware pays no commission and no fixed fee (the 0% band, reported)', () => {
    const small = calculateTruePayout({
      marketplace: 'jiomart',
      category: 'home-kitchen',
      salePrice: 999,
      payment: 'prepaid',
      zone: 'local',
      weightKg: 0.4,
    });
    expect(line(small, 'commission')?.amount).toBe(0);
    expect(line(small, 'fixed-fee')?.amount).toBe(0);
    expect(line(small, 'shipping')?.amount).toBe(38);
  });
});

describe('true payout: other rules', () => {
  const base = { category: 'beauty', payment: 'prepaid', zone: 'local', weightKg: 0.2 } as const;

  it('Amazon beauty ₹299 → referral ₹0 (≤ ₹300), closing ₹9, local ₹29: fees ₹38, GST ₹6.84', () => {
    const r = calculateTruePayout({ ...base, marketplace: 'amazon', salePrice: 299 });
    expect(r?.zeroCommissionApplied).toBe(true);
    expect(r?.marketplaceFees).toBeCloseTo(38, 10);
    expect(r?.gstOnFees).toBeCloseTo(6.84, 10);
    expect(line(r, 'fixed-fee-surcharge')).toBeUndefined();
  });

  it('Flipkart ₹1,150 + ₹50 shipping charged → order value ₹1,200, commission 9% = ₹108, prepaid 2% = ₹24', () => {
    const r = calculateTruePayout({ ...base, marketplace: 'flipkart', salePrice: 1150, shippingCharged: 50 });
    expect(r?.orderValue).toBe(1200);
    expect(r?.zeroCommissionApplied).toBe(false);
    expect(line(r, 'commission')?.amount).toBeCloseTo(108, 10);
    expect(line(r, 'collection-fee')?.amount).toBeCloseTo(24, 10);
    expect(line(r, 'tds')?.amount).toBeCloseTo(1.2, 10);
  });

  it('Flipkart COD ₹600 → collection ₹15 flat', () => {
    const r = calculateTruePayout({ ...base, marketplace: 'flipkart', salePrice: 600, payment: 'cod' });
    expect(line(r, 'collection-fee')?.amount).toBe(15);
  });

  it('Meesho COD → no gateway charge (₹0)', () => {
    const r = calculateTruePayout({ ...base, marketplace: 'meesho', salePrice: 600, payment: 'cod' });
    expect(line(r, 'collection-fee')?.amount).toBe(0);
  });

  it('no product GST given → 18%: ₹1,180 → taxable ₹1,000, TCS ₹5, product GST ₹180', () => {
    const r = calculateTruePayout({ ...base, marketplace: 'meesho', salePrice: 1180 });
    expect(r?.taxableValue).toBeCloseTo(1000, 10);
    expect(r?.productGst).toBeCloseTo(180, 10);
    expect(line(r, 'tcs')?.amount).toBeCloseTo(5, 10);
  });

  it('bank settlement + credits = net payout; net + deductions = order value', () => {
    const r = calculateTruePayout({
      ...base,
      marketplace: 'amazon',
      salePrice: 2499,
      zone: 'regional',
      weightKg: 2,
    });
    expect((r?.bankSettlement ?? 0) + (r?.taxCredits ?? 0)).toBeCloseTo(
      r?.netPayoutAfterCredits ?? Number.NaN,
      8,
    );
    expect((r?.netPayoutAfterCredits ?? 0) + (r?.totalDeductions ?? 0)).toBeCloseTo(2499, 8);
  });

  it('returns null when the sale price is 0 or missing', () => {
    expect(calculateTruePayout({ ...base, marketplace: 'amazon', salePrice: 0 })).toBeNull();
    expect(calculateTruePayout({ ...base, marketplace: 'flipkart', salePrice: undefined })).toBeNull();
  });
});
