import type { Language } from '@common/constants/options';
import { contradictionsOf } from '@common/listing-facts/contradiction';
import { isLoad, type ListingFacts } from '@common/listing-facts/extract';
import { nativeForms } from '@common/product-vocabulary/index';
import { unsupportedIn } from '@common/listing-guard/support';
import { wordsOf } from '@common/text/scripts';
import type { SeedAnalysis } from './analyze';
import { uniqueCaseInsensitive } from './text';

/**
 * Keywords for a listing: only what the seller's facts support. The product phrase, its synonyms, the
 * seller's own materials, sizes and counts with it, then uses and budget phrases (which state no fact),
 * and the noun in the listing's Indian language.
 */
export function listingKeywords(a: SeedAnalysis, f: ListingFacts, language: Language, max = 15): string[] {
  const join = (...parts: readonly (string | number | undefined)[]) =>
    parts
      .filter((p) => p !== undefined && p !== '')
      .join(' ')
      .trim();
  const noun = a.noun;
  const head = noun?.noun ?? a.base;
  const materials = f.terms
    .filter((t) => t.factClass === 'material' && !t.part)
    .map((t) => t.text.toLowerCase());
  // The product's own size: the name's, else the description's first that is not a length of a part
  // ('0.8 m blouse piece') or a load ('120 kg capacity').
  const own = f.quantities.filter((q) => !isLoad(q.inName ? f.name : f.description, q));
  const named = own.filter((q) => q.inName);
  const sizes = [
    ...(named.length > 0 ? named : own.filter((q) => q.measure !== 'length').slice(0, 1)).map((q) =>
      q.text.toLowerCase(),
    ),
    ...f.counts.map((c) => c.text.toLowerCase()),
  ];
  const headWords = new Set(wordsOf(head));
  const synonyms = (noun?.synonyms ?? []).filter((s) => wordsOf(s).some((w) => headWords.has(w))).slice(0, 2);
  const uses = noun?.profile.uses.slice(0, 4) ?? [];
  const prices = noun?.profile.prices.slice(0, 2) ?? [];
  const native = language === 'en' || !noun ? [] : nativeForms(noun, language).slice(0, 2);
  const exempt = new Set(['for', 'with', 'under', 'of', 'and']);
  const contradicts = contradictionsOf(f.text);
  const clean = (k: string) => {
    if (contradicts(k)) return false;
    const ws = wordsOf(k).filter((w) => !exempt.has(w));
    if (new Set(ws).size !== ws.length) return false;
    return unsupportedIn(k.replace(/\s+for\s+.*$/i, ''), f, { strict: true, allowUses: true }).length === 0;
  };
  return uniqueCaseInsensitive([
    a.base,
    head,
    ...materials.map((m) => join(m, head)),
    ...sizes.map((s) => join(a.base, s)),
    ...synonyms,
    ...uses.map((u) => join(a.base, u)),
    ...prices.map((p) => join(head, 'under', p)),
    ...native,
  ])
    .filter(clean)
    .slice(0, max);
}
