import { andList } from '@common/text/and-list';
import { nounAtStart } from './text';
import { buyerQuestions } from './research-pricing';
import { platformLabels } from '@common/constants/platforms';
import { seasonalitySource } from './market-data/seasonality';
import { contradictionsOf, restatesSideOf } from '@common/listing-facts/contradiction';
import { hasWords } from '@common/text/scripts';
import { otherCountThan } from '@common/listing-facts/patterns';
import { singularize } from '@common/product-vocabulary/inflect';
import { adTargets, otherChoiceThan, restatesUserOf } from './keyword-candidates';
import {
  adviceCategory,
  comparedFacts,
  comparedFactsByPlace,
  detailsField,
  q,
  stockingOf,
  wornCategories,
  type ResearchContext,
  variantSizes,
} from './research-context';
import { categorySeasons, monthsLabel, peakSeasons, siteWideSales } from './seasons';
import type { SellingSeason } from './market-data/seasonality';

/** Market, competition and demand sections of a product research, written from the product's own data. */
const demandText: Record<number, string> = {
  5: 'a mass-market search: most buyers type the plain product name, so the broad term is crowded and long phrases convert better',
  4: 'a steady search across all its kinds, with clear sub-types buyers pick between',
  3: 'a mid-volume search where buyers usually add a type, size or use to the name',
  2: 'a niche search: fewer buyers, but they type specific phrases and compare closely',
  1: 'a small niche: check real demand before stocking deep',
};

/** The seller's product name already says it ('4 plate' of '… 4 Plates', 'pack of 2' of '… Pack of 2'). */
const saidIn = (name: string, phrase: string) =>
  hasWords(singularize(name.toLowerCase()), singularize(phrase));

export function marketAnalysis(ctx: ResearchContext): string {
  const { a, est, kw } = ctx;
  const p = a.noun?.profile;
  const where = ctx.fitting.map((x) => platformLabels[x]);
  // 'for men' is no buyer of a women's kurta, and 'for women' says nothing new about it.
  const contradicts = contradictionsOf(a.input);
  const restates = restatesSideOf(a.input);
  // What buyers narrow by: sub-types and materials the seller's phrase has not fixed ('sona masoori' is no
  // way to narrow 'basmati rice').
  const chosen = p ? otherChoiceThan(a, p) : () => false;
  // Nor another count of what the seller counted ('6 plate' for '4 plates').
  const otherCount = otherCountThan(a.input);
  const open = (x: string) =>
    !contradicts(x) && !hasWords(a.base, x) && !saidIn(a.input, x) && !chosen(x) && !otherCount(x);
  const sameUser = restatesUserOf(a.base);
  const buyers = (p?.audiences ?? [])
    .filter((x) => !contradicts(x) && !restates(x) && !sameUser(x))
    .slice(0, 4);
  const narrow = [
    (p?.types ?? []).filter(open).slice(0, 3),
    (p?.materials ?? []).filter(open).slice(0, 2),
  ].flat();
  const searches = [...kw.related.slice(0, 3), ...kw.longTail.slice(0, 4)];
  return [
    `## Market overview: ${a.input}`,
    // The estimate is for the seller's phrase; the sentence below speaks of the whole product type.
    `**Category**: ${a.category ?? 'not recognised'} · **Search demand for ${q(a.base)}**: ${est.searchVolume} · **Competition**: ${est.competition}`,
    a.noun
      ? // The product type's demand ('fountain pen'), which the seller's longer phrase shares only in part.
        `${nounAtStart(a.noun.noun)} as a product is ${demandText[a.noun.demand] ?? demandText[3]}.${narrow.length > 0 ? ` Buyers narrow it by ${andList(narrow.map(q))}.` : ''}`
      : `Vikreta has no vocabulary for ${q(a.input)} yet, so this research rests on category data and your own words only.`,
    searches.length > 0 ? `### What buyers search for\n${searches.map((k) => `- ${k}`).join('\n')}` : '',
    // Searches that name who it is for: what buyers type, not buyer groups Vikreta has counted.
    buyers.length > 0
      ? `### Searches that name the buyer\n${buyers.map((x) => `- ${a.base} ${x}`).join('\n')}`
      : '',
    `### Where ${a.base} sells\n${q(a.base)} sells on ${andList(where)}.`,
    ctx.location
      ? `### ${ctx.location}\nThe built-in data is national; check local demand for ${q(a.base)} in ${ctx.location} with the marketplace’s search suggestions and delivery coverage before stocking regional warehouses.`
      : '',
  ]
    .filter(Boolean)
    .join('\n\n');
}

