import { describe, expect, it } from 'vitest';
import type { AdminTrendingProduct } from '@common/contracts/trending';
import { adminStats, demandTone, pageCount, pageOf } from './admin-trending-rules';

const product = (over: Partial<AdminTrendingProduct>): AdminTrendingProduct => ({
  id: 1,
  name: 'x',
  category: 'Electronics',
  description: '<p>x</p>',
  image_url: null,
  demand_score: 50,
  competition_level: 'medium',
  market_trend: 'stable',
  profit_potential: 0,
  sort_order: 0,
  is_active: true,
  created_at: '',
  updated_at: '',
  ...over,
});

describe('trending admin rules', () => {
  it('colours demand green at 80, yellow at 60, red below', () => {
    expect([demandTone(80), demandTone(79), demandTone(60), demandTone(59)]).toEqual([
      'text-green-600',
      'text-yellow-600',
      'text-yellow-600',
      'text-red-600',
    ]);
  });

  it('counts active with its percent, growing, and high demand at 80 or more', () => {
    const stats = adminStats([
      product({ demand_score: 80, market_trend: 'growing' }),
      product({ demand_score: 79, is_active: false }),
      product({ demand_score: 95 }),
    ]);
    expect(stats).toEqual({ total: 3, active: 2, activePercent: 67, growing: 1, highDemand: 2 });
  });

  it('pages nine cards at a time', () => {
    const items = Array.from({ length: 19 }, (_, i) => i);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(19)).toBe(3);
    expect(pageOf(items, 3)).toEqual([18]);
    expect(pageOf(items, 1)).toHaveLength(9);
  });
});
