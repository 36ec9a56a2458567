import { platformLabels, type MarketplacePlatform } from '@common/constants/options';
import type { SeedAnalysis } from './analyze';
import { seasonalitySource } from './market-data/seasonality';
import type { Estimates } from './estimates';
import type { KeywordSet } from './keyword-candidates';
import { monthsLabel, seasonsFor } from './seasons';
import { capitalize } from './text';

const q = (s: string) => `'${s}'`;
const andList = (xs: readonly string[]) =>
  xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} and ${xs.at(-1)}`;
const estimateNote = 'Estimates from Vikreta’s built-in category data, not live marketplace data.';

export function marketAnalysis(
  a: SeedAnalysis,
  est: Estimates,
  kw: KeywordSet,
  platforms: readonly MarketplacePlatform[],
  location?: string,
): string {
  const category = a.category ?? 'General (category inferred from the name)';
  const where = platforms.map((p) => platformLabels[p]).join(', ');
  const attrs = a.lists.attributes.slice(0, 3).join(', ');
  const uses = a.lists.useCases
    .slice(0, 3)
    .map((u) => u.replace(/^for /, ''))
    .join(', ');
  return [
    `## Market overview: ${a.seed}`,
    `**Category**: ${category}  \n**Search demand**: ${est.searchVolume}  \n**Competition**: ${est.competition}`,
    `Best-fit platforms: ${where}. Buyers of ${q(a.seed)} narrow their search by type (${attrs})${uses ? ` and by use (${uses})` : ''}, so listings that name these in the title and the first bullet get found.`,
    `### What buyers search for\n${[...kw.related.slice(0, 3), ...kw.longTail.slice(0, 4)].map((k) => `- ${k}`).join('\n')}`,
    a.lists.audiences.length > 0
      ? `### Who buys\n${a.lists.audiences
          .slice(0, 4)
          .map((x) => `- Shoppers searching ${q(`${a.head} ${x}`)}`)
          .join('\n')}`
      : '',
    location
      ? `### ${location}\nThe built-in data is national; check local demand for ${q(a.seed)} in ${location} with the marketplace’s search suggestions and delivery coverage before stocking regional warehouses.`
      : '',
    estimateNote,
  ]
    .filter(Boolean)
    .join('\n\n');
}

const crowdingText: Record<number, string> = {
  5: 'one of the most crowded categories on Indian marketplaces: expect established brands and many private labels on the first page',
  4: 'a crowded category: a handful of brands hold the top results, with many smaller sellers behind them',
  3: 'moderately competitive: there is room on the first page for a listing that is clearly better presented',
  2: 'relatively open: fewer sellers optimise their listings, so good keywords and images stand out quickly',
  1: 'a niche with few active sellers: demand is smaller, but so is the competition',
};

export function competitorAnalysis(a: SeedAnalysis, est: Estimates, kw: KeywordSet): string {
  const niche = kw.longTail.slice(0, 3);
  const material = a.lists.materials[0];
  return [
    `## Competition: ${est.competition}`,
    `${a.category ?? 'This product'} is ${crowdingText[a.vocab.crowding] ?? crowdingText[3]}.`,
    `### What competing listings highlight\n${a.lists.attributes
      .slice(0, 4)
      .map((x) => `- **${capitalize(x)}** in the title`)
      .join('\n')}\n${a.lists.features
      .slice(0, 2)
      .map((f) => `- ${capitalize(f)}`)
      .join('\n')}`,
    [
      '### How to stand out',
      `- Own specific searches that broad listings miss: ${niche.map(q).join(', ')}.`,
      material
        ? `- Name the material or ingredient (${q(material)}) up front: shoppers filter by it and many titles leave it out.`
        : '',
      '- Show the product in use, its size against a familiar object and what is in the box: image quality decides clicks.',
      '- Answer common questions in the bullets (size, compatibility, care, warranty) to cut returns.',
      '- Earn the first reviews fast: ship quickly, pack well and follow up politely through the platform’s own messaging.',
    ]
      .filter(Boolean)
      .join('\n'),
  ].join('\n\n');
}

export function demandTrends(a: SeedAnalysis): string {
  const seasons = seasonsFor(a.category);
  const specific = seasons.filter((s) => s.categories !== 'all');
  return [
    `## Demand and seasonality for ${a.seed}`,
    specific.length > 0
      ? `Demand for ${a.category ?? 'this product'} rises in ${andList(specific.map((s) => s.name))}, on top of the site-wide sales.`
      : 'Demand follows the site-wide sales calendar: the festive quarter is the biggest window.',
    `### Peak windows\n${seasons.map((s) => `- **${s.name}** (${monthsLabel(s.months)}): ${s.note}`).join('\n')}`,
    [
      '### Plan ahead',
      '- Send stock to marketplace warehouses or dark stores 4–6 weeks before each peak; festive inbound slots fill early.',
      '- Start sponsored ads about two weeks before a sale to build sales history and ranking.',
      `- Watch long-tail searches such as ${q(a.lists.useCases[0] ? `${[...a.modifiers, a.head].join(' ')} ${a.lists.useCases[0]}` : a.seed)}: they move before the broad term does.`,
    ].join('\n'),
    `Season dates: ${seasonalitySource}. Demand levels are estimates.`,
  ].join('\n\n');
}
