import type { CompetitionLevel } from '@common/contracts/ai';
import type { Platform } from '@common/constants/options';
import type { SeedAnalysis } from './analyze';
import { formatCount, words } from './text';

/**
 * Search volume and competition estimates. The built-in engine has no search logs: these are heuristics
 * from the product's demand level, how crowded its category is, how specific the phrase is and whether
 * the platform suits the category. Always shown as estimates.
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

function clamp(n: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, n));
}

export function estimate(a: SeedAnalysis, platform: Platform, hash: number): Estimates {
  const specificity = Math.max(0, words(a.seed).length - 2);
  const fits = platform === 'all' || a.vocab.platforms.includes(platform);
  const jitter = ((hash % 3) - 1) * 0.3;
  const score = a.lists.demand - specificity * 0.8 - (a.quantity ? 0.5 : 0) - (fits ? 0 : 1.5) + jitter;
  const bucket = volumeBuckets[clamp(Math.round(score), 0, volumeBuckets.length - 1)] ?? volumeBuckets[0];
  const [low, high] = bucket;

  const pressure = a.vocab.crowding * 0.6 + a.lists.demand * 0.4 - specificity * 0.6 - (fits ? 0 : 0.5);
  const competitionLevel: CompetitionLevel = pressure >= 3.6 ? 'high' : pressure >= 2.6 ? 'medium' : 'low';
  const label = { low: 'Low', medium: 'Medium', high: 'High' }[competitionLevel];
  return {
    searchVolume: `Estimated ${formatCount(low)}–${formatCount(high)} / month`,
    searchVolumeEstimate: { low, high },
    competition: `${label} (estimate)`,
    competitionLevel,
  };
}
