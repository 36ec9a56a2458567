import { findQuantities } from '@common/listing-facts/units';
import { priceRangeBounds, type Category, type PriceRange } from '@common/constants/options';
import { type MarketplaceId } from '@common/constants/platforms';
import { marketplace } from '@common/marketplaces/registry';
import { attributeLabels } from '@common/listing-facts/attributes';
import { missingAttributes } from '@common/listing-facts/checklist';
import { extractFacts } from '@common/listing-facts/extract';
import { solidForm, type SeedAnalysis } from './analyze';
import type { Estimates } from './estimates';
import type { KeywordSet } from './keyword-candidates';
import { preciousMetalOf } from './precious-metal';
import type { SellingSeason } from './market-data/seasonality';

/** Everything a product research section is written from. */
export interface ResearchContext {
  a: SeedAnalysis;
  est: Estimates;
  kw: KeywordSet;
  platforms: readonly MarketplaceId[];
  fitting: readonly MarketplaceId[];
  priceRange?: PriceRange;
  location?: string;
}

export const q = (s: string) => `'${s}'`;

/** Where the listing states what the title leaves out: bullets where a marketplace has them, else the description. */
export const detailsField = (ctx: ResearchContext) =>
  ctx.platforms.some((p) => marketplace(p).listing.bullets) ? 'the bullets' : 'the description';

/**
 * The facts buyers of this product compare that the seller's product name does not state yet, as English labels
 * ('capacity', 'lid type'): no 'who it is for' for a 'Men's Chronograph Watch', no capacity for a '… 100 g'.
 */
export function comparedFacts(a: SeedAnalysis): string[] {
  const facts = extractFacts({ productName: a.input, category: a.category });
  const missing = missingAttributes(facts, a.noun?.profile.checklist ?? []).map((k) =>
    k === 'certification' && licenceNamed(a)
      ? `${licenceFor(a.input)} number`
      : attributeLabels[k].en.replace(/\s*\(.*\)$/, ''),
  );
  // A medical device is sold under its CDSCO licence whatever its checklist asks.
  const licence = medicalDevice.test(a.input) ? [`${licenceFor(a.input)} number`] : [];
  return [...missing, ...licence.filter((l) => !missing.includes(l))];
}

/** Ayurveda, Siddha, Unani and Homoeopathy medicines, by the system or a classical preparation its name names. */
const ayushMedicine =
  /\b(?:ayurved\w*|unani|siddha|homo?eopath\w*|churna|churan|choornam|tailam|thailam|kashayam|arishta|asava|bhasma|vati|guggul|ghrita|lehyam|avaleha|chyawanprash|triphala|ashwagandha|shilajit)\b/i;

/** Notified medical devices sold to households: they carry a CDSCO licence, never a food licence. */
export const medicalDevice =
  /\b(?:(?:pulse\s+)?ox[iy]meter|spo2|bp\s+(?:monitor|machine)|blood\s+pressure\s+(?:monitor|machine)|glucometer|blood\s+sugar\s+(?:monitor|machine)|thermometer|nebuli[sz]er)s?\b/i;

/**
 * The licence a food or health product is sold under: an AYUSH licence for Ayurveda, Siddha, Unani and
 * Homoeopathy medicines, a CDSCO licence for a medical device, FSSAI for food and supplements
 * (docs/marketplace-facts.md, "Licences buyers look for", as of November 2026).
 */
export const licenceFor = (product: string) =>
  medicalDevice.test(product)
    ? 'CDSCO medical device licence'
    : ayushMedicine.test(product)
      ? 'AYUSH licence'
      : 'FSSAI licence';

/** Whose licence is known by name: food and health products, and an Ayurvedic beauty product (not a cream's). */
const licenceNamed = (a: SeedAnalysis) =>
  a.category === 'Food & Beverages' ||
  a.category === 'Health' ||
  (a.category === 'Beauty' && ayushMedicine.test(a.input));

/**
 * What buyers compare, split by where a listing states it: a shelf life, a licence number, a warranty, the key
 * ingredients or care are read in the bullets; the rest goes in the title too.
 */
export function comparedFactsByPlace(facts: readonly string[]): { inTitle: string[]; inBullets: string[] } {
  const bulletOnly = (x: string) =>
    /^(?:shelf life|certification|warranty|key ingredients|care)|\blicence\b/i.test(x);
  return { inTitle: facts.filter((x) => !bulletOnly(x)), inBullets: facts.filter(bulletOnly) };
}

/** Typical price bands of the product (its profile) in rupees. */
export function priceBands(a: SeedAnalysis) {
  const [b0, b1, b2, b3] = a.noun?.profile.band ?? [199, 500, 2000, 10000];
  return { budget: [b0, b1 - 1], mid: [b1, b2 - 1], premium: [b2, b3] } as const;
}

