import type { SourcedNote } from './types';

/**
 * Vikreta's conservative title limits where a marketplace publishes none (our choice, not a platform rule):
 * 150 characters on catalogue marketplaces, 100 on fashion, quick-commerce and delivery apps, whose product
 * cards show short names.
 */
export const defaultMarketplaceTitleLimit = 150;
export const defaultShortTitleLimit = 100;

export const vikretaDefault = 'Vikreta default';

export function defaultTitleLimit(chars: number, asOf: string): SourcedNote {
  return {
    text: `no published title limit found; Vikreta keeps titles within ${chars} characters`,
    status: 'default',
    source: vikretaDefault,
    asOf,
  };
}

/** Quick-commerce apps that stock brands' goods themselves rather than host sellers. */
export function buysStockNote(asOf: string): SourcedNote {
  return {
    text: 'mostly buys stock from brands and distributors rather than hosting sellers',
    status: 'reported',
    source: 'seller reports',
    asOf,
    topic: 'buys-stock',
  };
}

/** Buyers search in English and Hindi on every national marketplace; more where noted. */
export const englishAndHindi = {
  languages: ['en', 'hi'] as const,
  source: 'Vikreta reading of the marketplaces’ search pages (November 2026)',
};
