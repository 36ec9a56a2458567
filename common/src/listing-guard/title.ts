import type { ListingFinding } from '../contracts/listing-check';
import { hasPhrase, hasWords, wordsOf, escapeRegExp } from '../text/scripts';
import { claimRulesIn, inSellersBrand } from './claims';
import {
  bannedTitleChars,
  contactPatterns,
  maxWordRepeats,
  promoPattern,
  repeatExemptWords,
  sources,
  titleLimitFor,
} from './data/listing-rules';
import { contactMatches } from './contacts';
import type { GuardContext } from './context';
import { finding } from './findings';
import { removeSpans, unsupportedIn } from './support';
import { wordStem } from '../listing-facts/extract';
import { findTerms } from '../listing-facts/terms';
import { cutAtWord, removeMatches, tidy } from './tidy';

/** Endorsement words are claims wherever they stand in a title, even when the seller wrote them. */
const endorsementInTitle =
  /\b(?:dermatologi\w*|doctors?|clinically|ophthalmologi\w*|p(?:a)?ediatricians?)\b(?:[- ](?:approved|recommended|certified|proven)\b|(?![- ]tested))/gi;

/**
 * One title through every title rule. Generated titles are repaired (removed words, restored key facts,
 * cut to the limit); a seller's own title is only flagged. Returns null when nothing usable is left.
 */
export function guardTitle(
  title: string,
  field: string,
  ctx: GuardContext,
): { title: string | null; findings: ListingFinding[]; patched: boolean } {
  const fix = ctx.origin === 'generated';
  let patched = false;
  const out: ListingFinding[] = [];
  const note = (rule: string, severity: 'error' | 'warning', text: string, message: string, source: string) =>
    out.push(
      finding(
        rule,
        severity,
        fix ? (rule === 'title.length' || rule === 'title.key-fact' ? 'repaired' : 'removed') : 'flagged',
        field,
        text,
        message,
        source,
      ),
    );
  let t = title.normalize('NFC').replace(/\s+/g, ' ').trim();

  for (const c of contactPatterns)
    for (const { text: m } of contactMatches(t, c)) {
      note(c.id, 'error', m, `A ${c.label} is not allowed in a title.`, sources.amazonContent);
      if (fix) t = tidy(t.split(m).join(' '));
    }
  const banned = bannedTitleChars.filter((ch) => t.includes(ch));
  const symbols = t.match(/[\p{Extended_Pictographic}™®©]/gu) ?? [];
  if (banned.length + symbols.length > 0) {
    note(
      'title.characters',
      'error',
      [...banned, ...symbols].join(' '),
      'Characters such as ! $ ? _ { } ^ ¬ ¦ and emoji are not allowed in titles.',
      sources.amazonTitle,
    );
    if (fix) t = tidy([...banned, ...symbols].reduce((s, ch) => s.split(ch).join(' '), t));
  }
  for (const rule of claimRulesIn(ctx).filter((r) => r.action === 'flag')) {
    const m = rule.patterns.map((re) => t.match(re)).find(Boolean);
    if (m && !inSellersBrand(ctx, t, m[0]) && (!fix || hasPhrase(ctx.facts.text, m[0])))
      out.push(
        finding(
          rule.id,
          'warning',
          'flagged',
          field,
          m[0],
          rule.message,
          `${rule.source} (as of ${rule.asOf})`,
        ),
      );
  }
  for (const rule of claimRulesIn(ctx).filter((r) => r.action === 'remove'))
    for (const re of rule.patterns) {
      const m = t.match(re);
      if (!m) continue;
      note(rule.id, 'error', m[0], rule.message, `${rule.source} (as of ${rule.asOf})`);
      if (fix) t = removeMatches(t, re);
    }
  for (const m of t.match(promoPattern) ?? []) {
    note('title.promotional', 'error', m, 'Promotional words do not belong in titles.', sources.amazonTitle);
    if (fix) t = removeMatches(t, new RegExp(`\\b${m}\\b`, 'i'));
  }
  for (const m of t.match(endorsementInTitle) ?? []) {
    // A bare 'Doctor' in the seller's own product name ('Kids Doctor Set') names the product, endorses nothing.
    if (!/approved|recommended|certified|proven/i.test(m) && hasWords(ctx.facts.name, m.toLowerCase()))
      continue;
    note(
      'title.endorsement',
      'error',
      m,
      'Endorsements (dermatologist, doctor, clinically …) are claims and do not belong in a title.',
      sources.amazonTitle,
    );
    if (fix) t = removeMatches(t, new RegExp(escapeRegExp(m), 'i'));
  }
  if (fix && ctx.facts.claimOnlyWords.size > 0) {
    const claimed = t
      .split(' ')
      .filter((token) => wordsOf(token).some((w) => ctx.facts.claimOnlyWords.has(wordStem(w))));
    for (const token of new Set(claimed))
      note(
        'title.seller-claim',
        'error',
        token,
        `Removed '${token}': it comes from a claim in the seller's text, and a title never repeats a claim.`,
        sources.vikreta,
      );
    if (claimed.length > 0)
      t = tidy(
        t
          .split(' ')
          .filter((token) => !claimed.includes(token))
          .join(' '),
      );
  }
  if (fix) {
    const invented = unsupportedIn(t, ctx.facts, { strict: true });
    for (const u of invented) {
      const why =
        u.rule === 'title.contradiction'
          ? `contradicts the seller's facts (${u.detail})`
          : u.rule === 'fact.part'
            ? `in the seller's text it is a part's ${u.detail}, not the product's`
            : `the seller never wrote it (${u.detail})`;
      note(u.rule, 'error', u.text, `Removed '${u.text}': ${why}.`, sources.vikreta);
    }
    t = tidy(removeSpans(t, invented));
  }
  if (fix)
    t = sellerWording(t, ctx, (from, to) =>
      note('title.wording', 'warning', from, `Written as the seller wrote it: '${to}'.`, sources.vikreta),
    );
  t = enforceRepeats(
    t,
    (w) =>
      note(
        'title.repeats',
        'warning',
        w,
        `'${w}' appeared more than ${maxWordRepeats} times.`,
        sources.amazonTitle,
      ),
    fix,
  );

  if (fix)
    for (const k of ctx.keyFacts)
      if (!k.present(t)) {
        note('title.key-fact', 'warning', k.text, `Put back the seller's fact '${k.text}'.`, sources.vikreta);
        patched ||= Boolean(t);
        t = k.kind === 'noun' && !t ? k.text : `${t}${t.includes(' - ') ? ',' : ' -'} ${k.text}`;
      }
  const limit = titleLimitFor(ctx.platform === 'all' ? 'all' : ctx.platform, ctx.category);
  if (t.length > limit.max) {
    note(
      'title.length',
      'error',
      `${t.length} characters`,
      `Titles may have at most ${limit.max} characters here.`,
      limit.source,
    );
    if (fix) t = fitWithKeyFacts(t, limit.max, ctx);
  }
  t = tidy(t);
  return { title: wordsOf(t).length > 0 ? t : null, findings: out, patched };
}

