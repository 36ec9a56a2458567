import { exclusivePairs } from '../listing-facts/data/exclusive';
import type { ListingFacts } from '../listing-facts/extract';
import { findCounts, findModels } from '../listing-facts/patterns';
import { modelNames } from '../listing-facts/data/models';
import { findTerms, hasFact, type FoundTerm } from '../listing-facts/terms';
import { findQuantities, sameQuantity, type Quantity } from '../listing-facts/units';
import { findNouns, topicForms } from '../product-vocabulary/index';
import { hasPhrase, phrasePattern, wordsOf } from '../text/scripts';

/**
 * What a generated text says that the seller never did: fact words, quantities, counts, other products,
 * and attributes that contradict the seller's. Each comes with a pattern to take it out.
 */
export interface Unsupported {
  rule: 'fact.term' | 'fact.quantity' | 'fact.count' | 'fact.product' | 'fact.model' | 'title.contradiction';
  text: string;
  pattern: RegExp;
  detail: string;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const literal = (s: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escape(s)}(?![\\p{L}\\p{N}])`, 'giu');

/**
 * A fact word is the seller's when the seller's text carries the same fact: 'real gold' is not supported
 * by 'gold plated', 'iron' is by 'cast iron' only as part of it. Brand names are the seller's too.
 */
function termSupported(term: FoundTerm, f: ListingFacts): boolean {
  if (f.terms.some((t) => t.canonical === term.canonical)) return true;
  return f.brand !== undefined && hasFact(f.brand, term.spellings);
}

function quantitySupported(q: Quantity, f: ListingFacts): boolean {
  return (
    f.quantities.some((x) => sameQuantity(x, q)) || new RegExp(`\\b${escape(q.text)}\\b`, 'i').test(f.text)
  );
}

/** Hyphen-aware, with a trailing "'s": taking out 'veg' must not cut 'non-veg' in half. */
const removal = (phrase: string) => phrasePattern(phrase, 'giu', true);

/** Everything in `text` the seller never wrote, longest first so 'non-veg' goes before 'veg'. */
export function unsupportedIn(text: string, f: ListingFacts): Unsupported[] {
  return collect(text, f).sort((a, b) => b.text.length - a.text.length);
}

function collect(text: string, f: ListingFacts): Unsupported[] {
  const out: Unsupported[] = [];
  for (const term of findTerms(text))
    if (!termSupported(term, f))
      out.push({
        rule: 'fact.term',
        text: term.text,
        pattern: phrasePattern(term.text),
        detail: term.factClass,
      });
  for (const q of findQuantities(text))
    if (!quantitySupported(q, f))
      out.push({ rule: 'fact.quantity', text: q.text, pattern: literal(q.text), detail: q.measure });
  for (const c of findCounts(text))
    if (!f.counts.some((x) => x.n === c.n) && !new RegExp(`\\b${c.n}\\b`).test(f.text))
      out.push({ rule: 'fact.count', text: c.text, pattern: literal(c.text), detail: 'count' });
  const sellerModels = new Set(f.models.map((m) => m.toLowerCase()));
  for (const model of findModels(text, modelNames))
    if (!sellerModels.has(model.toLowerCase()))
      out.push({ rule: 'fact.model', text: model, pattern: removal(model), detail: 'model' });
  const own = f.noun ? new Set(topicForms(f.noun.entry)) : new Set<string>();
  for (const m of findNouns(wordsOf(text))) {
    if (m.text.replace(/\s/g, '').length <= 3 || own.has(m.text) || (f.noun && m.entry === f.noun.entry))
      continue;
    if (hasPhrase(f.text, m.text)) continue;
    out.push({ rule: 'fact.product', text: m.text, pattern: removal(m.text), detail: m.entry.noun });
  }
  for (const pair of exclusivePairs) {
    const written = f.exclusive.get(pair.id);
    if (!written) continue;
    const seller = [written.has(0), written.has(1)];
    pair.sides.forEach((side, i) => {
      if (seller[i]) return;
      for (const s of side)
        if (hasPhrase(text, s) && !out.some((u) => u.text.toLowerCase() === s))
          out.push({ rule: 'title.contradiction', text: s, pattern: removal(s), detail: pair.label });
    });
  }
  return out;
}
