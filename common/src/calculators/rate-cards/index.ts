import { marketplace, payoutMarketplaceIds, type PayoutMarketplaceId } from '../../marketplaces/registry';
import type { MarketplaceRateCard } from './types';

export * from './types';
export { marketplaceTaxes } from './taxes';
export { payoutMarketplaceIds, type PayoutMarketplaceId };

/** The rate card of every marketplace that has one (each kept in its marketplace's folder). */
export const rateCards = Object.fromEntries(
  payoutMarketplaceIds.map((id) => [id, marketplace(id).rateCard as MarketplaceRateCard]),
) as Record<PayoutMarketplaceId, MarketplaceRateCard>;

/** The marketplace's name, as True Payout shows it. */
export const rateCardName = (id: PayoutMarketplaceId): string => marketplace(id).name;
