import { alternativeGroups, exclusivePairs } from '../listing-facts/data/exclusive';
import { modelNames } from '../listing-facts/data/models';
import { isPart, notAFact, type ListingFacts } from '../listing-facts/extract';
import { isFitFor, isPerUnit } from '../listing-facts/other-figures';
import { findCounts, findModels, findSizes } from '../listing-facts/patterns';
import { withoutNonVeg } from '../listing-facts/contradiction';
import { findTerms, hasFact, type FoundTerm } from '../listing-facts/terms';
import { findQuantities, sameQuantity, type Quantity } from '../listing-facts/units';
import { findNouns, maxModifierWords, modifierLexicon, topicForms } from '../product-vocabulary/index';
import { hasWords, phrasePattern, wordsOf } from '../text/scripts';

/**
 * What a generated text says that the seller never did, with where it stands in the text: fact words,
 * quantities, counts, sizes, models, other products, contradicting attributes and (in titles) descriptive
 * words of any product profile. Taking out a span leaves the seller's own facts around it intact
 * ('real silver' goes, 'German Silver' stays).
 */
export interface Unsupported {
  rule:
    | 'fact.term'
    | 'fact.part'
    | 'fact.quantity'
    | 'fact.count'
    | 'fact.size'
    | 'fact.product'
    | 'fact.model'
    | 'fact.modifier'
    | 'fact.number'
    | 'title.contradiction';
  text: string;
  index: number;
  detail: string;
}

export interface SupportOptions {
  /** Titles: also descriptive words from any product profile and bare numbers the seller never wrote. */
  strict?: boolean;
  /** Listing keywords: 'for …' uses and 'under N' prices may be added (they state no fact). */
  allowUses?: boolean;
}

/**
 * A fact word is the seller's when the seller's text carries the same fact ('real gold' ≠ 'gold plated'),
 * or a stronger form of it ('100% cotton' supports 'cotton').
 */
function termSupported(term: FoundTerm, f: ListingFacts, text: string, strict = false): boolean {
  // In a title a part's colour or material ('red and black clamps', 'on a bamboo stick') is no fact of the
  // product, unless the seller's name says it or the title names the part with it ('with PU Leather Trims').
  const asPartHere = () => isPart(text, term, new Set(wordsOf(f.noun?.text ?? '')));
  // Or the title names the part as the seller did: 'Polycarbonate Shell' after '… a 100% polycarbonate shell' (past
  // the terms listed with it: 'red and black clamps' names clamps).
  const nextWord = (s: string, at: number) =>
    (s.slice(at).split(/[,.;:()\n]/)[0] ?? '')
      .toLowerCase()
      .replace(/^\s*(?:(?:and|or|&)\s+\S+\s*){1,2}/, '')
      .split(/\s+/)
      .find(Boolean);
  const partNamedAsSellerDid = () => {
    const after = nextWord(text, term.index + term.text.length);
    return (
      after !== undefined &&
      spansOf(f.text, term.text).some((x) => nextWord(f.text, x.index + x.text.length) === after)
    );
  };
  const sameFact = (t: ListingFacts['terms'][number]) =>
    (t.canonical === term.canonical || t.canonical === `pure ${term.canonical}`) &&
    (!strict || !t.part || t.inName || asPartHere() || partNamedAsSellerDid());
  if (f.terms.some(sameFact)) return true;
  return f.brand !== undefined && hasFact(f.brand, term.spellings);
}

function spansOf(text: string, phrase: string): { index: number; text: string }[] {
  return [...text.matchAll(phrasePattern(phrase, 'giu', true))].map((m) => ({
    index: m.index ?? 0,
    text: m[0],
  }));
}

