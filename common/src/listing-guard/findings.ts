import type {
  FindingAction,
  FindingSeverity,
  ListingCheck,
  ListingFinding,
} from '../contracts/listing-check';
import { listingRulesAsOf } from './data/listing-rules';

/** Builds findings and turns them into the listing check (score and one-line summary). */
export function finding(
  rule: string,
  severity: FindingSeverity,
  action: FindingAction,
  field: string,
  text: string,
  message: string,
  source: string,
): ListingFinding {
  const dated = /as of/i.test(source) ? source : `${source} (as of ${listingRulesAsOf})`;
  return { rule, severity, action, field, text: text.trim().slice(0, 300), message, source: dated };
}

const penalty: Record<FindingSeverity, number> = { error: 20, warning: 8, info: 2 };

/** Rule families for the summary line: singular and plural names. */
function family(rule: string): [string, string] {
  if (rule.startsWith('claim.')) return ['claim', 'claims'];
  if (rule.startsWith('contact.')) return ['contact detail', 'contact details'];
  if (rule.startsWith('fact.') || rule.endsWith('contradiction'))
    return ['unsupported fact', 'unsupported facts'];
  if (rule.startsWith('keyword.')) return ['keyword', 'keywords'];
  return ['other fix', 'other fixes'];
}

/**
 * The score rates the text as delivered: issues still in it (flagged) cost points by severity, and each
 * fact a buyer looks for that is missing costs 4. Removed and repaired issues are reported, not scored.
 */
export function listingCheck(
  findings: readonly ListingFinding[],
  missingFacts = 0,
  labels: Record<string, string> = {},
): ListingCheck {
  const kept = findings.filter((f) => f.action === 'flagged');
  const score = Math.max(
    0,
    Math.min(100, 100 - kept.reduce((s, f) => s + penalty[f.severity], 0) - missingFacts * 4),
  );
  const changed = findings.filter((f) => f.action !== 'flagged');
  const groups = new Map<string, ListingFinding[]>();
  for (const f of changed)
    groups.set(family(f.rule).join('|'), [...(groups.get(family(f.rule).join('|')) ?? []), f]);
  const parts = [...groups].map(([names, fs]) => {
    const [one, many] = names.split('|');
    const verb = fs.every((f) => f.action === 'removed') ? 'removed' : 'fixed';
    // The same words removed from several fields are one example, whatever their case and punctuation.
    const key = (f: ListingFinding) =>
      f.text
        .toLowerCase()
        .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
        .trim();
    const distinct = fs.filter((f, i) => fs.findIndex((g) => key(g) === key(f)) === i);
    const examples = distinct
      .slice(0, 3)
      .map((f) => `'${quoted(f.text)}'${labels[f.rule] ? ` (${labels[f.rule]})` : ''}`)
      .join(', ');
    // Counted as the seller reads them: each text once, with how many places it was in, and how many are not quoted.
    const places = fs.length > distinct.length ? ` (${fs.length} places)` : '';
    const more = distinct.length > 3 ? ` and ${distinct.length - 3} more` : '';
    return `${distinct.length} ${distinct.length > 1 ? many : one} ${verb}${places}: ${examples}${more}`;
  });
  if (kept.length > 0) parts.push(`${kept.length} to check`);
  // The score counts facts buyers look for that the listing lacks: the summary says so too.
  if (missingFacts > 0) parts.push(`${missingFacts} ${missingFacts > 1 ? 'facts' : 'fact'} to add`);
  return { score, summary: parts.length > 0 ? parts.join('; ') : 'No issues found', findings: [...findings] };
}

/**
 * The start of a finding's text for the summary, cut after a whole word ('Removes pimples and dark spots…'), never
 * inside one: a cut inside a word of an Indian script leaves a broken letter ('হয' of 'হয়').
 */
function quoted(text: string, max = 40): string {
  if (text.length <= max) return text;
  const space = text.slice(0, max + 1).lastIndexOf(' ');
  return `${(space > 0 ? text.slice(0, space) : text.slice(0, max)).replace(/[\s,.;:]+$/, '')}…`;
}
