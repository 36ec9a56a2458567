import type { MarketplaceTaxes } from './types';

/**
 * GST on marketplace fees, GST TCS and income-tax TDS (docs/marketplace-facts.md, collected Nov 2026).
 * TCS and TDS are credits the seller recovers (GST cash ledger, income-tax return), not costs.
 */
export const marketplaceTaxes: MarketplaceTaxes = {
  asOf: '2026-11',
  gstOnFeesPercent: {
    value: 18,
    confidence: 'fact',
    source: {
      name: 'Amazon.in fees and pricing (fees are exclusive of 18% GST)',
      url: 'https://sell.amazon.in/fees-and-pricing',
    },
    note: 'All marketplace fees carry 18% GST; a GST-registered seller can claim it as input credit.',
  },
  tcsPercent: {
    value: 0.5,
    confidence: 'fact',
    source: {
      name: 'CBIC Notification 15/2024-Central Tax (section 52 CGST)',
      url: 'https://cbic-gst.gov.in/',
    },
    note: '0.5% of the net taxable value (price without GST) from 10 Jul 2024; 1% before.',
  },
  tdsPercent: {
    value: 0.1,
    confidence: 'reported',
    source: { name: 'Income-tax Act section 194-O', url: 'https://incometaxindia.gov.in/' },
    note: '0.1% of the gross sale (1% earlier); none for individuals/HUF with sales up to ₹5 lakh and a PAN; 5% without a PAN.',
  },
  /** Product GST rate assumed when the seller gives none. */
  defaultProductGstPercent: 18,
};
