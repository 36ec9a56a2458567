import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateBreakEven } from './break-even';
import { calculateBulkDiscount } from './bulk-discount';
import { calculateDelivery } from './delivery';
import { formatInr } from './money';
import { calculateProfitMargin } from './profit-margin';
import { calculateReturnLoss } from './return-loss';
import { calculateShipping, shippingZones } from './shipping';
import { calculateSubscription, subscriptionFrequencies } from './subscription';

// Every total a calculator shows is the sum (or the multiple) of the figures it shows beside it, as the seller
// reads them: in rupees and paise. Inputs are what the form takes: money to the paisa, percents to 0.01.

/** A shown rupee figure back in paise: '₹1,234.56' → 123456, '-₹3.39' → -339. */
const paiseOf = (text: string) => Math.round(Number(text.replace(/[₹,]/g, '')) * 100);
const shown = (value: number) => paiseOf(formatInr(value));

const money = (max = 10_00_000) => fc.integer({ min: 1, max: max * 100 }).map((p) => p / 100);
const optionalMoney = (max = 10_000) => fc.integer({ min: 0, max: max * 100 }).map((p) => p / 100);
const percent = fc.integer({ min: 0, max: 100_00 }).map((p) => p / 100);
const someRuns = { numRuns: 500 };

describe('every calculator total is the sum of the lines it shows', () => {
  it('Profit Margin: ₹763.75 less ₹191.96 and a 6.8% commission of ₹51.94 (51.935) is ₹519.85', () => {
    const r = calculateProfitMargin({
      cost: 165.32,
      sellingPrice: 763.75,
      shipping: 26.64,
      commissionPercent: 6.8,
    })!;
    expect([r.totalCost, r.commission, r.profit].map(formatInr)).toEqual(['₹191.96', '₹51.94', '₹519.85']);
  });

  it('Profit Margin: total cost is cost + shipping, profit is the price less total cost and commission', () => {
    const input = fc.record({
      cost: money(),
      sellingPrice: money(),
      shipping: optionalMoney(),
      commissionPercent: percent,
    });
    fc.assert(
      fc.property(input, (i) => {
        const r = calculateProfitMargin(i)!;
        expect(shown(r.totalCost)).toBe(shown(i.cost) + shown(i.shipping));
        expect(shown(r.profit)).toBe(shown(i.sellingPrice) - shown(r.totalCost) - shown(r.commission));
      }),
      someRuns,
    );
  });

  it('Break-Even: the price is the total cost plus the fee at that price, and it covers them', () => {
    const input = fc.record({
      productCost: money(),
      shipping: optionalMoney(),
      feePercent: fc.integer({ min: 0, max: 99_99 }).map((p) => p / 100),
    });
    fc.assert(
      fc.property(input, (i) => {
        const r = calculateBreakEven(i)!;
        if (!r.possible) throw new Error('a fee under 100% always breaks even');
        expect(shown(r.totalCost)).toBe(shown(i.productCost) + shown(i.shipping));
        expect(shown(r.breakEvenPrice)).toBe(shown(r.totalCost) + shown(r.feeAmount));
        // What the marketplace takes at the shown price leaves at least the total cost: in whole paise and
        // basis points (BigInt), exactly, since a ₹10,00,000 cost at a 99.99% fee is a price of ₹1,000 crore.
        const price = BigInt(shown(r.breakEvenPrice));
        const keptBasisPoints = 10_000n - BigInt(Math.round(i.feePercent * 100));
        expect(price * keptBasisPoints >= BigInt(shown(r.totalCost)) * 10_000n).toBe(true);
        // And it is the lowest such price: a paisa less would not.
        expect((price - 1n) * keptBasisPoints < BigInt(shown(r.totalCost)) * 10_000n).toBe(true);
      }),
      someRuns,
    );
  });

  it('Break-Even: ₹9,99,792.44 of cost at a 99.99% fee needs ₹9,99,79,24,400.00, not a paisa less', () => {
    const r = calculateBreakEven({ productCost: 998375.07, shipping: 1417.37, feePercent: 99.99 })!;
    expect(r.possible && formatInr(r.breakEvenPrice)).toBe('₹9,99,79,24,400.00');
  });

  it('Shipping: the subtotal is base + weight + distance charges, the cost the subtotal times the zone', () => {
    const input = fc.record({
      weightKg: fc.integer({ min: 1, max: 100_000 }).map((g) => g / 1000),
      distanceKm: fc.integer({ min: 1, max: 500_000 }).map((m) => m / 100),
      zone: fc.constantFrom(...shippingZones),
    });
    fc.assert(
      fc.property(input, (i) => {
        const r = calculateShipping(i)!;
        expect(shown(r.subtotal)).toBe(shown(r.baseRate) + shown(r.weightCharge) + shown(r.distanceCharge));
        expect(shown(r.total)).toBe(Math.round(shown(r.subtotal) * r.zoneFactor));
      }),
      someRuns,
    );
  });

  it('Bulk Discount: the order is the unit price times the quantity, the saving what it takes off', () => {
    const input = fc.record({
      basePrice: money(1_00_000),
      quantity: fc.integer({ min: 1, max: 10_000 }),
      tier1Percent: percent,
      tier2Percent: percent,
      tier3Percent: percent,
    });
    fc.assert(
      fc.property(input, (i) => {
        const r = calculateBulkDiscount(i)!;
        expect(shown(r.totalBeforeDiscount)).toBe(shown(i.basePrice) * i.quantity);
        expect(shown(r.totalAfterDiscount)).toBe(shown(r.unitPrice) * i.quantity);
        expect(shown(r.savings)).toBe(shown(r.totalBeforeDiscount) - shown(r.totalAfterDiscount));
      }),
      someRuns,
    );
  });

  it('Delivery: the saving is the cost less the optimized cost', () => {
    const input = fc.record({
      distanceKm: fc.integer({ min: 1, max: 500_000 }).map((m) => m / 100),
      costPerKm: optionalMoney(500),
    });
    fc.assert(
      fc.property(input, (i) => {
        const r = calculateDelivery(i)!;
        expect(shown(r.savings)).toBe(shown(r.cost) - shown(r.optimizedCost));
      }),
      someRuns,
    );
  });

  it('Return Loss: the yearly loss is twelve monthly losses', () => {
    const input = fc.record({
      orderValue: money(),
      returnRate: fc.integer({ min: 1, max: 100_00 }).map((p) => p / 100),
      period: fc.constantFrom('monthly' as const, 'yearly' as const),
    });
    fc.assert(
      fc.property(input, (i) => {
        const r = calculateReturnLoss(i)!;
        expect(shown(r.yearlyLoss)).toBe(12 * shown(r.monthlyLoss));
      }),
      someRuns,
    );
  });

  it('Subscription: prices and yearly costs are the shown per-order figures times the orders a year', () => {
    const input = fc.record({
      productPrice: money(1_00_000),
      discountPercent: fc.integer({ min: 1, max: 100_00 }).map((p) => p / 100),
      frequency: fc.constantFrom(...subscriptionFrequencies),
    });
    fc.assert(
      fc.property(input, (i) => {
        const r = calculateSubscription(i)!;
        const orders = r.ordersPerYear;
        expect(shown(r.discountedPrice)).toBe(shown(i.productPrice) - shown(r.savingsPerOrder));
        expect(shown(r.yearlyCostWithout)).toBe(shown(i.productPrice) * orders);
        expect(shown(r.yearlyCostWith)).toBe(shown(r.discountedPrice) * orders);
        expect(shown(r.yearlySavings)).toBe(shown(r.savingsPerOrder) * orders);
        expect(shown(r.yearlySavings)).toBe(shown(r.yearlyCostWithout) - shown(r.yearlyCostWith));
      }),
      someRuns,
    );
  });
});
