import { claimRulesFor, type ClaimRule } from './data/claim-rules';
import type { GuardContext } from './context';
import { hasPhrase } from '../text/scripts';

/** The claim rules for one answer or listing: its category, its kind of product and the seller's proof. */
export function claimRulesIn(ctx: GuardContext): ClaimRule[] {
  return claimRulesFor(ctx.category, {
    kind: ctx.facts.noun?.entry.profile.kind,
    sellerText: ctx.facts.text,
  });
}

/** A word a flag rule matched that is part of the seller's brand as the text names it ('AyurVeda Naturals'): no claim. */
export const inSellersBrand = (ctx: GuardContext, text: string, word: string): boolean => {
  const brand = ctx.facts.brand;
  return Boolean(brand && hasPhrase(brand, word) && hasPhrase(text, brand));
};
