import type { Category, Language } from '../constants/options';
import type { Platform } from '../constants/platforms';
import type { ListingFacts } from '../listing-facts/extract';
import type { KeyFact } from '../listing-facts/key-facts';

/**
 * What the guard knows about one answer. `origin` decides what happens to a problem: in 'generated' text
 * (any engine's answer) claims and facts the seller never wrote are taken out; in 'seller' text ("Check my
 * listing") nothing is changed and every problem is flagged.
 */
export interface GuardContext {
  facts: ListingFacts;
  keyFacts: readonly KeyFact[];
  category: Category | null;
  platform: Platform;
  language: Language;
  origin: 'generated' | 'seller';
}
