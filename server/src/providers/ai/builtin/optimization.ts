import {
  builtinSource,
  type ProductOptimizationRequest,
  type ProductOptimizationResponse,
} from '@common/contracts/ai';
import { checklistLines, missingAttributes } from '@common/listing-facts/checklist';
import { attributeLabels } from '@common/listing-facts/attributes';
import { extractFacts } from '@common/listing-facts/extract';
import { contradictionsOf } from '@common/listing-facts/contradiction';
import { nounForms } from '@common/product-vocabulary/index';
import { hasPhrase, indicScriptOf } from '@common/text/scripts';
import { descriptionMaxFor, listingRulesOf } from '@common/listing-guard/index';
import { marketplace } from '@common/marketplaces/registry';
import { analyzeSeed } from './analyze';
import { bulletPoints } from './bullets';
import { targetPlatforms } from './cite';
import { factRows, measureLabel, optimizedDescription, shortDescription } from './description';
import { messagesFor } from './i18n/index';
import { listingKeywords } from './listing-keywords';
import { uniqueCaseInsensitive } from './text';
import { languageNotice } from './language';
import { platformTips } from './optimization-tips';
import { backendSearchTerms } from './search-terms';
import { brandedName, titleOptions } from './title-shapes';
import { keepCase } from './titles';

/**
 * Listing optimization by the built-in engine, from the seller's facts only: titles in the
 * platform's shape, a description of their own sentences and facts, keywords that add no claim, and a
 * checklist of the facts buyers look for that the seller has not given.
 */
export function productOptimization(req: ProductOptimizationRequest): ProductOptimizationResponse {
  const language = req.language ?? 'en';
  const m = messagesFor(language);
  const facts = extractFacts({ ...req, category: req.category ?? null });
  const a = analyzeSeed(facts.name, req.category);
  const category = req.category ?? facts.noun?.entry.category ?? a.category;
  const brand = facts.brand;
  const name = keepCase(facts.name);
  const lead = brandedName(brand, name);
  const titles = titleOptions(facts, req.platform, category);
  // A name Vikreta cannot read ('Godaan by Premchand') still has a product when the description names it.
  // Keywords name the product: a name Vikreta cannot read ('Mountain Bike', 'Godaan by Premchand') still has
  // a product when the description names it ('cycle', 'novel').
  const forms = facts.noun ? nounForms(facts.noun.entry) : [];
  const named = listingKeywords(a, facts, language).filter(
    (k) => forms.length === 0 || forms.some((form) => hasPhrase(k, form)),
  );
  // Few of them name it: the product's own phrases fill the list up.
  const keywords =
    named.length < 3 && facts.noun
      ? uniqueCaseInsensitive([
          ...named,
          ...listingKeywords(analyzeSeed(facts.noun.text, category), facts, language),
        ])
      : named;
  // Backend search terms take the keywords' words, then the product's other names ('shoe' alone says little;
  // no misspellings: Amazon's search corrects them, Seller Central help 23501): the field and the tip that quotes
  // it are made from the same words.
  const contradicts = contradictionsOf(facts.text);
  const searchWords = [...keywords, ...(facts.noun?.entry.synonyms.filter((x) => !contradicts(x)) ?? [])];
  const missingKeys = facts.noun ? missingAttributes(facts, facts.noun.entry.profile.checklist) : [];
  const rules = listingRulesOf(req.platform);
  const termsRules = req.platform === 'all' ? marketplace('amazon').listing : rules;
  const notice = languageNotice(language, 'productOptimization');
  const bulletCount = rules?.bullets?.count ?? 5;
  const bulletMaxChars = rules?.bullets?.maxChars ?? 250;
  return {
    titleSuggestions: titles,
    bulletPoints: bulletPoints({
      facts,
      rows: factRows(facts, null, m, language),
      skipLabels: new Set([m.brandLabel, m.productTypeLabel, m.categoryLabel]),
      category,
      count: bulletCount,
      maxChars: bulletMaxChars,
      explainMarks: language === 'en',
      measureLabel: (measure) => measureLabel(measure, language),
    }),
    optimizedDescription: optimizedDescription(
      {
        facts,
        lead,
        category,
        language,
        maxChars: descriptionMaxFor(req.platform),
        bulletCount,
        bulletMaxChars,
      },
      m,
    ),
    shortDescription: shortDescription(facts, lead, m, language),
    keywords,
    // For every marketplace, Amazon.in's field (the only one with backend search terms), as its tip quotes it.
    searchTerms: termsRules?.searchTerms
      ? backendSearchTerms(searchWords, titles.slice(0, 1), termsRules.searchTerms.maxBytes)
      : '',
    platformSpecificTips: targetPlatforms(req.platform, a).map((platform) => ({
      platform,
      tips: platformTips(
        marketplace(platform),
        {
          facts,
          base: a.base,
          titles,
          keywords,
          missing: missingKeys.map((k) => attributeLabels[k][language]),
          language,
          category: a.category,
          searchWords,
        },
        m,
      ),
    })),
    source: builtinSource,
    isEstimate: true,
    facts: factRows(facts, category, messagesFor('en'), 'en').map(([label, value]) => ({ label, value })),
    checklist: checklistLines(missingKeys, language),
    ...(notice ? { languageNotice: notice } : {}),
    ...(facts.noun
      ? {}
      : {
          vocabularyNotice:
            keywords.length > 0
              ? messagesFor('en').noVocabulary(facts.name)
              : messagesFor('en').noKeywords(facts.name, !indicScriptOf(facts.name)),
        }),
  };
}
