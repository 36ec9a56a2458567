import { andList } from '@common/text/and-list';
import { farFromRange, priceRangeBounds, type Category, type PriceRange } from '@common/constants/options';
import { findQuantities } from '@common/listing-facts/units';
import type { ProductCategory } from '@common/calculators/rate-cards/types';
import { cited } from './cite';
import { marketplace } from '@common/marketplaces/registry';
import type { Marketplace } from '@common/marketplaces/types';
import { taxNotes } from './market-data/taxes';
import {
  adviceCategory,
  licenceFor,
  medicalDevice,
  priceBands,
  q,
  type ResearchContext,
  variantSizes,
} from './research-context';
import { soldByAmount } from './keyword-candidates';
import { preciousMetalOf, type PreciousMetal } from './precious-metal';
import { formatRupees } from './text';

type Bands = ReturnType<typeof priceBands>;
type Band = keyof Bands;
const bandNames = { budget: 'Budget', mid: 'Mid-market', premium: 'Premium' } as const;

/** A band the seller's range reaches into, not one it only touches at an edge. */
const overlaps = (band: readonly [number, number], min: number, max: number | null) =>
  band[1] > min && (max === null || band[0] < max);

/** The bands worth showing a seller with this range: none that lies far from it (farFromRange). */
function bandsNear(bands: Bands, range: PriceRange | undefined): Band[] {
  const all = Object.keys(bands) as Band[];
  if (!range) return all;
  const bounds = priceRangeBounds[range];
  return all.filter((b) => !farFromRange(bands[b][0], bounds) && !farFromRange(bands[b][1], bounds));
}

function rangeText(range: PriceRange): string {
  const { min, max } = priceRangeBounds[range];
  return max === null
    ? `above ${formatRupees(min)}`
    : min === 0
      ? `under ${formatRupees(max)}`
      : `${formatRupees(min)}–${formatRupees(max)}`;
}

/** Categories of devices: buyers judge them by their specifications, warranty and what comes in the box. */
const deviceCategories = new Set<string>([
  'Electronics',
  'Mobile Phones',
  'Laptops',
  'Gaming',
  'Watches',
  'Kitchen Appliances',
]);

/**
 * What a buyer judges quality by, per category: no warranty talk for food, jewellery or clothes, and purity
 * and hallmark only for solid gold or silver (not for plated or American diamond jewellery).
 */
export function qualityCues(category: Category | null | undefined, product: string): string {
  switch (category) {
    case 'Food & Beverages':
    case 'Health':
      return medicalDevice.test(product)
        ? `accuracy, ${licenceFor(product)}, warranty and what's in the box`
        : `origin, best-before dates, ${licenceFor(product)} and clear pack photos`;
    case 'Beauty':
    case 'Baby Products':
      return 'ingredients, certifications and clear pack photos';
    case 'Jewelry':
      return preciousMetalOf(product)
        ? 'metal purity, hallmark, weight and close-up photos'
        : 'base metal, plating or finish, stones and close-up photos';
    case 'Fashion':
      return 'fabric or material, fit, size chart and on-model photos';
    case 'Shoes':
      return 'upper and sole material, size chart and on-foot photos';
    case 'Bags & Wallets':
      return 'material, stitching, compartments and photos open and closed';
    case 'Books':
    case 'Movies':
    case 'Music':
      return 'edition, language, format and cover photos';
    case 'Toys':
      return 'age group, BIS safety mark, material and photos in play';
    default:
      if (deviceCategories.has(category ?? ''))
        return "specifications, warranty, what's in the box and rich images";
      return 'materials, dimensions and rich images';
  }
}

/** What buyers of a category ask before they order, for the bullets to answer. */
export function buyerQuestions(category: Category | null | undefined, product = ''): string {
  switch (category) {
    case 'Food & Beverages':
    case 'Health':
      return medicalDevice.test(product)
        ? `accuracy, warranty and ${licenceFor(product)}`
        : `shelf life, storage and ${licenceFor(product)}`;
    case 'Beauty':
    case 'Baby Products':
      return 'ingredients, skin or age suitability and certifications';
    case 'Jewelry':
      return 'purity, hallmark and weight';
    case 'Fashion':
      return 'size, fabric and care';
    case 'Shoes':
      return 'size, material and care';
    case 'Bags & Wallets':
      return 'size, material and compartments';
    case 'Books':
    case 'Movies':
    case 'Music':
      return 'edition, language and format';
    // Toys sold in India need the BIS mark (docs/marketplace-facts.md, "Licences buyers look for").
    case 'Toys':
      return 'age group, material and BIS safety mark';
    case 'Furniture':
      return 'dimensions, material and assembly';
    case 'Automotive':
      return 'which vehicles it fits, quantity and how to use it';
    case 'Home & Kitchen':
    case 'Decor':
      return 'size, material and care';
    case 'Pet Supplies':
      return 'pet size or age, material and quantity';
    case 'Stationery':
    case 'Office Products':
      return 'size, quantity and what it works with';
    default:
      return deviceCategories.has(category ?? '')
        ? "specifications, warranty and what's in the box"
        : 'size, material and how it is used';
  }
}

