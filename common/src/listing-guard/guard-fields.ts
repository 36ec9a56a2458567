import { farFromRange } from '../constants/options';
import { aiToolFields, type AiTextField, type AiTool } from '../contracts/ai-fields';
import type { ListingFinding } from '../contracts/listing-check';
import { languageScripts, type Script } from '../text/scripts';
import { claimRulesIn } from './claims';
import { firstContact } from './contacts';
import type { GuardContext } from './context';
import { adviceRules, negatedAdvice } from './data/advice-rules';
import { adviceContactPatterns, sources } from './data/listing-rules';
import { finding } from './findings';
import { segmentProblem } from './segments';
import { splitSentences, tidy } from './tidy';

/**
 * One pass over every text field of an answer, driven by the tools' field description (contracts/
 * ai-fields.ts): each segment (a list item, a sentence) is checked for its script and broken vowel signs;
 * advice segments also for advice rules, claims, contact details and prices outside the seller's range.
 * In generated text a failing segment is removed (a title or keyword loses the foreign words only); in
 * a seller's own text it is flagged. Runs for every engine, after the field-specific listing rules.
 */
export interface FieldsOptions {
  /** Rupee bounds the seller gave (product research): advice prices far outside them go. */
  priceRange?: { min: number; max: number | null };
}

type Verdict = { rule: string; text: string; message: string; source: string; words?: string[] } | null;

const rupees = /(?:₹|\brs\.?|\binr)\s?(\d[\d,]*)/gi;
/** What a marketplace charges: a cost, not a price ('inwarding ₹5/unit', 'storage from ₹1/day'). */
const feeWords =
  /\b(?:fees?|commission|charges?|shipping|delivery|closing|handling|per order|an order|returns?|tcs|tds|gst|inwarding|storage|fulfil+ment|pick\s*(?:and|&)\s*pack|per\s+(?:unit|day|kg|month))\b|₹\s?[\d,.]+\s*\/\s*(?:unit|day|kg|month|order)\b/i;

function adviceVerdict(text: string, ctx: GuardContext, o: FieldsOptions): Verdict {
  const negated = negatedAdvice.test(text);
  const contact = firstContact(text, adviceContactPatterns);
  if (contact)
    return {
      rule: contact.id,
      text,
      message: `A ${contact.label} does not belong in advice.`,
      source: sources.vikreta,
    };
  for (const rule of adviceRules) {
    const hit = rule.patterns.find((re) => re.test(text));
    if (hit && !(negated && rule.id !== 'advice.competitors' && rule.id !== 'advice.reviews'))
      return { rule: rule.id, text, message: rule.message, source: `${rule.source} (as of ${rule.asOf})` };
    if (hit && !negatedAdvice.test(text.split(hit)[0] ?? ''))
      return { rule: rule.id, text, message: rule.message, source: `${rule.source} (as of ${rule.asOf})` };
  }
  // Quoted words are terms under discussion (a keyword, a misspelling such as 'heals'), not claims.
  const unquoted = text.replace(/"[^"]*"|“[^”]*”|‘[^’]*’|(?<![\p{L}])'[^']*'(?![\p{L}])/gu, ' ');
  if (!negated)
    for (const rule of claimRulesIn(ctx).filter((r) => r.action === 'remove')) {
      const m = rule.patterns.map((re) => unquoted.match(re)).find(Boolean);
      if (
        m &&
        !/best[- ]?sell|top[- ]rated|cheapest|lowest\s+price|unbeatable|most\s+(?:trusted|effective)/i.test(
          m[0],
        )
      )
        return { rule: rule.id, text, message: rule.message, source: `${rule.source} (as of ${rule.asOf})` };
    }
  const range = o.priceRange;
  if (range)
    for (const m of text.matchAll(rupees)) {
      const n = Number((m[1] ?? '').replace(/,/g, ''));
      // A fee, charge or tax ('closing fee from ₹5', 'shipping ₹45–90 an order') is a cost, not a price.
      const around = text.slice(Math.max(0, (m.index ?? 0) - 60), (m.index ?? 0) + m[0].length + 30);
      if (feeWords.test(around)) continue;
      if (farFromRange(n, range))
        return {
          rule: 'advice.price-range',
          text,
          message: `₹${n} is far outside your price range; removed.`,
          source: sources.vikreta,
        };
    }
  return null;
}