export function unsupportedIn(text: string, f: ListingFacts, options: SupportOptions = {}): Unsupported[] {
  const out: Unsupported[] = [];
  const add = (u: Unsupported) => {
    if (!out.some((o) => u.index < o.index + o.text.length && o.index < u.index + u.text.length)) out.push(u);
  };
  const terms = findTerms(text);
  for (const term of terms)
    // 'plastic-free' or 'for onion' as the seller wrote it states no plastic and no onion: it stays.
    if (
      !termSupported(term, f, text, options.strict) &&
      !(notAFact(text, term) && hasFact(f.text, term.spellings))
    ) {
      // The seller wrote it of a part ('PU leather trims'): said of the product it is no fact of it.
      const ofAPart = f.terms.some((t) => t.canonical === term.canonical && t.part);
      add({
        rule: ofAPart ? 'fact.part' : 'fact.term',
        text: term.text,
        index: term.index,
        detail: term.factClass,
      });
    }
  // A size of what the product fits ('fits inside a 5 litre cooker') as the seller wrote it is no fact of its own.
  const sellerQuantities = findQuantities(f.text);
  const fitFor = (q: Quantity) =>
    (isFitFor(text, q) || isPerUnit(text, q)) && sellerQuantities.some((x) => sameQuantity(x, q));
  // A quantity the seller wrote about something else ('charges in 8 hours', 'add 200 g around each plant') is no
  // fact of the product, but it is the seller's where it stands beside the same word as in the seller's text.
  const sellerSaidHere = (q: Quantity) =>
    sellerQuantities.some((x) => sameQuantity(x, q) && sameNeighbour(text, q, f.text, x));
  for (const q of findQuantities(text))
    if (!f.quantities.some((x) => sameQuantity(x, q)) && !fitFor(q) && !sellerSaidHere(q))
      add({ rule: 'fact.quantity', text: q.text, index: q.index, detail: q.measure });
  // A count of another item the seller wrote ('includes a pair of slider pucks') is the seller's beside its item.
  const sellerCountHere = (c: { index: number; text: string }) =>
    spansOf(f.text, c.text).some((x) => sameNeighbour(text, c, f.text, x));
  for (const c of findCounts(text))
    if (
      !f.counts.some((x) => x.n === c.n) &&
      !new RegExp(`\\b${c.n}\\b`).test(f.text) &&
      !sellerCountHere({ index: text.indexOf(c.text), text: c.text })
    )
      add({ rule: 'fact.count', text: c.text, index: text.indexOf(c.text), detail: 'count' });
  const sellerSizes = new Set(f.sizes.map((s) => s.toLowerCase()));
  for (const size of findSizes(text, ''))
    if (!sellerSizes.has(size.toLowerCase()) && !hasWords(f.text, size))
      for (const s of spansOf(text, size)) add({ rule: 'fact.size', ...s, detail: 'size' });
  const sellerModels = new Set(
    [...f.models, ...(f.ownModel ? [f.ownModel] : [])].map((m) => m.toLowerCase()),
  );
  for (const model of findModels(text, modelNames))
    if (!sellerModels.has(model.toLowerCase()))
      for (const s of spansOf(text, model)) add({ rule: 'fact.model', ...s, detail: 'model' });
  const own = f.noun ? new Set(topicForms(f.noun.entry)) : new Set<string>();
  const words = wordsOf(text);
  for (const m of findNouns(words)) {
    if (
      m.text.replace(/\s/g, '').length <= 3 ||
      own.has(m.text) ||
      (f.noun && m.entry === f.noun.entry) ||
      hasWords(f.text, m.text)
    )
      continue;
    for (const s of spansOf(text, m.text)) add({ rule: 'fact.product', ...s, detail: m.entry.noun });
  }
  for (const pair of exclusivePairs) {
    const written = f.exclusive.get(pair.id);
    if (!written) continue;
    pair.sides.forEach((side, i) => {
      if (written.has(i as 0 | 1)) return;
      for (const s of side)
        for (const span of spansOf(text, s))
          add({ rule: 'title.contradiction', ...span, detail: pair.label });
    });
  }
  for (const group of alternativeGroups) {
    const chosen = group.filter((g) => hasWords(withoutNonVeg(f.text), g));
    if (chosen.length === 0) continue;
    for (const other of group.filter((g) => !chosen.includes(g)))
      for (const span of spansOf(text, other).filter((x) => !/non[\s-]?$/i.test(text.slice(0, x.index))))
        add({ rule: 'title.contradiction', ...span, detail: `${chosen.join('/')} vs ${other}` });
  }
  const nounNames = f.noun
    ? new Set([f.noun.entry.noun, f.noun.text].map((x) => wordsOf(x).join(' ')))
    : new Set<string>();
  if (options.strict) strictChecks(text, f, words, nounNames, add, options.allowUses ?? false);
  return out.sort((a, b) => b.index - a.index);
}