function positionAdvice(range: PriceRange, bands: Bands, base: string, category: Category | null): string {
  const { min, max } = priceRangeBounds[range];
  const hits = bandsNear(bands, range).filter((b) => overlaps(bands[b], min, max));
  if (hits.length === 0)
    return max !== null && max < bands.budget[0]
      ? `Your range (${rangeText(range)}) is below what ${base} usually sells for: check that the price covers fees, shipping and returns, or sell multi-packs.`
      : `Your range (${rangeText(range)}) is above the usual premium band for ${base}: justify it with ${qualityCues(category, base)}.`;
  const names = `${andList(hits.map((b) => bandNames[b].toLowerCase()))} band${hits.length > 1 ? 's' : ''}`;
  const advice = hits.includes('budget')
    ? 'compete on value: combo packs, clear size and quantity, and a price just under a round number'
    : hits.includes('premium')
      ? `compete on quality: ${qualityCues(category, base)}`
      : 'compete on stated facts and reviews: most buyers compare here before they decide';
  return `Your range (${rangeText(range)}) sits in the ${names} for ${base}: ${advice}.`;
}

/** A price point 'under p' that a price in the seller's range can meet (any, with no range chosen). */
export function withinRange(p: number, range: PriceRange | undefined): boolean {
  if (!range) return true;
  const { min, max } = priceRangeBounds[range];
  return p - 1 >= min && (max === null || p - 1 <= max * 1.25);
}

/** Gold and silver: priced as weight × the day's rate, never from a category's price band. */
function metalLines(metal: PreciousMetal, ctx: ResearchContext): string[] {
  const what = metal.purity ? `${metal.purity} ${metal.metal}` : metal.metal;
  const rate = metal.purity
    ? `the day's ${what} rate per gram`
    : `the day's ${metal.metal} rate per gram for its purity`;
  const weight = `${metal.grams ? `${metal.grams} g` : 'its weight in grams'} × ${rate}`;
  return [
    `### Priced by weight (${what})`,
    `- Buyers price ${what} by weight: ${weight}, plus making charges and GST. Show the weight, the purity and the making charge on the listing so buyers can check the price.`,
    ...(metal.grams
      ? []
      : [
          `- Put the weight in grams in the title and the first bullet: buyers of ${what} work out the price from it.`,
        ]),
    `- Vikreta has no live ${metal.metal} rate: take the day's rate from your jeweller's association or bank before you set or change the price.`,
    '',
    '### Your price range',
    ctx.priceRange
      ? `Your range (${rangeText(ctx.priceRange)}): check it against ${weight} plus making charges; a price far from it makes buyers doubt the purity or the weight.`
      : "No price range chosen: the price follows the weight and the day's rate.",
  ];
}

/** The category's price bands and where the seller's range sits in them. */
function bandLines(ctx: ResearchContext): string[] {
  const { a } = ctx;
  const bands = priceBands(a);
  const near = bandsNear(bands, ctx.priceRange);
  return [
    `### Typical price bands for ${a.base} (estimate)`,
    ...(a.noun
      ? near.length > 0
        ? near.map(
            (b) => `- **${bandNames[b]}**: ${formatRupees(bands[b][0])} – ${formatRupees(bands[b][1])}`,
          )
        : [`None of the usual bands for ${a.base} is near your range.`]
      : [
          `Vikreta has no price data for ${a.base} yet: note the prices on the first page of your marketplace's search for it.`,
        ]),
    '',
    '### Your price range',
    ctx.priceRange
      ? a.noun
        ? positionAdvice(ctx.priceRange, bands, a.base, adviceCategory(a))
        : `Your range (${rangeText(ctx.priceRange)}): with no price data for ${a.base}, compete on ${qualityCues(adviceCategory(a), a.input)}.`
      : 'No price range chosen: pick one to see where you sit against these bands.',
  ];
}

