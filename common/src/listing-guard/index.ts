/**
 * The listing guard: one set of rules for every AI engine's answer and for a seller's own listing.
 * Rules and their sources live in ./data; facts come from ../listing-facts.
 */
export { guardOptimization, optimizationContext, type GuardResult } from './guard-optimization';
export { guardKeywordResearch } from './guard-keywords';
export { guardProductResearch } from './guard-research';
export { checkListing, type ListingCheckReport } from './check-listing';
export { claimRules, claimRulesAsOf } from './data/claim-rules';
export { descriptionMaxFor, listingRulesOf, shortDescriptionMax, titleLimitFor } from './data/listing-rules';
export { ruleLabels } from './labels';
