import type { MarketplacePlatform } from '@common/constants/options';
import { rulesAsOf } from './platform-rules';
import type { SourcedNote } from './types';

/**
 * Fee and tax facts quoted in pricing insights, from docs/marketplace-facts.md
 * (collected November 2026). Rate cards change: update the figures and their dates here.
 */
const asOf = rulesAsOf;

export const platformFeeNotes: Partial<Record<MarketplacePlatform, readonly SourcedNote[]>> = {
  amazon: [
    {
      text: '0% referral fee on items priced up to ₹300 in 135+ categories (from 7 Apr 2025)',
      status: 'fact',
      source: 'Business Standard',
      asOf,
    },
    {
      text:
        'referral fee is a % by category, often in price slabs; a fixed closing fee from ₹5 per item ' +
        '(+₹3 above ₹1,000 from Apr 2024); weight handling from ₹29',
      status: 'fact',
      source: 'sell.amazon.in fees and pricing',
      asOf,
    },
  ],
  flipkart: [
    {
      text: 'zero commission on items under ₹1,000',
      status: 'reported',
      source: 'press reports (Nov 2025)',
      asOf,
    },
    {
      text: 'marketplace fee = commission (2.8–25% by sub-category) + fixed fee + collection fee + shipping',
      status: 'reported',
      source: 'Flipkart rate card summaries',
      asOf,
    },
  ],
  meesho: [
    {
      text: '0% commission, but the seller pays shipping (about ₹45–90 an order) and returns',
      status: 'reported',
      source: 'seller reports',
      asOf,
    },
  ],
  blinkit: [
    {
      text: 'commission 2% under ₹500 rising to 18% above ₹1,200, plus ₹50/unit fulfilment',
      status: 'reported',
      source: 'press reports (Mar 2025)',
      asOf,
    },
  ],
};

export const taxNotes: readonly SourcedNote[] = [
  {
    text: 'all marketplace fees carry 18% GST (claimable as input credit by GST-registered sellers)',
    status: 'fact',
    source: 'GST rate on marketplace services',
    asOf,
  },
  {
    text: 'GST TCS of 0.5% of net taxable supplies (from 10 Jul 2024) is deducted and can be claimed back',
    status: 'fact',
    source: 'Notification 15/2024-Central Tax',
    asOf,
  },
  {
    text: 'income-tax TDS under section 194-O at 0.1% of gross sales',
    status: 'reported',
    source: 'current rate as reported',
    asOf,
  },
];
