import type { MarketplaceId } from '@common/constants/platforms';

/**
 * The AI tools' acceptance seeds with, written out independently of the engine, the head noun and the
 * synonyms a long-tail keyword may use instead.
 */
export const acceptanceSeeds: readonly {
  keyword: string;
  platform: MarketplaceId;
  heads: readonly string[];
}[] = [
  {
    keyword: 'wireless earbuds',
    platform: 'amazon',
    heads: ['earbuds', 'earbud', 'earphones', 'tws earbuds', 'in-ear headphones', 'buds'],
  },
  {
    keyword: 'cotton kurti',
    platform: 'myntra',
    heads: ['kurti', 'kurtis', 'kurta', 'kurtas', 'tunic', 'tunics'],
  },
  { keyword: 'face serum', platform: 'nykaa', heads: ['serum', 'serums'] },
  { keyword: 'atta 5kg', platform: 'blinkit', heads: ['atta', 'wheat flour'] },
];

/** True when `phrase` contains one of `heads` as whole words. */
export function containsAnyHead(phrase: string, heads: readonly string[]): boolean {
  const text = ` ${phrase.toLowerCase()} `;
  return heads.some((h) => text.includes(` ${h} `));
}

export function lowerDuplicates(values: readonly string[]): string[] {
  const seen = new Set<string>();
  return values.filter((v) => {
    const k = v.trim().toLowerCase();
    if (seen.has(k)) return true;
    seen.add(k);
    return false;
  });
}