function verdict(
  text: string,
  field: AiTextField,
  script: Script,
  ctx: GuardContext,
  o: FieldsOptions,
): Verdict {
  const seller = ctx.origin === 'generated' ? ctx.facts.text : '';
  const p = segmentProblem(text, script, seller);
  if (p) return { ...p, source: sources.vikreta };
  return field.role === 'advice' ? adviceVerdict(text, ctx, o) : null;
}

/** One text: sentence by sentence (markdown line prefixes kept). */
function guardText(
  text: string,
  where: string,
  field: AiTextField,
  script: Script,
  ctx: GuardContext,
  o: FieldsOptions,
  report: (where: string, v: NonNullable<Verdict>) => void,
): string {
  const fix = ctx.origin === 'generated';
  const lines = text.split('\n').map((line) => {
    const prefix = line.match(/^\s*(?:#{1,6}\s+|[-*•]\s+|\d+\.\s+)?/)?.[0] ?? '';
    const body = line.slice(prefix.length);
    if (!body.trim()) return line;
    const kept = splitSentences(body).filter((s) => {
      const v = verdict(s, field, script, ctx, o);
      if (v) report(where, v);
      return !v || !fix;
    });
    return kept.length > 0 ? `${prefix}${kept.join(' ')}` : '';
  });
  return fix
    ? withoutEmptyHeadings(text.split('\n'), lines)
        .join('\n')
        .replace(/\n{3,}/g, '\n\n')
        .trim()
    : text;
}

/** A markdown heading whose lines were all taken out goes too (no '### Price points' over nothing). */
function withoutEmptyHeadings(before: readonly string[], after: readonly string[]): string[] {
  const level = (l: string) => l.match(/^\s*(#{1,6})\s/)?.[1]?.length ?? 0;
  const hasContent = (lines: readonly string[], i: number) => {
    const own = level(lines[i] ?? '');
    for (const l of lines.slice(i + 1)) {
      const next = level(l);
      if (next && next <= own) return false;
      if (!next && l.trim()) return true;
    }
    return false;
  };
  return after.filter((line, i) => !level(line) || hasContent(after, i) || !hasContent(before, i));
}

/** One list item: a title or keyword loses only the words in another script; anything else goes whole. */
function guardItem(
  item: string,
  where: string,
  field: AiTextField,
  script: Script,
  ctx: GuardContext,
  o: FieldsOptions,
  report: (where: string, v: NonNullable<Verdict>) => void,
): string | null {
  const v = verdict(item, field, script, ctx, o);
  if (!v) return item;
  report(where, v);
  if (ctx.origin !== 'generated') return item;
  if (field.role === 'listing' && v.words) {
    const rest = tidy(v.words.reduce((t, w) => t.split(w).join(' '), item));
    return /[\p{L}]{2,}/u.test(rest) ? rest : null;
  }
  return null;
}

export function guardFields<T extends object>(
  tool: AiTool,
  answer: T,
  ctx: GuardContext,
  o: FieldsOptions = {},
): { result: T; findings: ListingFinding[] } {
  const findings: ListingFinding[] = [];
  const fix = ctx.origin === 'generated';
  const script = languageScripts[ctx.language];
  const report = (where: string, v: NonNullable<Verdict>) =>
    findings.push(finding(v.rule, 'error', fix ? 'removed' : 'flagged', where, v.text, v.message, v.source));
  const out = { ...answer } as Record<string, unknown>;
  for (const field of aiToolFields[tool]) {
    const value = out[field.key];
    if (field.shape === 'text' && typeof value === 'string')
      out[field.key] = guardText(value, field.key, field, script, ctx, o, report);
    if (field.shape === 'list' && Array.isArray(value))
      out[field.key] = (value as unknown[])
        .map((x, i) =>
          typeof x === 'string' ? guardItem(x, `${field.key}[${i}]`, field, script, ctx, o, report) : x,
        )
        .filter((x) => x !== null);
    if (field.shape === 'platforms' && Array.isArray(value) && field.itemKey) {
      const key = field.itemKey;
      out[field.key] = (value as Record<string, unknown>[])
        .map((entry, e) => ({
          ...entry,
          [key]: ((entry[key] as unknown[]) ?? [])
            .map((x, i) =>
              typeof x === 'string'
                ? guardItem(x, `${field.key}[${e}].${key}[${i}]`, field, script, ctx, o, report)
                : x,
            )
            .filter((x) => x !== null),
        }))
        .filter((entry) => (entry[key] as unknown[]).length > 0);
    }
  }
  return { result: out as T, findings };
}
