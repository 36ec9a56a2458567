import {
  platformLabels,
  priceRangeBounds,
  type MarketplacePlatform,
  type PriceRange,
} from '@common/constants/options';
import type { SeedAnalysis } from './analyze';
import { cited } from './cite';
import { platformFeeNotes, taxNotes } from './market-data/fees';
import type { PriceBands } from './market-data/types';
import { formatRupees } from './text';

const bandNames = { budget: 'Budget', mid: 'Mid-market', premium: 'Premium' } as const;
type Band = keyof PriceBands;

function overlaps(band: readonly [number, number], min: number, max: number | null): boolean {
  return band[1] >= min && (max === null || band[0] <= max);
}

function rangeText(range: PriceRange): string {
  const { min, max } = priceRangeBounds[range];
  return max === null
    ? `above ${formatRupees(min)}`
    : min === 0
      ? `under ${formatRupees(max)}`
      : `${formatRupees(min)}–${formatRupees(max)}`;
}

function positionAdvice(range: PriceRange, bands: PriceBands): string {
  const { min, max } = priceRangeBounds[range];
  const hits = (Object.keys(bands) as Band[]).filter((b) => overlaps(bands[b], min, max));
  if (hits.length === 0)
    return max !== null && max < bands.budget[0]
      ? `Your range (${rangeText(range)}) is below what this product usually sells for: check that the price covers fees, shipping and returns, or sell multi-packs.`
      : `Your range (${rangeText(range)}) is above the usual premium band: justify it with materials, warranty, brand story and A+ content or premium imagery.`;
  const names = `${hits.map((b) => bandNames[b].toLowerCase()).join(' and ')} band${hits.length > 1 ? 's' : ''}`;
  const advice = hits.includes('budget')
    ? 'compete on value: combo packs, clear size and quantity, and a price just under a round number'
    : hits.includes('premium')
      ? 'compete on quality: materials, warranty, brand story and rich images'
      : 'compete on features and reviews: most buyers compare here before they decide';
  return `Your range (${rangeText(range)}) sits in the ${names}: ${advice}.`;
}

/** Pricing insights (markdown): price bands, the seller's range, searched price points and fees. */
export function pricingInsights(
  a: SeedAnalysis,
  platforms: readonly MarketplacePlatform[],
  range?: PriceRange,
): string {
  const bands = a.lists.priceBands;
  const lines = [
    `## Pricing for ${a.seed}`,
    '### Typical price bands (estimate)',
    ...(Object.keys(bands) as Band[]).map(
      (b) => `- **${bandNames[b]}**: ${formatRupees(bands[b][0])} – ${formatRupees(bands[b][1])}`,
    ),
  ];
  lines.push(
    '',
    '### Your price range',
    range
      ? positionAdvice(range, bands)
      : 'No price range chosen: pick one to see where you sit against these bands.',
  );
  const points = a.lists.pricePoints.slice(0, 4);
  if (points.length > 0) {
    lines.push('', '### Price points buyers search for');
    const base = [...a.modifiers, a.head].join(' ');
    for (const p of points)
      lines.push(`- '${base} under ${p}': price at ${formatRupees(p - 1)} to appear in it`);
  } else if (a.lists.packSizes.length > 0) {
    lines.push(
      '',
      '### Price per pack size',
      `Shoppers compare price per kg or litre across ${a.lists.packSizes.join(', ')} packs: show the unit price and keep larger packs cheaper per unit.`,
    );
  }
  const fees = platforms.flatMap((p) =>
    (platformFeeNotes[p] ?? []).map((n) => `- **${platformLabels[p]}**: ${cited(n)}`),
  );
  lines.push('', '### Fees and taxes to price in', ...fees, ...taxNotes.map((n) => `- ${cited(n)}`));
  if (range && platforms.includes('amazon') && priceRangeBounds[range].min < 300)
    lines.push(
      '',
      `At ${formatRupees(300)} or less, Amazon.in charges no referral fee in 135+ categories: a price at or just under ${formatRupees(300)} can lift your margin.`,
    );
  return lines.join('\n');
}
