import { platformsFor } from '@common/constants/category-markets';
import type { Language } from '@common/constants/options';
import type { MarketplaceId, Platform } from '@common/constants/platforms';
import type { SeedAnalysis } from './analyze';
import type { Cite, Messages } from './i18n/index';
import { monthName } from './i18n/seasons';
import { monthNames } from './market-data/seasonality';
import { noteText, type SourcedNote } from '@common/marketplaces/types';

/** '(source, as of …)' for a rule or figure, saying whether it is a fact, reported or our default. */
export function cite(note: SourcedNote): string {
  if (note.status === 'default') return `(Vikreta default, as of ${note.asOf})`;
  const prefix = note.status === 'reported' ? 'reported: ' : '';
  return `(${prefix}${note.source}, as of ${note.asOf})`;
}

/** A rule sentence followed by its citation. */
export function cited(note: SourcedNote): string {
  return `${note.text} ${cite(note)}`;
}

/** A note's source and date for a translated sentence ('November 2026' → 'नवंबर 2026'). */
export function citeOf(note: SourcedNote, language: Language): Cite {
  const [month, year] = note.asOf.split(' ');
  const index = (monthNames as readonly string[]).indexOf(month ?? '');
  const asOf = index >= 0 ? `${monthName(index + 1, language, month ?? '')} ${year ?? ''}`.trim() : note.asOf;
  return { source: note.source, asOf, status: note.status };
}

/**
 * What a marketplace's notes on one subject say in the answer's language, joined with '; ' and cited by the
 * last of them (an earlier note from another source carries its own citation); nothing when no note is there
 * or none has a text in that language, so a line quoting it is left out rather than written in English.
 */
export function quote(
  notes: readonly (SourcedNote | undefined)[],
  language: Language,
  m: Messages,
): { text: string; cite: Cite } | undefined {
  const said = notes.flatMap((note) => {
    const text = note && noteText(note, language);
    return note && text ? [{ note, text }] : [];
  });
  const last = said.at(-1);
  if (!last) return undefined;
  const sameCite = (n: SourcedNote) =>
    n.source === last.note.source && n.status === last.note.status && n.asOf === last.note.asOf;
  const text = said
    .map((s) => (sameCite(s.note) ? s.text : `${s.text} ${m.cite(citeOf(s.note, language))}`))
    .join('; ');
  return { text, cite: citeOf(last.note, language) };
}

/** Platforms where the product sells: the category's, or the food-delivery apps for a restaurant dish. */
export function fittingPlatforms(a: SeedAnalysis): readonly MarketplaceId[] {
  return platformsFor(a.category, a.noun?.profile.kind === 'dish');
}

/** Platforms to cover: the requested one, or the product's best-fit platforms for 'all'. */
export function targetPlatforms(platform: Platform, a: SeedAnalysis, max = 5): MarketplaceId[] {
  if (platform !== 'all') return [platform];
  return fittingPlatforms(a).slice(0, max);
}
