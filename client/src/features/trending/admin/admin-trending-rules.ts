import type { AdminTrendingProduct, TrendingProductInput } from '@common/contracts/trending';

/** Business rules of the admin's trending list. */
export const adminPageSize = 9;
export const highDemandScore = 80;
export const mediumDemandScore = 60;

/** A new product's form. */
export const newProductDefaults: TrendingProductInput = {
  name: '',
  category: '',
  description: '',
  image_url: '',
  demand_score: 50,
  competition_level: 'medium',
  market_trend: 'stable',
  profit_potential: 0,
  sort_order: 0,
};

export const competitionTone = {
  low: 'bg-green-100 text-green-800',
  medium: 'bg-yellow-100 text-yellow-800',
  high: 'bg-red-100 text-red-800',
} as const;

/** Green at 80 or more, yellow at 60 or more, else red. */
export const demandTone = (score: number) =>
  score >= highDemandScore
    ? 'text-green-600'
    : score >= mediumDemandScore
      ? 'text-yellow-600'
      : 'text-red-600';

/** The four stat cards' figures. */
export function adminStats(products: AdminTrendingProduct[]) {
  const total = products.length;
  const active = products.filter((p) => p.is_active).length;
  return {
    total,
    active,
    activePercent: total ? Math.round((active / total) * 100) : 0,
    growing: products.filter((p) => p.market_trend === 'growing').length,
    highDemand: products.filter((p) => p.demand_score >= highDemandScore).length,
  };
}

/** How many pages a list of n products fills (at least one). */
export const pageCount = (n: number) => Math.max(1, Math.ceil(n / adminPageSize));

/** The products of one page (1-based). */
export const pageOf = <T>(items: T[], page: number): T[] =>
  items.slice((page - 1) * adminPageSize, page * adminPageSize);

/** The form's values for a product being edited. */
export const inputOf = (p: AdminTrendingProduct): TrendingProductInput => ({
  name: p.name,
  category: p.category,
  description: p.description,
  image_url: p.image_url ?? '',
  demand_score: p.demand_score,
  competition_level: p.competition_level,
  market_trend: p.market_trend,
  profit_potential: p.profit_potential,
  sort_order: p.sort_order,
});
