import { platformsFor } from '@common/constants/category-markets';
import { languageLabels, type Category, type Language } from '@common/constants/options';
import { platformLabel, type Platform } from '@common/constants/platforms';
import { languageScripts } from '@common/text/scripts';
import { claimRules, titleLimitFor } from '@common/listing-guard/index';
import { analyzeSeed } from '../builtin/analyze';
import { buildKeywords } from '../builtin/keyword-candidates';
import { marketplace } from '@common/marketplaces/registry';
import { taxNotes } from '../builtin/market-data/taxes';
import { seasonsFor, monthsLabel } from '../builtin/seasons';

/**
 * What the model is told besides the request: the platform's listing rules and limits, its fees, the
 * selling seasons of the category, the claims the listing guard will take out, and the built-in engine's
 * keyword candidates as seeds. All from the data files the app ships, each with its source.
 */
const scriptNames = {
  latin: 'Latin',
  devanagari: 'Devanagari',
  bengali: 'Bengali',
  tamil: 'Tamil',
  telugu: 'Telugu',
} as const;

export function languageLine(language: Language, label: string): string {
  return language === 'en'
    ? 'Write every text value in English.'
    : `Write every text value in ${label}, in ${scriptNames[languageScripts[language]]} script (keywords buyers type in English or Hinglish may stay in Latin script).`;
}

export function platformLines(platform: Platform, category: Category | null): string[] {
  const targets = platform === 'all' ? platformsFor(category).slice(0, 3) : [platform];
  return targets.flatMap((p) => {
    const m = marketplace(p);
    const limit = titleLimitFor(p, category);
    const notes = m.listing.notes.map(
      (n) => `${n.text} (${n.status === 'default' ? 'Vikreta default' : n.source})`,
    );
    const fees = m.fees.map((n) => `fee: ${n.text} (${n.source})`);
    const languages = m.buyerLanguages.languages.map((l) => languageLabels[l]).join(', ');
    return [
      `${m.name}: titles at most ${limit.max} characters (${limit.source}); ${[...notes, ...fees, `buyers search in ${languages}`].join('; ')}.`,
    ];
  });
}

export function marketLines(category: Category | null, platform: Platform | 'all'): string[] {
  const seasons = seasonsFor(category, '', platform === 'all' ? 'all' : [platform]).map(
    (s) => `${s.name} (${monthsLabel(s.months)})`,
  );
  const taxes = taxNotes.map((n) => n.text).join('; ');
  return [
    ...(category
      ? [
          `Category ${category} sells on: ${platformsFor(category).map(platformLabel).join(', ')}. Suggest no other platform.`,
        ]
      : []),
    `Selling seasons: ${seasons.join(', ')}.`,
    `Taxes: ${taxes}.`,
  ];
}

export const claimLine = `Never write these claims, even when the seller did: ${[
  ...new Set(claimRules.filter((r) => r.action === 'remove').map((r) => r.label)),
].join(
  ', ',
)} (e.g. cures, treats, permanently, 100%, guaranteed, No.1, best in India, dermatologist approved, stops hair fall). Never add a fact the seller did not write: no material, size, count, certification (ISI, BIS, FSSAI, hallmark), ingredient, diet word (organic, A2, sugar free), feature (ANC, GPS, AMOLED) or audience that is not in the seller's text. No URLs, phone numbers, e-mails or prices in listing text.`;

/** The built-in engine's keyword candidates for the phrase: seeds for the model to build on. */
export function keywordSeeds(phrase: string, category: Category | null): string[] {
  const a = analyzeSeed(phrase, category);
  const kw = buildKeywords(a, 'en', { related: 8, longTail: 8 });
  return [...kw.related, ...kw.longTail];
}
