import type { ListingFinding } from '../contracts/listing-check';
import { contradictionsOf } from '../listing-facts/contradiction';
import { colourNames } from '../listing-facts/data/models';
import {
  maxModifierWords,
  modifierLexicon,
  modifiersOf,
  namesNoun,
  topicForms,
  type NounEntry,
} from '../product-vocabulary/index';
import { foldText, wordsOf } from '../text/scripts';
import { singularize } from '../product-vocabulary/inflect';
import { findModels } from '../listing-facts/patterns';
import { otherSpecificationThan } from '../listing-facts/units';
import { modelNames } from '../listing-facts/data/models';
import { claimRulesIn } from './claims';
import { wordStem } from '../listing-facts/extract';
import { hasContact } from './contacts';
import { contactPatterns, repeatExemptWords, sources } from './data/listing-rules';
import type { GuardContext } from './context';
import { repeatsWord } from '../text/repeated-words';
import { finding } from './findings';
import { unsupportedIn } from './support';

/** Modifiers that fit any product: a colour, home or daily use. */
const universal = new Set(['for home', 'for daily use', ...colourNames]);
const maxWords = 10;
const stopWords = repeatExemptWords;

export interface KeywordListOptions {
  noun: NounEntry | undefined;
  /** The seller's own words (seed keyword or product name): modifiers they typed are always fine. */
  sellerWords: string;
  /** Keywords of a listing (optimization): claims and facts the seller never wrote are taken out too. */
  listing: boolean;
  /** The product as named (keyword or product name): what a keyword of an unknown product must contain. */
  topic?: string;
}

/**
 * A modifier of another product in the keyword ('for bedroom' on a pressure cooker), if any. The keyword
 * is read left to right, longest phrase first: the product's own names and modifiers ('double bed',
 * 'bed mattress', 'party clutch') are consumed, and any other profile's modifier left over is stray.
 */
function strayModifier(
  folded: string,
  forms: readonly string[],
  noun: NounEntry | undefined,
  sellerWords: string,
): string | undefined {
  const known = new Set([...(noun ? modifiersOf(noun) : []), ...forms.map((f) => wordsOf(f).join(' '))]);
  const longest = Math.max(maxModifierWords, ...[...known].map((k) => k.split(' ').length));
  const seller = ` ${wordsOf(sellerWords).join(' ')} `;
  const tokens = wordsOf(folded);
  for (let i = 0; i < tokens.length;) {
    const span = (test: (phrase: string) => boolean) => {
      for (let n = Math.min(longest, tokens.length - i); n >= 1; n--)
        if (test(tokens.slice(i, i + n).join(' '))) return n;
      return 0;
    };
    const own = span((p) => known.has(p) || universal.has(p));
    if (own > 0) {
      i += own;
      continue;
    }
    const stray = span(
      (p) =>
        !/\d/.test(p) &&
        modifierLexicon.has(p) &&
        !seller.includes(` ${p} `) &&
        !seller.includes(` ${p.replace(/^for /, '')} `),
    );
    if (stray > 0) return tokens.slice(i, i + stray).join(' ');
    i += 1;
  }
  return undefined;
}

const contradictionCache = new Map<string, (phrase: string) => string | undefined>();

/** The contradiction test for a seller's words (cached per text). */
function contradictionsFor(text: string): (phrase: string) => string | undefined {
  let test = contradictionCache.get(text);
  if (!test) {
    test = contradictionsOf(text);
    if (contradictionCache.size > 500) contradictionCache.clear();
    contradictionCache.set(text, test);
  }
  return test;
}

/**
 * The words that name an unknown product: the last three of its name before what it is for or comes with and
 * before what it counts, without numbers and small words (a name ends on its head: 'steel toe safety shoes' is
 * about safety shoes).
 */
