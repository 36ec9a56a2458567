import { hasPhrase, phrasePattern, wordsOf } from '../text/scripts';
import { factTerms, type FactClass } from './data/fact-terms';

/** A fact word found in a text: its class, the way Vikreta writes it, and the spelling used. */
export interface FoundTerm {
  factClass: FactClass;
  /** First spelling of the fact (its canonical form). */
  canonical: string;
  /** All spellings of the fact. */
  spellings: readonly string[];
  /** The spelling as it appears in the text. */
  text: string;
  index: number;
}

const allFacts = (Object.entries(factTerms) as [FactClass, readonly string[][]][]).flatMap(
  ([factClass, facts]) => facts.map((spellings) => ({ factClass, spellings, canonical: spellings[0] ?? '' })),
);

/** Every spelling with its pattern, longest first so 'cast iron' wins over 'iron' at the same place. */
const compiled = allFacts
  .flatMap((f) => f.spellings.map((s) => ({ ...f, s, re: phrasePattern(s), first: wordsOf(s)[0] ?? s })))
  .sort((a, b) => b.s.length - a.s.length);

/** Fact words in a text; each place in the text is claimed by one fact. */
export function findTerms(text: string): FoundTerm[] {
  const taken: [number, number][] = [];
  const found: FoundTerm[] = [];
  const source = text.normalize('NFC');
  const tokens = new Set(wordsOf(source));
  for (const { factClass, spellings: all, canonical, re, first } of compiled) {
    if (!tokens.has(first)) continue;
    for (const m of source.matchAll(re)) {
      const start = m.index ?? 0;
      const end = start + m[0].length;
      if (taken.some(([a, b]) => start < b && end > a)) continue;
      taken.push([start, end]);
      found.push({ factClass, canonical, spellings: all, text: m[0], index: start });
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

/** True when the text carries the fact in any of its spellings. */
export function hasFact(text: string, spellings: readonly string[]): boolean {
  return spellings.some((s) => hasPhrase(text, s));
}

/** The spellings of a fact by any one of them ('aluminum' → all aluminium spellings). */
export function spellingsOf(term: string): readonly string[] {
  const t = term.toLowerCase();
  return allFacts.find((f) => f.spellings.some((s) => s.toLowerCase() === t))?.spellings ?? [term];
}
