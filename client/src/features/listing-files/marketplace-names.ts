import type { ListingFileMarketplace } from '@common/contracts/listing-file';

/** The marketplaces Vikreta writes listing files for, by their names on screen. */
export const marketplaceNames: Record<ListingFileMarketplace, string> = {
  amazon: 'Amazon.in',
  flipkart: 'Flipkart',
};
