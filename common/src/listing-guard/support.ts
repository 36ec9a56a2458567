import { exclusivePairs } from '../listing-facts/data/exclusive';
import type { ListingFacts } from '../listing-facts/extract';
import { findCounts } from '../listing-facts/patterns';
import { findTerms, hasFact, type FoundTerm } from '../listing-facts/terms';
import { findQuantities, sameQuantity, type Quantity } from '../listing-facts/units';
import { findNouns, topicForms } from '../product-vocabulary/index';
import { hasPhrase, phrasePattern, wordsOf } from '../text/scripts';

/**
 * What a generated text says that the seller never did: fact words, quantities, counts, other products,
 * and attributes that contradict the seller's. Each comes with a pattern to take it out.
 */
export interface Unsupported {
  rule: 'fact.term' | 'fact.quantity' | 'fact.count' | 'fact.product' | 'title.contradiction';
  text: string;
  pattern: RegExp;
  detail: string;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const literal = (s: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escape(s)}(?![\\p{L}\\p{N}])`, 'giu');

function termSupported(term: FoundTerm, f: ListingFacts): boolean {
  if (hasFact(f.text, term.spellings)) return true;
  return f.brand !== undefined && hasPhrase(f.brand, term.text);
}

function quantitySupported(q: Quantity, f: ListingFacts): boolean {
  return (
    f.quantities.some((x) => sameQuantity(x, q)) || new RegExp(`\\b${escape(q.text)}\\b`, 'i').test(f.text)
  );
}

export function unsupportedIn(text: string, f: ListingFacts): Unsupported[] {
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
  const own = f.noun ? new Set(topicForms(f.noun.entry)) : new Set<string>();
  for (const m of findNouns(wordsOf(text))) {
    if (m.text.replace(/\s/g, '').length <= 3 || own.has(m.text) || (f.noun && m.entry === f.noun.entry))
      continue;
    if (hasPhrase(f.text, m.text)) continue;
    out.push({ rule: 'fact.product', text: m.text, pattern: phrasePattern(m.text), detail: m.entry.noun });
  }
  for (const pair of exclusivePairs) {
    const seller = pair.sides.map((side) => side.some((s) => hasPhrase(f.text, s)));
    if (!seller[0] && !seller[1]) continue;
    pair.sides.forEach((side, i) => {
      if (seller[i]) return;
      for (const s of side)
        if (hasPhrase(text, s) && !out.some((u) => u.text.toLowerCase() === s))
          out.push({ rule: 'title.contradiction', text: s, pattern: phrasePattern(s), detail: pair.label });
    });
  }
  return out;
}
