import { byteLength } from '../text/byte-length';
import type {
  FieldStats,
  ListingCheck,
  ListingCheckRequest,
  ListingFinding,
} from '../contracts/listing-check';
import { checklistLines, missingAttributes } from '../listing-facts/checklist';
import { extractFacts } from '../listing-facts/extract';
import { keyFacts } from '../listing-facts/key-facts';
import { wordsOf } from '../text/scripts';
import type { GuardContext } from './context';
import {
  bulletRule,
  descriptionMax,
  flipkartKeywords,
  searchTermBytes,
  sources,
  titleLimitFor,
} from './data/listing-rules';
import { finding, listingCheck } from './findings';
import { ruleLabels } from './labels';
import { checkScripts } from './check-scripts';
import { guardProse } from './prose';
import { guardTitle } from './title';

export interface ListingCheckReport extends ListingCheck {
  fields: FieldStats[];
  /** Facts buyers look for that the listing does not state. */
  checklist: string[];
}

/**
 * "Check my listing": the same guard over a seller's existing listing. Nothing is changed: every problem
 * is flagged, with character and byte counts per field. No AI call, so it costs no quota.
 */
export function checkListing(input: ListingCheckRequest): ListingCheckReport {
  const text = [input.title, ...(input.bullets ?? []), input.description].filter(Boolean).join('\n');
  const facts = extractFacts({
    productName: input.title,
    description: text,
    category: input.category ?? null,
  });
  const category = input.category ?? facts.noun?.entry.category ?? null;
  const ctx: GuardContext = {
    facts,
    keyFacts: keyFacts(facts),
    category,
    platform: input.platform,
    language: 'en',
    origin: 'seller',
  };
  const findings: ListingFinding[] = [];
  const fields: FieldStats[] = [];
  const limit = titleLimitFor(input.platform === 'all' ? 'all' : input.platform, category);

  if (input.title) {
    findings.push(...guardTitle(input.title, 'title', ctx).findings);
    fields.push({
      field: 'title',
      characters: input.title.length,
      bytes: byteLength(input.title),
      limit: { max: limit.max, unit: 'characters', source: limit.source },
    });
  }
  (input.bullets ?? []).forEach((b, i) => {
    findings.push(...guardProse(b, `bullets[${i}]`, ctx).findings);
    const isAmazon = input.platform === 'amazon';
    fields.push({
      field: `bullets[${i}]`,
      characters: b.length,
      bytes: byteLength(b),
      ...(isAmazon
        ? { limit: { max: bulletRule.max, unit: 'characters' as const, source: bulletRule.source } }
        : {}),
    });
    if (isAmazon && b.length > bulletRule.max)
      findings.push(
        finding(
          'bullet.length',
          'warning',
          'flagged',
          `bullets[${i}]`,
          `${b.length} characters`,
          `Bullets run to about ${bulletRule.max} characters.`,
          bulletRule.source,
        ),
      );
  });
  if (input.platform === 'amazon' && (input.bullets?.length ?? 0) > bulletRule.count)
    findings.push(
      finding(
        'bullet.count',
        'warning',
        'flagged',
        'bullets',
        `${input.bullets?.length} bullets`,
        `Sellers get ${bulletRule.count} bullets.`,
        bulletRule.source,
      ),
    );
  if (input.description) {
    const max = descriptionMax[input.platform];
    findings.push(...guardProse(input.description, 'description', ctx, max).findings);
    fields.push({
      field: 'description',
      characters: input.description.length,
      bytes: byteLength(input.description),
      limit: { max, unit: 'characters', source: sources.amazonContent },
    });
  }
  if (input.searchTerms) findings.push(...checkSearchTerms(input, fields));
  findings.push(...checkScripts(input));
  const missing = facts.noun ? missingAttributes(facts, facts.noun.entry.profile.checklist) : [];
  return {
    ...listingCheck(findings, missing.length, ruleLabels),
    fields,
    checklist: checklistLines(missing, 'en'),
  };
}

function checkSearchTerms(input: ListingCheckRequest, fields: FieldStats[]): ListingFinding[] {
  const terms = input.searchTerms ?? '';
  const out: ListingFinding[] = [];
  const size = byteLength(terms);
  if (input.platform === 'amazon') {
    fields.push({
      field: 'searchTerms',
      characters: terms.length,
      bytes: size,
      limit: { max: searchTermBytes.max, unit: 'bytes', source: searchTermBytes.source },
    });
    if (size > searchTermBytes.max)
      out.push(
        finding(
          'search-terms.bytes',
          'error',
          'flagged',
          'searchTerms',
          `${size} bytes`,
          `Only about the first ${searchTermBytes.max} bytes are indexed; Indian scripts take 3 bytes a letter.`,
          searchTermBytes.source,
        ),
      );
    const titleWords = new Set(wordsOf(input.title ?? ''));
    const repeated = [...new Set(wordsOf(terms).filter((w) => titleWords.has(w)))];
    if (repeated.length > 0)
      out.push(
        finding(
          'search-terms.repeats',
          'info',
          'flagged',
          'searchTerms',
          repeated.slice(0, 8).join(' '),
          'Words already in the title add nothing in search terms.',
          'Amazon Seller Central search terms guidance',
        ),
      );
  } else {
    fields.push({ field: 'searchTerms', characters: terms.length, bytes: size });
  }
  if (input.platform === 'flipkart') {
    const count = terms.split(',').filter((t) => t.trim()).length;
    if (count > flipkartKeywords.max)
      out.push(
        finding(
          'search-terms.count',
          'warning',
          'flagged',
          'searchTerms',
          `${count} keywords`,
          `Flipkart takes at most ${flipkartKeywords.max} search keywords.`,
          flipkartKeywords.source,
        ),
      );
  }
  return out;
}
