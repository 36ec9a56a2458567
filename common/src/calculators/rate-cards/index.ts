import { amazonInRateCard } from './amazon-in';
import { flipkartRateCard } from './flipkart';
import { meeshoRateCard } from './meesho';
import type { MarketplaceId, MarketplaceRateCard } from './types';

export * from './types';
export { marketplaceTaxes } from './taxes';
export { amazonInRateCard, flipkartRateCard, meeshoRateCard };

export const rateCards: Record<MarketplaceId, MarketplaceRateCard> = {
  'amazon-in': amazonInRateCard,
  flipkart: flipkartRateCard,
  meesho: meeshoRateCard,
};
