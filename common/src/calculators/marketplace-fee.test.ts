import { describe, expect, it } from 'vitest';
import { calculateMarketplaceFee } from './marketplace-fee';

describe('calculateMarketplaceFee', () => {
  it('sale ₹1,000, fee 5%, GST 18% (of the sale price) → fee ₹50, GST ₹180, payout ₹770', () => {
    const r = calculateMarketplaceFee({ salePrice: 1000, platformFeePercent: 5, gstPercent: 18 });
    expect(r?.platformFee).toBeCloseTo(50, 10);
    expect(r?.gst).toBeCloseTo(180, 10);
    expect(r?.totalDeductions).toBeCloseTo(230, 10);
    expect(r?.payout).toBeCloseTo(770, 10);
  });

  it('sale ₹999, fee 12%, GST 18% → fee ₹119.88, GST ₹179.82, payout ₹699.30', () => {
    const r = calculateMarketplaceFee({ salePrice: 999, platformFeePercent: 12, gstPercent: 18 });
    expect(r?.platformFee).toBeCloseTo(119.88, 10);
    expect(r?.gst).toBeCloseTo(179.82, 10);
    expect(r?.payout).toBeCloseTo(699.3, 10);
  });

  it('sale ₹500 with fee and GST left empty → both ₹0 (placeholders are not defaults), payout ₹500', () => {
    expect(calculateMarketplaceFee({ salePrice: 500 })).toEqual({
      platformFee: 0,
      gst: 0,
      totalDeductions: 0,
      payout: 500,
    });
  });

  it('returns null when the sale price is 0 or missing', () => {
    expect(calculateMarketplaceFee({ salePrice: 0, platformFeePercent: 5, gstPercent: 18 })).toBeNull();
    expect(calculateMarketplaceFee({ salePrice: undefined })).toBeNull();
  });
});
