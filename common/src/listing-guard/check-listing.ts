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
import { descriptionMaxFor, listingRulesOf, sources, titleLimitFor } from './data/listing-rules';
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
  const bulletRule = listingRulesOf(input.platform)?.bullets;
  (input.bullets ?? []).forEach((b, i) => {
    findings.push(...guardProse(b, `bullets[${i}]`, ctx).findings);
    fields.push({
      field: `bullets[${i}]`,
      characters: b.length,
      bytes: byteLength(b),
      ...(bulletRule
        ? { limit: { max: bulletRule.maxChars, unit: 'characters' as const, source: bulletRule.source } }
        : {}),
    });
    if (bulletRule && b.length > bulletRule.maxChars)
      findings.push(
        finding(
          'bullet.length',
          'warning',
          'flagged',
          `bullets[${i}]`,
          `${b.length} characters`,
          `Bullets run to about ${bulletRule.maxChars} characters.`,
          bulletRule.source,
        ),
      );
  });
  if (bulletRule && (input.bullets?.length ?? 0) > bulletRule.count)
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
    const max = descriptionMaxFor(input.platform);
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
  const rules = listingRulesOf(input.platform);
  const bytes = rules?.searchTerms;
  if (bytes) {
    fields.push({
      field: 'searchTerms',
      characters: terms.length,
      bytes: size,
      limit: { max: bytes.maxBytes, unit: 'bytes', source: bytes.source },
    });
    if (size > bytes.maxBytes)
      out.push(
        finding(
          'search-terms.bytes',
          'error',
          'flagged',
          'searchTerms',
          `${size} bytes`,
          `Only about the first ${bytes.maxBytes} bytes are indexed; Indian scripts take 3 bytes a letter.`,
          bytes.source,
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
          `${rules.name} search terms guidance`,
        ),
      );
  } else {
    fields.push({ field: 'searchTerms', characters: terms.length, bytes: size });
  }
  const slots = rules?.searchKeywords;
  if (rules && slots) {
    const count = terms.split(',').filter((t) => t.trim()).length;
    if (count > slots.max)
      out.push(
        finding(
          'search-terms.count',
          'warning',
          'flagged',
          'searchTerms',
          `${count} keywords`,
          `${rules.name} takes at most ${slots.max} search keywords.`,
          slots.source,
        ),
      );
  }
  return out;
}