/** One sentence per competition level, so the label and the prose always agree. */
const competitionText = {
  high: 'many sellers and established brands compete for the broad term: win on a specific variant, complete facts and images rather than price alone',
  medium:
    'a handful of listings hold the top results: a clearly better listing with every fact stated can reach the first page',
  low: 'few listings are well optimised: complete facts, good images and the right keywords stand out quickly',
} as const;

export function competitorAnalysis(ctx: ResearchContext): string {
  const { a, est, kw } = ctx;
  const facts = comparedFacts(a);
  const { inTitle, inBullets } = comparedFactsByPlace(facts);
  const p = a.noun?.profile;
  // Options of the seller's listing: not what its name already says ('analog' on 'analog watch') nor what
  // contradicts it ('digital').
  const clash = contradictionsOf(a.input);
  const chosen = p ? otherChoiceThan(a, p) : () => false;
  // Other variants than the seller's own ('pack of 2' is no variant to add to a 'Pack of 2' listing).
  const variants = [...variantSizes(ctx), ...(p?.types ?? [])]
    .filter((v) => !hasWords(a.base, v) && !saidIn(a.input, v) && !clash(v) && !chosen(v))
    .slice(0, 3);
  return [
    `## Competition for ${a.base}: ${est.competition}`,
    `For ${q(a.base)}, ${competitionText[est.competitionLevel]}.`,
    facts.length > 0 ? `### What buyers compare\n${facts.map((f) => `- **${f}**`).join('\n')}` : '',
    [
      '### How to stand out',
      adTargets(a, kw).length > 0
        ? `- Own specific searches broad listings miss: ${adTargets(a, kw).slice(0, 3).map(q).join(', ')}.`
        : '',
      inTitle.length > 1
        ? `- State ${andList(inTitle.slice(0, 2))} in the title and ${detailsField(ctx) === 'the bullets' ? 'first bullet' : 'the description'}: many listings leave them out.`
        : '',
      inBullets.length > 0
        ? `- State ${andList(inBullets.slice(0, 2))} in ${detailsField(ctx)} and product details, not the title.`
        : '',
      variants.length > 1
        ? `- Cover the variants buyers ask for (${variants.join(', ')}) as options of one listing.`
        : '',
      `- ${showHow(ctx)}`,
    ]
      .filter(Boolean)
      .join('\n'),
  ]
    .filter(Boolean)
    .join('\n\n');
}

/** How to stock ahead of the peaks (see stockingOf). */
function stockLine(a: ResearchContext['a'], peaks: readonly SellingSeason[]): string {
  switch (stockingOf(a, peaks)) {
    case 'dish':
      return `Plan ingredients and kitchen staff for ${a.base} ahead of each peak`;
    case 'produce':
      return `Buy ${a.base} fresh in small daily lots (it does not keep)`;
    case 'need':
      return `Keep ${a.base} in stock all year (bought when needed; peaks bring traffic)`;
    case 'peaks':
      return `Stock ${a.base} 4–6 weeks before each peak`;
    case 'steady':
      return `Keep ${a.base} in stock all year (no season of its own; sales bring more shoppers)`;
  }
}

/** 'the face cream pack', but 'the face pack' itself: a product named a pack is not said a pack again. */
const packOf = (base: string) => (/\bpack$/i.test(base) ? base : `${base} pack`);

