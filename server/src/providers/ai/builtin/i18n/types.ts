/** A rule quoted with where it comes from: the sentence frame is translated, the source stays as named. */
export interface Cite {
  source: string;
  asOf: string;
  /** 'reported' figures say so; Vikreta's own defaults say so. */
  status: 'fact' | 'reported' | 'default';
}

/**
 * Where the words buyers use go when the title does not hold them: Amazon.in's bullets and backend search terms,
 * Flipkart's search keywords, elsewhere the description; 'any' for an answer about every marketplace.
 */
export type WordsField = 'search-terms' | 'keyword-slots' | 'description' | 'any';

/**
 * Every sentence the built-in engine writes for keyword research and listing optimization, per language.
 * Product names, keywords, brand names and the seller's own words are passed in and never translated.
 */
export interface Messages {
  /** '(Amazon Seller Central help 201100890, as of November 2026)'. */
  cite(c: Cite): string;
  list(items: readonly string[]): string;
  /** Where a listing takes buyers' words the title does not hold, as a place phrase ('in the description'). */
  wordsField: Record<WordsField, string>;

  // Keyword research: suggestions.
  leadTitle(seed: string): string;
  otherWords(words: string, field: string): string;
  targetLongTail(phrases: string): string;
  pricePoint(search: string, below: string, above: string): string;
  packSizes(sizes: string): string;
  seasons(windows: string): string;
  /** `bytesOn`: the marketplace whose backend search terms are counted in bytes, when the answer is for it. */
  nativeKeywords(language: string, forms: string, bytesOn: string | undefined, field: string): string;
  spellings(forms: string, field: string): string;
  location(place: string): string;
  estimatesNote: string;
  noVocabulary(seed: string): string;
  /** No vocabulary and no keyword built from the seller's words (a name in an Indian script, say). */
  /** `typedInEnglish`: no advice to type the name in English. */
  noKeywords(seed: string, typedInEnglish: boolean): string;

  // Keyword research: platform insights. A `rule` (or `rules`, several joined) is the marketplace's own note
  // in the answer's language, quoted as a clause; `limit` is its title-limit note.
  titleLimit(platform: string, max: number, c: Cite): string;
  titleLead(seed: string, chars: number, limit: string, c: Cite): string;
  titleRules(rules: string, c: Cite): string;
  backendTerms(platform: string, terms: string, bytes: number, max: number, rule: string, c: Cite): string;
  bulletsAdvice(a: string, b: string, rule: string, c: Cite): string;
  /** Also a platform tip. */
  searchKeywordSlots(list: string, rule: string, c: Cite): string;
  idAttributes(seed: string, rules: string, c: Cite): string;
  /** Also a platform tip. */
  qualityCheck(rule: string, c: Cite): string;
  meeshoPrice(platform: string, example: string): string;
  /** A marketplace's fee note in the answer's language, and what it means for the price. */
  feesLine(text: string, c: Cite): string;
  myntraFilters(platform: string, seed: string): string;
  myntraFabric(example: string): string;
  /** Myntra's filters and wording for what is not clothing (shoes, bags, jewellery, watches): material, not fabric. */
  myntraFiltersMaterial(platform: string, seed: string): string;
  myntraMaterial(example: string): string;
  myntraOffCategory(platform: string, category: string, seed: string): string;
  nykaaConcern(platform: string, a: string, b: string): string;
  nykaaDetails: string;
  nykaaOffCategory(platform: string, category: string): string;
  quickName(name: string): string;
  barcodeRule(platform: string, rule: string, c: Cite): string;
  buysStock(platform: string, seed: string, c: Cite): string;
  catalogueAttributes(platform: string, seed: string): string;
  zomatoDish(seed: string): string;
  zomatoOffCategory(platform: string, noun: string): string;

  // Listing optimization: description.
  keyFeatures: string;
  productDetails: string;
  brandLabel: string;
  /** A fact row of what the pack holds ('Pack: Set of 3'), not the checklist's 'pack size or count'. */
  packLabel: string;
  productTypeLabel: string;
  categoryLabel: string;
  shortDescription(lead: string, facts: string): string;

  // Listing optimization: platform tips.
  tipTitleLength(first: string, chars: number, recommended: number, max: number, c: Cite): string;
  tipTitleMax(platform: string, longest: number, max: number, c: Cite): string;
  tipBullets(missing: string): string;
  tipBackend(terms: string, bytes: number, c: Cite): string;
  tipNoContact(rule: string, c: Cite): string;
  tipIdAttributes(brand: string | undefined, rule: string, c: Cite): string;
  tipFees(text: string, c: Cite): string;
  tipMyntra(platform: string): string;
  tipMyntraMaterial(platform: string): string;
  tipNykaa(platform: string): string;
  tipQuick(name: string): string;
  tipZomato: string;
  tipChecklist(missing: string): string;
}
