import type { CompetitionLevel } from '@common/contracts/ai';
import { categoryCrowding, platformsFor } from '@common/constants/category-markets';
import type { Platform } from '@common/constants/platforms';
import type { SeedAnalysis } from './analyze';
import { formatCount } from './text';

/**
 * Search volume and competition estimates. The built-in engine has no search logs: these are heuristics
 * from the product's demand level, how crowded its category is, how specific the phrase is and whether the
 * platform sells the product. They depend on nothing else, so the same product gets the same estimate in
 * every tool ('kurthi' is read as 'kurti'). Always shown as estimates.
 */
const volumeBuckets = [
  [100, 1000],
  [1000, 5000],
  [5000, 10000],
  [10000, 50000],
  [50000, 100000],
  [100000, 500000],
] as const;

export interface Estimates {
  searchVolume: string;
  searchVolumeEstimate: { low: number; high: number };
  competition: string;
  competitionLevel: CompetitionLevel;
}

const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));
export const competitionLabels: Record<CompetitionLevel, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
};

export function estimate(a: SeedAnalysis, platform: Platform): Estimates {
  const demand = a.noun?.demand ?? 2;
  const crowding = a.category ? categoryCrowding[a.category] : 3;
  const specificity = a.modifiers.length + (a.models.length > 0 ? 1 : 0) + (a.qualifiers.length > 0 ? 1 : 0);
  const fits =
    platform === 'all' || platformsFor(a.category, a.noun?.profile.kind === 'dish').includes(platform);
  const score = demand - specificity * 0.8 - (a.quantity ? 0.5 : 0) - (fits ? 0 : 1.5);
  const [low, high] =
    volumeBuckets[clamp(Math.round(score), 0, volumeBuckets.length - 1)] ?? volumeBuckets[0];
  const pressure = crowding * 0.6 + demand * 0.4 - specificity * 0.6 - (fits ? 0 : 0.5);
  const competitionLevel: CompetitionLevel = pressure >= 3.6 ? 'high' : pressure >= 2.6 ? 'medium' : 'low';
  return {
    searchVolume: `Estimated ${formatCount(low)}–${formatCount(high)} / month`,
    searchVolumeEstimate: { low, high },
    competition: `${competitionLabels[competitionLevel]} (estimate)`,
    competitionLevel,
  };
}
