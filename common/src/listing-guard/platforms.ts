import type { ListingFinding } from '../contracts/listing-check';
import { platformsFor } from '../constants/category-markets';
import { type Category } from '../constants/options';
import { isPlatform, platformLabel, type Platform } from '../constants/platforms';
import type { NounEntry } from '../product-vocabulary/index';
import { sources } from './data/listing-rules';
import { finding } from './findings';

/**
 * Per-platform entries (insights, tips, opportunities): unknown platforms go, and so do platforms where the
 * product does not sell (quick commerce for a restaurant dish, Zomato for a saree), unless the seller chose it.
 */
export function guardPlatformEntries<T extends { platform: string }>(
  entries: readonly T[],
  field: string,
  requested: Platform,
  category: Category | null,
  noun: NounEntry | undefined,
): { entries: T[]; findings: ListingFinding[] } {
  const out: ListingFinding[] = [];
  const fits = platformsFor(category ?? noun?.category, noun?.profile.kind === 'dish');
  const kept = entries.filter((e) => {
    if (!isPlatform(e.platform) || e.platform === 'all') {
      out.push(
        finding(
          'platform.unknown',
          'error',
          'removed',
          field,
          e.platform,
          `'${e.platform}' is not a platform Vikreta knows.`,
          sources.vikreta,
        ),
      );
      return false;
    }
    if (e.platform !== requested && !fits.includes(e.platform)) {
      out.push(
        finding(
          'platform.unfit',
          'warning',
          'removed',
          field,
          platformLabel(e.platform),
          `${platformLabel(e.platform)} does not sell this kind of product.`,
          'Vikreta category markets',
        ),
      );
      return false;
    }
    return true;
  });
  return { entries: kept, findings: out };
}
