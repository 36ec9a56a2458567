import { claimRulesFor, type ClaimRule } from './data/claim-rules';
import type { GuardContext } from './context';

/** The claim rules for one answer or listing: its category, its kind of product and the seller's proof. */
export function claimRulesIn(ctx: GuardContext): ClaimRule[] {
  return claimRulesFor(ctx.category, {
    kind: ctx.facts.noun?.entry.profile.kind,
    sellerText: ctx.facts.text,
  });
}