/** The word right before or after a span of a text ('' at its ends). */
const neighbours = (text: string, at: { index: number; text: string }) => [
  wordsOf(text.slice(0, at.index)).at(-1) ?? '',
  wordsOf(text.slice(at.index + at.text.length))[0] ?? '',
];

/** Two spans (quantities, counts) stand beside the same word: the word before both, or the word after both. */
type Span = { index: number; text: string };
function sameNeighbour(text: string, q: Span, sellerText: string, x: Span): boolean {
  const [before, after] = neighbours(text, q);
  const [sellerBefore, sellerAfter] = neighbours(sellerText, x);
  return (before !== '' && before === sellerBefore) || (after !== '' && after === sellerAfter);
}

/** 'for men' when the seller wrote 'Men Leather Wallet': the same audience, said as a use. */
const forAudienceWritten = (phrase: string, f: ListingFacts) =>
  phrase.startsWith('for ') &&
  findTerms(phrase).some((t) => t.factClass === 'audience' && termSupported(t, f, phrase));

/** Title-only checks: profile words the seller never used ('kanjivaram', 'fountain') and stray numbers. */
function strictChecks(
  text: string,
  f: ListingFacts,
  words: readonly string[],
  own: Set<string>,
  add: (u: Unsupported) => void,
  allowUses: boolean,
) {
  const seller = ` ${wordsOf(f.text).join(' ')} `;
  for (let i = 0; i < words.length; i++)
    for (let n = Math.min(maxModifierWords, words.length - i); n >= 1; n--) {
      const phrase = words.slice(i, i + n).join(' ');
      if (!modifierLexicon.has(phrase)) continue;
      if (
        !(allowUses && phrase.startsWith('for ')) &&
        !seller.includes(` ${phrase} `) &&
        !forAudienceWritten(phrase, f) &&
        // 'For iPhone' of 'For iPhone 12' when the seller names the iPhone 12 ('works with iPhone 12').
        !(phrase.startsWith('for ') && f.models.some((m) => hasWords(m.toLowerCase(), phrase.slice(4)))) &&
        ![...own].some((o) => ` ${o} `.includes(` ${phrase} `))
      )
        for (const s of spansOf(text, phrase)) add({ rule: 'fact.modifier', ...s, detail: 'modifier' });
      i += n - 1;
      break;
    }
  const numbers = new Set(f.text.match(/\d+(?:\.\d+)?/g) ?? []);
  for (const m of text.matchAll(/(?<![\p{L}\p{N}.])(\d+(?:\.\d+)?)(?:\s+[\p{L}]+)?/gu))
    if (
      !numbers.has(m[1] ?? '') &&
      !(allowUses && /\b(?:under|below|above|upto)\s*$/i.test(text.slice(0, m.index ?? 0)))
    )
      add({ rule: 'fact.number', text: m[0], index: m.index ?? 0, detail: 'number' });
}

/** Cuts the spans out of the text (with a connector right before: 'for Men', 'with Juicer Jar'). */
export function removeSpans(text: string, spans: readonly Unsupported[]): string {
  let out = text;
  for (const s of [...spans].sort((a, b) => b.index - a.index)) {
    if (out.slice(s.index, s.index + s.text.length) !== s.text) continue;
    // A number's label goes with it ('Size 11').
    const before = out.slice(0, s.index).replace(/(?:\b(?:for|with|and|&|in|of|size)\s+)$/i, '');
    out = `${before} ${out.slice(s.index + s.text.length)}`;
  }
  return out;
}