/** How to show this kind of product in images and bullets. */
function showHow(ctx: ResearchContext): string {
  const { a } = ctx;
  const p = a.noun?.profile;
  const category = adviceCategory(a);
  // The questions buyers of this product ask are the facts they compare (its own checklist): a towel's
  // buyers ask no warranty, tablets' buyers no skin type. Without vocabulary, the category's usual ones.
  // A product whose name states all it is compared on gets no questions of another kind ('size, care and
  // warranty' for cat litter).
  const compared = comparedFacts(a).slice(0, 3);
  const questions = compared.length > 0 ? andList(compared) : p ? '' : buyerQuestions(category, a.input);
  const answer = questions ? `; answer ${questions} questions in ${detailsField(ctx)}.` : '.';
  if (p?.kind === 'dish')
    return `Photograph a real portion of ${a.base} and state what it serves and whether it is veg or non-veg.`;
  if (p?.kind === 'produce')
    return `Show ${a.base} itself: its size, colour and ripeness, one cut open, and the count or weight a pack holds.`;
  if (category === 'Food & Beverages')
    return `Show the pack of ${a.base}, its ingredients panel, net quantity and best-before date.`;
  if (category === 'Beauty' || category === 'Health')
    return `Show the ${packOf(a.base)}, its key ingredients and pack size${answer}`;
  if (wornCategories.has(category ?? ''))
    return `Show ${a.base} on a model, close-ups of the fabric or material and a size chart${answer}`;
  if (category === 'Bags & Wallets')
    return `Show ${a.base} closed, open and inside, close-ups of the material and its size against a familiar object${answer}`;
  if (category === 'Books' || category === 'Movies' || category === 'Music')
    return `Show the cover of ${a.base} and state its ${buyerQuestions(category)} in the title and ${detailsField(ctx)}.`;
  if (category === 'Jewelry') return `Show ${a.base} in close-ups and worn${answer}`;
  // Its size against a familiar object only where buyers compare a size ('gloves': their, not its).
  const sized = compared.some((x) => /^(?:size|dimensions|capacity)\b/.test(x));
  const its = /[^su]s$/i.test(a.base) ? 'their' : 'its';
  return sized
    ? `Show ${a.base} in use and ${its} size against a familiar object${answer}`
    : `Show ${a.base} in use and in close-ups of ${its} details${answer}`;
}

/** Uses that name a season ('for winter', 'for diwali') → the season they peak in. */
const useSeasons: Record<string, string> = {
  'for winter': 'November–February',
  'for summer': 'April–June',
  'for rain': 'June–September',
  'for diwali': 'October–November',
  'for wedding': 'the wedding season (November–February)',
  'for festive wear': 'the festive season (September–November)',
  'for raksha bandhan': 'August',
  'for makar sankranti': 'January',
  'for christmas': 'December',
  'for school': 'the school reopening (April–June)',
};

export function demandTrends(ctx: ResearchContext): string {
  const { a } = ctx;
  const specific = categorySeasons(a.category, a.input, ctx.platforms, ctx.location);
  // With the festive quarter, the marketplace's own sale in it (Big Billion Days for a Flipkart seller).
  const seasons = peakSeasons(a.category, a.input, ctx.platforms, ctx.location);
  const windows = (heading: string, list: readonly SellingSeason[]) =>
    `### ${heading}\n${list.map((s) => `- **${s.name}** (${monthsLabel(s.months)})`).join('\n')}`;
  const seasonal = (a.noun?.profile.uses ?? []).filter((u) => useSeasons[u]);
  // 'school bag for school' says no more than 'school bag'.
  const sameUser = restatesUserOf(a.base);
  return [
    `## Demand and seasonality for ${a.input}`,
    a.noun?.profile.kind === 'produce'
      ? `Fresh ${a.base} sells in its own harvest season, which Vikreta has no calendar for yet: plan with your growers. Festivals raise food buying in general.`
      : specific.length > 0
        ? `Seasons that lift demand for ${a.base}: ${andList(specific.map((s) => s.name))}, on top of the site-wide sales.`
        : `Vikreta knows no season of its own for ${a.base}: expect steady demand through the year, with more shoppers on every listing in the site-wide sales.`,
    seasonal.length > 0
      ? `### Searches that move with the season\n${seasonal.map((u) => `- ${q(sameUser(u) ? a.base : `${a.base} ${u}`)} peaks in ${useSeasons[u]}`).join('\n')}`
      : '',
    seasons.length > 0
      ? windows('Peak windows', seasons)
      : windows('Site-wide sales', siteWideSales(ctx.platforms, ctx.location)),
    `${stockLine(a, seasons)} and start ads about two weeks ahead. Season dates: ${seasonalitySource}. Demand levels are estimates.`,
  ]
    .filter(Boolean)
    .join('\n\n');
}
