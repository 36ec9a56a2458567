import type { Category } from '@common/constants/options';
import type { Platform } from '@common/constants/platforms';
import { marketplace } from '@common/marketplaces/registry';
import type { AdviceStyle } from '@common/marketplaces/types';
import { exclusivePairs } from '@common/listing-facts/data/exclusive';
import type { ListingFacts } from '@common/listing-facts/extract';
import { productSizes, sellsByWeight, withWhatItTimes } from '@common/listing-facts/product-size';
import { findQuantities, sameQuantity } from '@common/listing-facts/units';
import { titleLimitFor } from '@common/listing-guard/index';
import { hasPhrase, phrasePattern, wordsOf } from '@common/text/scripts';
import { namingClause, states, titleClauses } from './seller-clauses';
import { preciousMetalOf } from './precious-metal';
import { capitalize } from './text';
import { cleanTitleText, exceedsRepeats, fitTitle, keepCase } from './titles';

/**
 * Listing titles built only from the seller's facts, in each platform's usual shape:
 * Amazon: brand + product + key attributes + size/pack; Flipkart: brand + product + the attribute sheet in
 * brackets; Myntra: brand + gender + material + product type; quick commerce: brand + product + size.
 * Nothing is added that the seller did not write.
 */
const shortNames = new Set<AdviceStyle>(['quick-commerce', 'food-delivery']);
const display = (text: string) => keepCase(text.replace(/\s+/g, ' ').trim());

/**
 * The brand before the product name, once: 'Bristi Kids' + 'Kids Raincoat' is 'Bristi Kids Raincoat', and a name
 * that already carries the brand stays as it is.
 */
export function brandedName(brand: string | undefined, name: string): string {
  if (!brand || hasPhrase(name, brand)) return name;
  const last = wordsOf(brand).at(-1);
  const first = /^\s*(\S+)\s*/.exec(name);
  if (last && first && first[1]!.toLowerCase() === last) return `${brand} ${name.slice(first[0].length)}`;
  return `${brand} ${name}`;
}

/** Facts from the description that the product name does not already carry, most telling first. */
export function extraFacts(f: ListingFacts, category: Category | null = null): string[] {
  const out: string[] = [];
  const add = (text: string, asWritten = false) => {
    if (text && !hasPhrase(f.name, text) && !out.some((o) => hasPhrase(o, text) || hasPhrase(text, o)))
      out.push(asWritten ? text : display(text));
  };
  // Every packaged food carries an FSSAI licence by law: a title saying 'FSSAI' tells a buyer nothing.
  for (const t of f.terms.filter(
    (x) => !x.inName && x.factClass === 'certification' && !/^fssai\b/i.test(x.canonical),
  ))
    add(t.text);
  // A size from the description only when the name has none (a mixer's '1.5 L' jar is not its size).
  // A weight only for what sells by weight ('- 650 g' after a shoe or a toy says little).
  const weighed = sellsByWeight(category ?? f.noun?.entry.category) || category === 'Sports';
  const main = productSizes(f, true).find((q) => !q.inName && (q.measure !== 'weight' || weighed));
  if (main) add(withWhatItTimes(f.description, main), true);
  const nameNumbers = new Set(f.name.match(/\d+/g) ?? []);
  // Nor a count the name already says in words ('Knee Cap Pair' and 'a pair').
  const saidInName = (text: string) => {
    const unitWords = wordsOf(text).filter((w) => !/^(?:\d+|a|an|one|two|of)$/i.test(w));
    return unitWords.length > 0 && unitWords.every((w) => hasPhrase(f.name, w));
  };
  for (const c of f.counts
    .filter((x) => !x.inName && !nameNumbers.has(String(x.n)) && !saidInName(x.text))
    .slice(0, 1))
    add(capitalize(c.text), true);
  const named = new Set(f.terms.filter((x) => x.inName).map((x) => x.canonical));
  for (const cls of ['material', 'feature', 'ingredient', 'diet'] as const)
    for (const t of f.terms
      .filter((x) => !x.inName && !x.part && !named.has(x.canonical) && x.factClass === cls)
      .filter((x) => x.factClass !== 'material' || !namesItsMaterial(f))
      .slice(0, 3))
      add(t.text);
  // A pack of pieces in different colours has no one colour to name ('Pack of 2 - Navy Blue' of navy and mustard).
  const mixedPack = f.colours.length > 1 && f.counts.some((c) => c.pack && c.n > 1);
  for (const colour of mixedPack ? [] : f.colours.slice(0, 1)) add(colour);
  for (const size of f.sizes.filter((s) => /size/i.test(s)).slice(0, 1)) add(size);
  for (const model of f.models.slice(0, 2)) add(`for ${model}`);
  // An audience the seller names as one ('for women'), not as who made it ('made by women artisans').
  const audiences = f.terms.filter((t) => t.factClass === 'audience').map((t) => t.text);
  const gender = exclusivePairs[0]!.sides.map((side) =>
    side.find((s) => hasPhrase(f.text, s) && audiences.some((a) => hasPhrase(a, s))),
  );
  const written = gender.filter(Boolean);
  if (written.length === 1 && !hasPhrase(f.name, written[0]!)) add(`for ${genderWord(written[0]!)}`);
  return out;
}

