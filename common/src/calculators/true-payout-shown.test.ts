import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateMarketplaceFee } from './marketplace-fee';
import { formatInr } from './money';
import { payoutMarketplaceIds as marketplaceIds } from './rate-cards/index';
import { marketplaceZones, productCategories } from './rate-cards/types';
import { calculateTruePayout } from './true-payout';
import { shownPayout } from './true-payout-shown';

/** A shown rupee figure back in paise: '₹1,234.56' → 123456, '-₹3.39' → -339. */
const paiseOf = (text: string) => Math.round(Number(text.replace(/[₹,]/g, '')) * 100);
const shown = (value: number) => paiseOf(formatInr(value));

describe('the True Payout as shown', () => {
  it('Amazon.in, electronics accessory, ₹799, 0.4 kg, national: ₹799 − 220.52 − 3.39 − 0.80 is ₹574.29, credits 3.39 + 0.80 are ₹4.19', () => {
    const r = shownPayout(
      calculateTruePayout({
        marketplace: 'amazon',
        category: 'electronics-accessories',
        salePrice: 799,
        payment: 'prepaid',
        zone: 'national',
        weightKg: 0.4,
      })!,
    );
    const credits = r.lines.filter((l) => l.kind === 'tax-credit').map((l) => formatInr(l.amount));
    expect([formatInr(r.totalDeductions), ...credits]).toEqual(['₹220.52', '₹3.39', '₹0.80']);
    expect(formatInr(r.taxCredits)).toBe('₹4.19');
    expect(formatInr(r.bankSettlement)).toBe('₹574.29');
  });

  it('every total equals the sum of the shown lines it stands for, whatever the sale', () => {
    const sale = fc.record({
      marketplace: fc.constantFrom(...marketplaceIds),
      category: fc.constantFrom(...productCategories),
      salePrice: fc.integer({ min: 1, max: 50_000_00 }).map((p) => p / 100),
      shippingCharged: fc.integer({ min: 0, max: 500_00 }).map((p) => p / 100),
      payment: fc.constantFrom('prepaid' as const, 'cod' as const),
      zone: fc.constantFrom(...marketplaceZones),
      weightKg: fc.integer({ min: 0, max: 30_000 }).map((g) => g / 1000),
      productGstPercent: fc.constantFrom(0, 5, 12, 18, 28),
    });
    fc.assert(
      fc.property(sale, (input) => {
        const raw = calculateTruePayout(input);
        if (!raw) return;
        const r = shownPayout(raw);
        const sum = (kinds: string[]) =>
          r.lines.filter((l) => kinds.includes(l.kind)).reduce((total, l) => total + shown(l.amount), 0);
        const deductions = sum(['fee', 'shipping', 'gst']);
        const credits = sum(['tax-credit']);
        expect(shown(r.totalDeductions)).toBe(deductions);
        expect(shown(r.taxCredits)).toBe(credits);
        expect(shown(r.bankSettlement)).toBe(shown(r.orderValue) - deductions - credits);
        expect(shown(r.netPayoutAfterCredits)).toBe(shown(r.orderValue) - deductions);
      }),
      { numRuns: 500 },
    );
  });
});

describe('the Marketplace Fee as shown', () => {
  it('deductions are the fee plus the GST shown, and the payout the sale less them, whatever the sale', () => {
    const sale = fc.record({
      salePrice: fc.integer({ min: 1, max: 50_000_00 }).map((p) => p / 100),
      platformFeePercent: fc.integer({ min: 0, max: 5000 }).map((p) => p / 100),
      gstPercent: fc.constantFrom(0, 5, 12, 18, 28),
    });
    fc.assert(
      fc.property(sale, (input) => {
        const r = calculateMarketplaceFee(input)!;
        expect(shown(r.totalDeductions)).toBe(shown(r.platformFee) + shown(r.gst));
        expect(shown(r.payout)).toBe(shown(input.salePrice) - shown(r.totalDeductions));
      }),
      { numRuns: 500 },
    );
  });
});