/** Pricing insights (markdown): the product's price bands, the seller's range, searched price points and fees. */
export function pricingInsights(ctx: ResearchContext): string {
  const { a } = ctx;
  const metal = preciousMetalOf(a.input);
  const lines = [`## Pricing for ${a.input}`, ...(metal ? metalLines(metal, ctx) : bandLines(ctx))];
  // Only the searched price points a seller in their range can meet ('under 300' means nothing at ₹10,000).
  const points = metal
    ? []
    : (a.noun?.profile.prices ?? []).filter((p) => withinRange(p, ctx.priceRange)).slice(0, 4);
  // Per kg or litre comparisons are for packs sold by weight or volume: not for jewellery, curtains or power banks,
  // nor for a cooker, a cooler or a backpack, whose litres are what it holds.
  const sizes =
    metal || !a.noun || !soldByAmount(a.noun)
      ? []
      : (variantSizes(ctx).filter((s) =>
          findQuantities(s).some((q) => q.measure === 'weight' || q.measure === 'volume'),
        ) ?? []);
  if (points.length > 0) {
    lines.push('', '### Price points buyers search for');
    for (const p of points)
      lines.push(`- ${q(`${a.base} under ${p}`)}: price at ${formatRupees(p - 1)} to appear in it`);
  } else if (sizes.length > 0) {
    lines.push(
      '',
      '### Price per pack size',
      `Shoppers compare the price per kg or litre across ${sizes.join(', ')} packs of ${a.base}: show the unit price and keep larger packs cheaper per unit.`,
    );
  }
  const fees = ctx.platforms
    .map(marketplace)
    .map((m) => ({ name: m.name, notes: feeNotes(ctx, m) }))
    .filter((m) => m.notes.length > 0)
    .map((m) => `${m.name}: ${m.notes.map(cited).join('; ')}`);
  lines.push(
    '',
    `### Fees and taxes to price into ${a.base}`,
    ...(fees.length > 0 ? [`- Fees on ${a.base}: ${fees.join('. ')}.`] : []),
    // Each tax with its own source, right after it.
    `- Taxes on every ${a.base} sale: ${taxNotes.map(cited).join('; ')}.`,
  );
  lines.push(...zeroCommissionLines(ctx, a.base));
  return lines.join('\n');
}

/** The rate cards' category of a product category; none where the cards have no category like it. */
const rateCategories: Partial<Record<Category, ProductCategory>> = {
  Electronics: 'electronics-accessories',
  'Mobile Phones': 'electronics-accessories',
  Laptops: 'electronics-accessories',
  Fashion: 'fashion-apparel',
  Shoes: 'fashion-apparel',
  'Bags & Wallets': 'fashion-apparel',
  Beauty: 'beauty',
  'Home & Kitchen': 'home-kitchen',
  'Kitchen Appliances': 'home-kitchen',
  Furniture: 'home-kitchen',
  Decor: 'home-kitchen',
  Books: 'books',
  Toys: 'toys-games',
  Gaming: 'toys-games',
  Sports: 'sports-fitness',
};

/**
 * A marketplace's zero-commission rule, where it fits this product: a category it covers (JioMart's is for home,
 * kitchen and toys: not for rice) and a range that reaches under its price (none for a ₹10,000 watch).
 */
function zeroCommissionFor(ctx: ResearchContext, market: Marketplace) {
  const rule = market.rateCard?.commission.zeroCommission;
  if (!rule) return undefined;
  if (ctx.priceRange && priceRangeBounds[ctx.priceRange].min >= rule.maxPrice) return undefined;
  const category = ctx.a.category ? rateCategories[ctx.a.category] : undefined;
  const covered =
    category !== undefined && market.rateCard!.commission.categories[category].inZeroCommissionList;
  return rule.scope === 'listed-categories' && !covered ? undefined : rule;
}

/** A marketplace's fee notes for this product: a zero-commission band only where it fits (zeroCommissionFor). */
export const feeNotes = (ctx: ResearchContext, market: Marketplace) =>
  market.fees.filter((n) => n.topic !== 'zero-commission' || zeroCommissionFor(ctx, market) !== undefined);

/**
 * Where the seller's range reaches a marketplace's zero-commission band, pricing under it pays; a range wholly
 * inside the band is told so (no advice to price above the seller's own range).
 */
function zeroCommissionLines(ctx: ResearchContext, base: string): string[] {
  if (!ctx.priceRange) return [];
  const { max } = priceRangeBounds[ctx.priceRange];
  return ctx.platforms.flatMap((p) => {
    const market = marketplace(p);
    const rule = zeroCommissionFor(ctx, market);
    if (!rule || !market.rateCard) return [];
    const edge = formatRupees(rule.maxPrice);
    const fee = market.rateCard.commission.label.toLowerCase();
    const reach = rule.scope === 'listed-categories' ? ` ${rule.reach ?? 'in some categories'}` : '';
    const band = `${rule.inclusive ? `At ${edge} or less` : `Under ${edge}`}, ${market.name} charges no ${fee}${reach}`;
    const inside = max !== null && (rule.inclusive ? max <= rule.maxPrice : max < rule.maxPrice);
    return [
      '',
      inside
        ? `${band}: every price in your range is inside it, so the ${fee} on ${base} is nil.`
        : `${band}: ${base} at or just under ${edge} can lift your margin.`,
    ];
  });
}
