import type { ListingFinding } from '../contracts/listing-check';
import { findTerms } from '../listing-facts/terms';
import { hasPhrase, wordsOf } from '../text/scripts';
import { wordStem } from '../listing-facts/extract';
import type { ClaimRule } from './data/claim-rules';
import { claimRulesIn, inSellersBrand } from './claims';
import { firstContact } from './contacts';
import { compositionPattern } from './data/compositions';
import { contactPatterns, sources } from './data/listing-rules';
import type { GuardContext } from './context';
import { finding } from './findings';
import { unsupportedIn } from './support';
import { cutAtWord, joinClauses, splitClauses, splitSentences, tidy } from './tidy';
import { statesNoFactAlone } from '../text/content-words';

/**
 * Descriptions and other prose through the claim, contact and fact rules. In generated text a sentence
 * with contact details or a price goes; a clause with a prohibited claim or a fact the seller never wrote
 * goes ('100% whole wheat' keeps 'whole wheat'). A seller's own text is only flagged. Markdown line
 * prefixes (headings, bullets) are kept.
 */
export function guardProse(
  text: string,
  field: string,
  ctx: GuardContext,
  max?: number,
  /** Bullets keep '100% cotton' or '100% brass' as the seller wrote it: a composition line, read as a label, not prose. */
  keepComposition = false,
): { text: string; findings: ListingFinding[] } {
  const fix = ctx.origin === 'generated';
  const out: ListingFinding[] = [];
  const rules = claimRulesIn(ctx);
  const flagged = new Set<string>();
  // Generated descriptions state a fibre without '100%' ('Fabric: cotton'): marketplaces read '100%' in
  // descriptions as a claim. The seller's own text keeps it, unflagged.
  const source =
    fix && !keepComposition ? text.normalize('NFC').replace(compositionPattern, '$1') : text.normalize('NFC');
  const lines = source.split('\n');
  const kept = lines.map((line) => {
    const prefix = line.match(/^\s*(?:#{1,6}\s+|[-*•]\s+|\d+\.\s+)?/)?.[0] ?? '';
    const body = line.slice(prefix.length);
    if (!body.trim()) return line;
    const sentences = splitSentences(body).map((sentence) => {
      const contact = firstContact(sentence, contactPatterns);
      if (contact) {
        out.push(
          finding(
            contact.id,
            'error',
            fix ? 'removed' : 'flagged',
            field,
            sentence,
            `A ${contact.label} is not allowed in listing text.`,
            sources.amazonContent,
          ),
        );
        return fix ? '' : sentence;
      }
      const end = sentence.match(/[.!?।]+$/)?.[0] ?? '';
      const clauses = splitClauses(sentence).map((clause) =>
        checkClause(clause, rules, ctx, field, out, flagged),
      );
      // What follows a claim in its sentence goes with it when it is a word or two without a figure ('Best quality
      // product, long lasting.' leaves no 'Long lasting.'; '… from Barmer, Rajasthan.' no 'Rajasthan.'); what came
      // before it stays ('Lab certified, gives health and prosperity.').
      const firstGone = clauses.indexOf(null);
      const left = clauses.filter((c): c is string => c !== null);
      const fragment = firstGone === 0 && statesNoFactAlone(left);
      return fix
        ? joinClauses(
            fragment ? [] : left,
            end,
            // A sentence that started with a capital or a figure ('100% organic …' without its '100%') starts
            // with a capital again.
            clauses[0] === null || /^[\p{Lu}\d]/u.test(sentence.trim()),
          )
        : sentence;
    });
    const rebuilt = sentences.filter(Boolean).join(' ');
    // A line whose every sentence went goes too, leaving no gap in its list.
    return rebuilt ? `${prefix}${rebuilt}` : null;
  });
  let result = fix
    ? dropEmptySections(kept.filter((line): line is string => line !== null))
        .join('\n')
        .replace(/\n{3,}/g, '\n\n')
        .trim()
    : text;
  if (max && result.length > max) {
    out.push(
      finding(
        'text.length',
        'warning',
        fix ? 'repaired' : 'flagged',
        field,
        `${result.length} characters`,
        `Cut to ${max} characters.`,
        sources.vikreta,
      ),
    );
    if (fix) result = cutText(result, max);
  }
  return { text: result, findings: out };
}

/** One clause: null when it must go, the (possibly trimmed) clause otherwise. Records findings. */
function checkClause(
  clause: string,
  rules: readonly ClaimRule[],
  ctx: GuardContext,
  field: string,
  out: ListingFinding[],
  flagged: Set<string>,
): string | null {
  const fix = ctx.origin === 'generated';
  let c = clause;
  for (const rule of rules) {
    const hit = rule.patterns.map((re) => c.match(re)).find(Boolean);
    if (!hit) continue;
    if (rule.action === 'flag') {
      if (inSellersBrand(ctx, c, hit[0])) continue;
      const sellerWrote = hasPhrase(ctx.facts.text, hit[0]);
      if ((sellerWrote || !fix) && !flagged.has(rule.id)) {
        flagged.add(rule.id);
        out.push(
          finding(
            rule.id,
            'warning',
            'flagged',
            field,
            hit[0],
            rule.message,
            `${rule.source} (as of ${rule.asOf})`,
          ),
        );
      }
      continue;
    }
    out.push(
      finding(
        rule.id,
        'error',
        fix ? 'removed' : 'flagged',
        field,
        clause,
        rule.message,
        `${rule.source} (as of ${rule.asOf})`,
      ),
    );
    if (!fix) continue;
    const rest = tidy(c.replace(hit[0], ' '));
    const factFollows =
      rule.id === 'claim.hundred-percent' && findTerms(rest).some((t) => t.index <= (hit.index ?? 0) + 1);
    if (!factFollows) return null;
    c = rest;
  }
  if (!fix) return c;
  const claimed = wordsOf(c).find((w) => ctx.facts.claimOnlyWords.has(wordStem(w)));
  if (claimed) {
    out.push(
      finding(
        'text.seller-claim',
        'error',
        'removed',
        field,
        clause,
        `Removed: '${claimed}' comes from a claim in the seller's text, which a listing never repeats.`,
        sources.vikreta,
      ),
    );
    return null;
  }
  const invented = unsupportedIn(c, ctx.facts);
  if (invented.length > 0) {
    const u = invented[0]!;
    out.push(
      finding(
        u.rule,
        'error',
        'removed',
        field,
        clause,
        `Removed: '${u.text}' is not in the seller's facts (${u.detail}).`,
        sources.vikreta,
      ),
    );
    return null;
  }
  return c;
}

/** Markdown headings left with nothing under them (before a heading of the same level) go too. */
function dropEmptySections(lines: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const level = line.match(/^(#{1,6})\s/)?.[1]?.length;
    if (level) {
      const next = lines.slice(i + 1).find((l) => l.trim());
      const nextLevel = next?.match(/^(#{1,6})\s/)?.[1]?.length;
      if (!next || (nextLevel !== undefined && nextLevel <= level)) continue;
    }
    out.push(line);
  }
  return out;
}

/** Cuts prose at a paragraph or sentence end where possible, else at a word. */
function cutText(text: string, max: number): string {
  const cut = text.slice(0, max);
  const paragraph = cut.lastIndexOf('\n\n');
  if (paragraph > max / 2) return cut.slice(0, paragraph).trim();
  const sentence = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('। '));
  if (sentence > max / 2) return cut.slice(0, sentence + 1).trim();
  return cutAtWord(text, max - 1);
}