/**
 * The name says what the product is made of ('Stainless Steel Chain', 'with Stainless Steel Inner'): another
 * material of the description is a part's ('mineral glass', 'plastic outer body'), not one to add after it.
 */
const namesItsMaterial = (f: ListingFacts) =>
  f.terms.some((t) => t.inName && t.factClass === 'material' && !metalAsColour(f, t.text));

/** 'Punjabi Jutti, Gold': gold or silver the text does not say is solid metal names a colour. */
const metalAsColour = (f: ListingFacts, word: string) =>
  /^(?:gold|silver)$/i.test(word) && !preciousMetalOf(f.text);

/** 'Men', 'Women', 'Boys' or 'Girls' for the way the seller named the audience. */
function genderWord(written: string): string {
  const w = written.toLowerCase();
  if (w.startsWith('boy')) return 'Boys';
  if (w.startsWith('girl')) return 'Girls';
  return /^(women|woman|ladies|female)/.test(w) ? 'Women' : 'Men';
}

/** The product noun with the seller's own capitals ('TWS Earbuds', not 'Tws Earbuds'). */
export function nounAsWritten(f: ListingFacts): string {
  const noun = f.noun?.text ?? '';
  const written = `${f.name}\n${f.description}`.normalize('NFC').match(phrasePattern(noun, 'iu'))?.[0];
  return display(written ?? noun);
}

/** Terms the name writes side by side stay one phrase: 'Pure Copper', never 'Pure, Copper'. */
function adjacentJoined(name: string, terms: readonly string[]): string[] {
  const out: string[] = [];
  for (const term of terms) {
    const last = out.at(-1);
    if (last && hasPhrase(name, `${last} ${term}`)) out[out.length - 1] = `${last} ${term}`;
    else if (last && hasPhrase(name, `${term} ${last}`)) out[out.length - 1] = `${term} ${last}`;
    else out.push(term);
  }
  return out;
}

/** The facts of the product name itself, for a title that leads with the product type. */
function nameFacts(f: ListingFacts): string[] {
  const named = <T extends { inName: boolean }>(xs: readonly T[]) => xs.filter((x) => x.inName);
  const gender = exclusivePairs[0]!.sides.findIndex((side) => side.some((s) => hasPhrase(f.name, s)));
  return [
    ...named(f.quantities).map((q) => q.text),
    ...named(f.counts).map((c) => c.text),
    ...adjacentJoined(
      f.name,
      named(f.terms)
        .filter((t) => t.factClass !== 'audience')
        .map((t) => display(t.text)),
    ),
    ...f.sizes.filter((s) => hasPhrase(f.name, s)),
    ...(gender >= 0
      ? [`for ${genderWord(exclusivePairs[0]!.sides[gender]!.find((x) => hasPhrase(f.name, x)) ?? '')}`]
      : []),
  ];
}

function myntraShape(f: ListingFacts, brand: string): string | undefined {
  const [male, female] = exclusivePairs[0]!.sides.map((side) => side.some((s) => hasPhrase(f.text, s)));
  const side = male && !female ? 0 : female && !male ? 1 : -1;
  const gender =
    side < 0
      ? ''
      : genderWord(exclusivePairs[0]!.sides[side === 0 ? 0 : 1].find((x) => hasPhrase(f.text, x)) ?? '');
  const material = f.terms.find((t) => t.factClass === 'material' && !t.part);
  const type = f.noun ? nounAsWritten(f) : undefined;
  if (!type || !gender) return undefined;
  // 'Denim Jeans' already says its material: no 'Men Denim Denim Jeans'.
  const fabric = material && !hasPhrase(type, material.text) ? material.text : '';
  return display([brand, gender, fabric, type].filter(Boolean).join(' '));
}

/** A clause with the name's own wording of each quantity ('5 L' → '5 Litre' when the name says so). */
function inNameWording(clause: string | undefined, f: ListingFacts): string | undefined {
  if (!clause) return clause;
  let out = clause;
  for (const named of findQuantities(f.name))
    for (const q of findQuantities(out))
      if (sameQuantity(q, named) && q.text !== named.text) out = out.replace(q.text, named.text);
  return out;
}