/**
 * A claim or certification the seller made is written the seller's way ('Dermatologically tested', not
 * 'Dermatologist Tested'): a rewording can change what is claimed.
 */
function sellerWording(title: string, ctx: GuardContext, report: (from: string, to: string) => void): string {
  let out = title;
  for (const term of findTerms(title).sort((a, b) => b.index - a.index)) {
    if (term.factClass !== 'claim' && term.factClass !== 'certification') continue;
    const seller = ctx.facts.terms.find((x) => x.canonical === term.canonical);
    if (!seller || hasPhrase(ctx.facts.text, term.text)) continue;
    report(term.text, seller.text);
    out = `${out.slice(0, term.index)}${seller.text}${out.slice(term.index + term.text.length)}`;
  }
  return out;
}

/** Drops words beyond their second use (articles, prepositions and conjunctions exempt). */
function enforceRepeats(title: string, report: (word: string) => void, fix: boolean): string {
  const counts = new Map<string, number>();
  const reported = new Set<string>();
  const kept = title.split(' ').filter((token) => {
    const ws = wordsOf(token).filter((w) => !repeatExemptWords.has(w));
    const over = ws.find((w) => (counts.get(w) ?? 0) >= maxWordRepeats);
    for (const w of ws) counts.set(w, (counts.get(w) ?? 0) + 1);
    if (over && !reported.has(over)) {
      reported.add(over);
      report(over);
    }
    return !over || !fix;
  });
  return tidy(kept.join(' '));
}

/** Shortens a title to the limit, dropping trailing segments that carry no key fact before cutting words. */
function fitWithKeyFacts(title: string, max: number, ctx: GuardContext): string {
  const parts = title.split(/(?=,\s|\s-\s)/);
  while (parts.join('').length > max && parts.length > 1) {
    const index = [...parts.keys()]
      .reverse()
      .find((i) => i > 0 && !ctx.keyFacts.some((k) => k.present(parts[i] ?? '')));
    if (index === undefined) break;
    parts.splice(index, 1);
  }
  return cutAtWord(tidy(parts.join('')), max);
}
