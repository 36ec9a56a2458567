import type { SourcedNote } from '@common/marketplaces/types';

/**
 * Tax facts quoted in pricing insights, the same on every marketplace (collected November 2026). Each
 * marketplace's own fees live in its folder (common/src/marketplaces).
 */
const asOf = 'November 2026';

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
    source: 'Income-tax Act, 1961, section 194-O',
    asOf,
  },
];