/** The seller's price range starts at ₹2,500 or more: buyers compare closely before they pay. */
export const premium = (ctx: ResearchContext) =>
  ctx.priceRange !== undefined && priceRangeBounds[ctx.priceRange].min >= 2500;

/**
 * Categories of things used up or bought several at a time, where a value pack raises the order: a pack of a
 * helmet, a pair of batting gloves or a dupatta means nothing. Vikreta's reading, as of November 2026.
 */
const consumedCategories = new Set([
  'Food & Beverages',
  'Beauty',
  'Health',
  'Baby Products',
  'Pet Supplies',
  'Stationery',
  'Office Products',
  'Garden',
]);

/**
 * Sizes a buyer picks between for this product: its profile's, but no weights or volumes for a product the seller
 * sells by count ('1 Dozen', 'Pack of 6', '200-250 g each': a dozen mangoes has no 500 g variant).
 */
export function variantSizes(ctx: ResearchContext): string[] {
  // A powder or tablets come by weight or count, never in ml.
  const solid = solidForm(ctx.a.input);
  const sizes =
    ctx.a.noun?.profile.sizes.filter(
      (s) => /\d/.test(s) && !(solid && findQuantities(s).some((q) => q.measure === 'volume')),
    ) ?? [];
  if (!soldByCount(ctx.a.input)) return sizes;
  return sizes.filter(
    (s) => !findQuantities(s).some((q) => q.measure === 'weight' || q.measure === 'volume'),
  );
}
export const soldByCount = (name: string) =>
  /\b(?:dozen|\d+\s*(?:pcs|pieces|pc|nos|units)|pack\s+of\s+\d+|set\s+of\s+\d+|pair)\b|\beach\b/i.test(name);

/**
 * Whether value packs and combos fit the product: things used up, or a product its buyers already buy in packs
 * ('pack of 3' socks); never gold or premium pieces, nor a device sold under Health or Beauty (a BP monitor).
 */
export const soldInPacks = (ctx: ResearchContext) =>
  (consumedCategories.has(adviceCategory(ctx.a) ?? '') ||
    (ctx.a.noun?.profile.sizes ?? []).some((s) => /\b(?:pack|set|combo)\s+of\b/i.test(s))) &&
  !premium(ctx) &&
  !preciousMetalOf(ctx.a.input);

/** Categories whose buyers filter by fabric and fit (bags and wallets: by material and compartments). */
export const wornCategories = new Set(['Fashion', 'Shoes']);

/** Beauty and Health profiles of things kept, not used up, that are no devices. Vikreta's reading, November 2026. */
const durableProfiles = new Set(['support', 'makeup-tool']);

/** Profiles of books, films and recordings: what Books, Movies and Music advice (cover, edition) is for. */
const mediaProfiles = new Set(['book', 'exam-book', 'disc']);

/**
 * The category whose advice fits the product. A device sold under Beauty or Health (a hair dryer, a BP
 * monitor) or an instrument under Music takes the general advice (materials, warranty, in use), not that
 * of creams or of books.
 */
export function adviceCategory(a: SeedAnalysis): Category | null {
  const p = a.noun?.profile;
  if (!p) return a.category;
  // A device, a support or a tool sold under Beauty or Health (a BP monitor, a knee cap, a makeup brush) is not
  // used up: it takes the general advice, not that of creams, tablets and pads.
  const device = p.checklist.some((k) => k === 'warranty' || k === 'wattage' || k === 'battery');
  if ((a.category === 'Beauty' || a.category === 'Health') && (device || durableProfiles.has(p.id)))
    return null;
  const media = a.category === 'Books' || a.category === 'Movies' || a.category === 'Music';
  return media && !mediaProfiles.has(p.id) ? null : a.category;
}

/**
 * How a product is stocked for the year's peaks: a dish is cooked to order, fresh produce bought daily, and what
 * buyers replace when it wears out or runs out (a spare part, a refill, litter, an exam's practice book) kept in
 * stock all year: a sale brings traffic, not the need. A product a season lifts is stocked ahead of its peaks, any
 * other kept in stock all year. Vikreta rule, as of November 2026.
 */
type Stocking = 'dish' | 'produce' | 'need' | 'peaks' | 'steady';
const boughtOnNeed =
  /\b(?:spare|replacement|refills?|cartridges?|filters?|brake|clutch|bearings?|gaskets?|litter|practice\s+sets?|solved\s+papers|sample\s+papers|previous\s+year)\b/i;
export function stockingOf(a: SeedAnalysis, peaks: readonly SellingSeason[]): Stocking {
  const kind = a.noun?.profile.kind;
  if (kind === 'dish' || kind === 'produce') return kind;
  if (a.category === 'Automotive' || boughtOnNeed.test(a.input)) return 'need';
  // A product no season lifts where it sells (a cash counting machine) sells steadily: sales bring it shoppers,
  // not a peak.
  return peaks.length > 0 ? 'peaks' : 'steady';
}