function topicWords(text: string): string[] {
  const words = wordsOf(text.split(/[,(|]|\s(?:for|with)\s/i)[0] ?? text);
  // A word after a number is what is counted, not the product ('mountain bike 21 gear' is a mountain bike).
  const counted = (i: number) => /\d/.test(words[i - 1] ?? '');
  let end = words.length - 1;
  while (end > 0 && (/\d/.test(words[end]!) || stopWords.has(words[end]!) || counted(end))) end--;
  return words
    .slice(0, end + 1)
    .filter((w) => !stopWords.has(w) && !/\d/.test(w))
    .slice(-3);
}

/** Why a keyword must go, or null when it stays. */
function problem(
  item: string,
  ctx: GuardContext,
  o: KeywordListOptions,
): { rule: string; message: string } | null {
  const folded = foldText(item);
  if (hasContact(item, contactPatterns))
    return { rule: 'contact.keyword', message: 'Contact details and prices are not search terms.' };
  if (item.split(/\s+/).length > maxWords || item.length > 80)
    return { rule: 'keyword.malformed', message: 'Too long to be a search term.' };
  if (/\b(?:of|for|with|and|under|in|from|to)\s*$/i.test(item))
    return { rule: 'keyword.malformed', message: 'The keyword ends mid-phrase.' };
  if (repeatsWord(item)) return { rule: 'keyword.malformed', message: 'The keyword repeats a word.' };
  const sellerModels = new Set(findModels(o.sellerWords, modelNames).map((m) => m.toLowerCase()));
  // A shorter name of the seller's own model is no other model ('activa' of 'activa 6g', 'pulsar' of 'pulsar 150').
  const ownModel = (m: string) =>
    [...sellerModels].some((s) => s === m || s.startsWith(`${m} `) || m.startsWith(`${s} `));
  const otherModel =
    sellerModels.size > 0 ? findModels(item, modelNames).find((m) => !ownModel(m.toLowerCase())) : undefined;
  if (otherModel) return { rule: 'keyword.contradiction', message: `'${otherModel}' is another model.` };
  if (!o.noun) {
    // Without vocabulary nothing can be checked: keep only keywords built on the seller's own phrase.
    const topic = topicWords(o.topic ?? o.sellerWords);
    const itemWords = new Set(wordsOf(item).map(singularize));
    // The head (the name's last word) names the product: 'safety shoes' and 'gumboots' stay, 'steel toe' goes.
    const head = topic.at(-1);
    if (head && !itemWords.has(singularize(head)))
      return { rule: 'keyword.off-topic', message: 'Does not contain your product.' };
    const stray = strayModifier(folded, [foldText(o.topic ?? o.sellerWords)], undefined, o.sellerWords);
    if (stray) return { rule: 'keyword.mismatch', message: `'${stray}' cannot be checked for this product.` };
  }
  if (o.noun) {
    const forms = topicForms(o.noun);
    if (!namesNoun(item, o.noun))
      return {
        rule: 'keyword.off-topic',
        message: `Does not name the product ('${o.noun.noun}' or a synonym).`,
      };
    const stray = strayModifier(folded, forms, o.noun, o.sellerWords);
    if (stray) return { rule: 'keyword.mismatch', message: `'${stray}' does not go with ${o.noun.noun}.` };
  }
  const conflict = contradictionsFor(o.sellerWords)(item);
  if (conflict) return { rule: 'keyword.contradiction', message: `Contradicts the product (${conflict}).` };
  if (otherSpecificationThan(o.sellerWords)(item))
    return { rule: 'keyword.contradiction', message: "Gives another specification than the seller's." };
  if (o.listing) {
    const claim = claimRulesIn(ctx).find(
      (r) => r.action === 'remove' && r.patterns.some((re) => re.test(item)),
    );
    if (claim) return { rule: claim.id, message: claim.message };
    const claimed = wordsOf(item).find((w) => ctx.facts.claimOnlyWords.has(wordStem(w)));
    if (claimed)
      return {
        rule: 'keyword.seller-claim',
        message: `'${claimed}' comes from a claim in the seller's text.`,
      };
    // A use ('for mobile', 'for home') states no fact about the product: check the words before it.
    const core = item.replace(/\s+for\s+.*$/i, '');
    const invented = unsupportedIn(core, ctx.facts, { strict: true, allowUses: true })[0];
    if (invented) return { rule: invented.rule, message: `'${invented.text}' is not in the seller's facts.` };
  }
  return null;
}

/** A keyword list with off-topic, mismatched, contradicting, malformed and duplicate (or plural) items taken out. */
export function guardKeywordList(
  items: readonly string[],
  field: string,
  ctx: GuardContext,
  o: KeywordListOptions,
): { items: string[]; findings: ListingFinding[] } {
  const out: ListingFinding[] = [];
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const raw of items) {
    const item = raw.normalize('NFC').replace(/\s+/g, ' ').trim();
    if (!item) continue;
    // A plural of a keyword already listed is the same search ('kullu shawls for winter', 'kullu shawl for winter').
    const key = wordsOf(foldText(item)).map(singularize).join(' ');
    if (seen.has(key)) continue;
    seen.add(key);
    const why = problem(item, ctx, o);
    if (why) out.push(finding(why.rule, 'warning', 'removed', field, item, why.message, sources.vikreta));
    else kept.push(item);
  }
  return { items: kept, findings: out };
}