export function titleOptions(f: ListingFacts, platform: Platform, category: Category | null): string[] {
  const limit = titleLimitFor(platform, category).max;
  const style = platform === 'all' ? null : marketplace(platform).advice;
  const brand = f.brand && !hasPhrase(f.name, f.brand) ? f.brand : '';
  // A title led by the product type names the brand even when the product name carried it.
  const typeBrand = f.brand && !hasPhrase(nounAsWritten(f), f.brand) ? f.brand : '';
  // The product type after the brand; a phone named by its model leads with it ('Samsung Galaxy M15 5G Smartphone').
  // A refurbished product says so before all else ('Refurbished Dell Laptop').
  const condition = exclusivePairs
    .find((p) => p.id === 'condition')
    ?.sides[0].find((s) => hasPhrase(f.name, s) && !hasPhrase(nounAsWritten(f), s));
  const typeLead = [condition && display(condition), typeBrand, f.ownModel, nounAsWritten(f)]
    .filter(Boolean)
    .join(' ');
  const name = display(cleanTitleText(f.name));
  const lead = brandedName(brand, name);
  const extras = extraFacts(f, category);
  const short = Math.min(limit, 80);
  const options: string[] = [];
  if (style === 'keyword-slots' && extras.length > 0) {
    const sheet = `${lead} (${extras.slice(0, 3).join(', ')})`;
    options.push(sheet.length <= limit ? sheet : fitTitle(lead, extras, limit));
  }
  if (style === 'fashion') options.push(...[myntraShape(f, brand)].filter((x): x is string => Boolean(x)));
  if (style && shortNames.has(style)) options.push(fitTitle(lead, extras.slice(0, 1), limit));
  options.push(fitTitle(lead, extras, short), fitTitle(lead, extras, limit));
  const specLed = f.noun ? fitTitle(typeLead, [...nameFacts(f), ...extras], limit) : '';
  if (specLed && specLed.length > lead.length) options.push(specLed);
  // More shapes for a seller to choose from: other facts first, and a short one for mobile screens.
  if (extras.length > 1) options.push(fitTitle(lead, [...extras].reverse(), limit));
  if (f.noun) {
    const typeLed = fitTitle(typeLead, [...extras, ...nameFacts(f)], limit);
    if (typeLed.length > lead.length) options.push(typeLed);
  }
  options.push(fitTitle(lead, extras.slice(0, 1), Math.min(limit, 60)));
  // The seller's own short clauses ('whisk and chopper attachments') make fuller titles when the facts
  // Vikreta recognises are few, so the platform's length is used and there is a real choice.
  const clauses = titleClauses(f, category, extras).map(display);
  if (clauses.length > 0) {
    options.push(fitTitle(lead, [...extras, ...clauses], limit));
    options.push(fitTitle(lead, [...clauses, ...extras], short));
    if (f.noun) options.push(fitTitle(typeLead, [...nameFacts(f), ...clauses], limit));
  }
  const naming = inNameWording(namingClause(f, category), f);
  if (naming) {
    const said = [...f.quantities.filter((q) => q.inName).map((q) => q.text), ...extras];
    options.push(
      fitTitle(
        // The brand leads it even when the product name carried it ('RoadEye Dash Cam' → 'RoadEye Full HD …').
        [f.brand && !hasPhrase(naming, f.brand) ? f.brand : '', display(naming)].filter(Boolean).join(' '),
        said.filter((x) => !states(naming, x)),
        limit,
      ),
    );
  }
  // A title with the same facts after the same lead in another order ('- Metal, Digital', '- Digital, Metal') is
  // no choice for the seller.
  const seen = new Set<string>();
  const isNew = (t: string) => {
    // The same lead with the same facts after it in another order; a shape led otherwise ('Milton Water Bottle -
    // 1 litre, Steel' beside 'Milton Steel Water Bottle 1 litre') is a choice.
    const at = t.search(/ - | \(/);
    const lead = at < 0 ? t : t.slice(0, at);
    const key = `${wordsOf(lead.toLowerCase()).join(' ')}|${wordsOf(t.slice(lead.length).toLowerCase()).sort().join(' ')}`;
    return !seen.has(key) && Boolean(seen.add(key));
  };
  const distinct = options.filter((t) => t && !exceedsRepeats(t, 2) && isNew(t));
  // Still fewer than three: the product-type-led shape, even when it is shorter than the name.
  if (distinct.length < 3 && f.noun) {
    const typeLed = fitTitle(typeLead, nameFacts(f), limit);
    if (typeLed && !exceedsRepeats(typeLed, 2) && isNew(typeLed)) distinct.push(typeLed);
  }
  return distinct.slice(0, 5);
}
