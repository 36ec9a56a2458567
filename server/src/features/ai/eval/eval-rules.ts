import { isPlatform } from '@common/constants/platforms';
import { listingRulesOf, titleLimitFor } from '@common/listing-guard/data/listing-rules';
import { compositionPattern } from '@common/listing-guard/data/compositions';
import type { EvalCase } from './eval-cases';
import { cleanAnswerProblem } from './eval-clean';
import {
  allStrings,
  containsPhrase,
  containsSubstring,
  listTexts,
  nfc,
  scriptRanges,
  stringOf,
} from './eval-text';
import { claimWords, descriptionBans, measureOf, opposites } from './eval-word-lists';

/** One rule's verdict on one answer; `detail` says what broke it. */
export interface RuleResult {
  rule: string;
  pass: boolean;
  detail?: string;
}

type Answer = Record<string, unknown>;
const fail = (rule: string, detail: string): RuleResult => ({ rule, pass: false, detail });
const ok = (rule: string): RuleResult => ({ rule, pass: true });

const titlesOf = (a: Answer) => listTexts(a.titleSuggestions);
const descriptionsOf = (a: Answer) => [stringOf(a.optimizedDescription), stringOf(a.shortDescription)];
const keywordItems = (a: Answer) => [...listTexts(a.relatedKeywords), ...listTexts(a.longTailKeywords)];

function generatedText(c: EvalCase, a: Answer): string {
  if (c.tool === 'keywords') {
    const insights = Array.isArray(a.platformInsights)
      ? a.platformInsights.flatMap((p) => listTexts((p as Answer).insights))
      : [];
    return [...listTexts(a.suggestions), ...insights].join('\n');
  }
  if (c.tool === 'optimization') return descriptionsOf(a).join('\n');
  return allStrings(a).join('\n');
}

function firstMiss<T>(items: readonly T[], bad: (x: T) => string | undefined): string | undefined {
  for (const x of items) {
    const why = bad(x);
    if (why) return why;
  }
  return undefined;
}

/** The rules a case lists in `expect`. */
export function listedRules(c: EvalCase, a: Answer): RuleResult[] {
  const e = c.expect;
  const out: RuleResult[] = [];
  if (e.titleMustKeepAny) {
    const titles = titlesOf(a);
    const miss = e.titleMustKeepAny.find(
      (fact) => !titles.some((t) => fact.split('|').some((alt) => containsPhrase(t, alt))),
    );
    out.push(miss ? fail('titleMustKeepAny', `no title keeps '${miss}'`) : ok('titleMustKeepAny'));
  }
  if (e.titleMustNotContain) {
    const why = firstMiss(titlesOf(a), (t) => {
      const hit = e.titleMustNotContain!.find((p) => containsPhrase(t, p));
      return hit ? `'${hit}' in '${t}'` : undefined;
    });
    out.push(why ? fail('titleMustNotContain', why) : ok('titleMustNotContain'));
  }
  if (e.descriptionMustNotContain) {
    const hit = e.descriptionMustNotContain.find((p) => descriptionsOf(a).some((d) => containsPhrase(d, p)));
    out.push(hit ? fail('descriptionMustNotContain', `'${hit}'`) : ok('descriptionMustNotContain'));
  }
  if (e.keywordsMustContainAnyOf) {
    const items = keywordItems(a);
    const off = items.find((k) => !e.keywordsMustContainAnyOf!.some((n) => containsSubstring(k, n)));
    out.push(
      items.length === 0
        ? fail('keywordsMustContainAnyOf', 'no keywords')
        : off
          ? fail('keywordsMustContainAnyOf', `'${off}'`)
          : ok('keywordsMustContainAnyOf'),
    );
  }
  if (e.keywordsMustNotContain) {
    const why = firstMiss(keywordItems(a), (k) => {
      const hit = e.keywordsMustNotContain!.find((p) => containsPhrase(k, p));
      return hit ? `'${k}'` : undefined;
    });
    out.push(why ? fail('keywordsMustNotContain', why) : ok('keywordsMustNotContain'));
  }
  if (e.mustContainScript) {
    const found = scriptRanges[e.mustContainScript].test(generatedText(c, a));
    out.push(found ? ok('mustContainScript') : fail('mustContainScript', `no ${e.mustContainScript}`));
  }
  if (e.mustContainExact) {
    const texts = c.tool === 'keywords' ? [stringOf(a.keyword), ...keywordItems(a)] : allStrings(a);
    const miss = e.mustContainExact.find((s) => !texts.some((t) => nfc(t).includes(nfc(s))));
    out.push(miss ? fail('mustContainExact', `'${miss}' missing`) : ok('mustContainExact'));
  }
  if (e.platformsMustNotInclude) {
    const entries = ['platformInsights', 'platformOpportunities', 'platformSpecificTips'].flatMap((k) =>
      Array.isArray(a[k]) ? (a[k] as Answer[]).map((p) => stringOf(p.platform)) : [],
    );
    const hit = entries.find((p) => e.platformsMustNotInclude!.includes(p));
    out.push(hit ? fail('platformsMustNotInclude', `'${hit}'`) : ok('platformsMustNotInclude'));
  }
  return out;
}

const exemptWords = new Set(
  'a an the and or but nor so yet for with of in on to at by from under into up as per without'.split(' '),
);
const urlPattern = /https?:\/\/|www\.|\b[a-z0-9-]+\.(com|in|net|org|co)\b/i;
const phonePattern = /(\+91[\s-]?)?\b[6-9]\d{4}[\s-]?\d{5}\b|\b\d{3}[\s-]\d{3}[\s-]\d{4}\b/;
const pricePattern = /(₹|\brs\.?\s?|\binr\s?)\d/i;

/** Rules the "about" text makes hold for EVERY optimization case. */
export function globalOptimizationRules(c: EvalCase, a: Answer): RuleResult[] {
  const r = c.request;
  const input = [r.productName, r.description, r.brand].map(stringOf).join('\n');
  const titles = titlesOf(a);
  const platform = stringOf(r.platform);
  const limit = isPlatform(platform) && platform !== 'all' ? titleLimitFor(platform).max : 200;

  const pairing = firstMiss(titles, (t) => {
    for (const [x, y] of opposites) {
      const inTitle = x.some((p) => p.test(t)) && y.some((p) => p.test(t));
      const inInput = x.some((p) => p.test(input)) && y.some((p) => p.test(input));
      if (inTitle && !inInput) return `opposites in '${t}'`;
    }
    const values = new Map<string, Set<string>>();
    for (const m of t.matchAll(
      /(\d+(?:\.\d+)?)\s?-?\s?(mah|w|watts?|cm|mm|inch(?:es)?|ml|l|ltr|litres?|liters?|kg|g|gm)\b/gi,
    )) {
      const measure = measureOf(m[2] ?? '');
      const set = values.get(measure) ?? new Set();
      set.add(m[1] ?? '');
      values.set(measure, set);
    }
    for (const [measure, set] of values)
      if (set.size > 1 && [...set].some((v) => !new RegExp(`\\b${v.replace('.', '\\.')}\\b`).test(input)))
        return `two ${measure} values in '${t}'`;
    return undefined;
  });
  const claim = firstMiss(titles, (t) => {
    const hit = claimWords.find((w) => containsPhrase(t, w) && !containsPhrase(input, w));
    return hit ? `'${hit}' in '${t}'` : undefined;
  });
  const tooLong = titles.find((t) => t.length > limit);
  const repeated = firstMiss(titles, (t) => {
    const counts = new Map<string, number>();
    for (const w of t
      .toLowerCase()
      .split(/[^\p{L}\p{N}\p{M}]+/u)
      .filter(Boolean))
      if (!exemptWords.has(w)) counts.set(w, (counts.get(w) ?? 0) + 1);
    const word = [...counts].find(([, n]) => n > 2)?.[0];
    return word ? `'${word}' thrice in '${t}'` : undefined;
  });
  const contact = titles.find((t) => urlPattern.test(t) || phonePattern.test(t) || pricePattern.test(t));
  const bullets = listTexts(a.bulletPoints);
  // A bullet may state a fibre composition as the seller wrote it ('Fabric: 100% cotton'): a labelling fact.
  const bulletProse = bullets.map((b) => b.replace(compositionPattern, '$1'));
  const banned = descriptionBans.find((p) =>
    [...descriptionsOf(a), ...bulletProse].some((d) => containsPhrase(d, p)),
  );
  // Bullets: the seller's facts, five at most of about 250 characters, no claim word the seller did not write.
  const badBullet =
    (bullets.length > 5 && `${bullets.length} bullets`) ||
    bullets.find((b) => b.length > 250) ||
    firstMiss(bullets, (b) => {
      const hit = claimWords.find((w) => containsPhrase(b, w) && !containsPhrase(input, w));
      return hit ? `'${hit}' in '${b}'` : undefined;
    }) ||
    (stringOf(r.description)
      .split(/[.!?]\s/)
      .filter((x) => x.trim()).length >= 2 &&
      bullets.length === 0 &&
      'no bullets from a description of several sentences');
  // Backend search terms (Amazon.in's): within the byte limit, no word of the first title.
  const terms = stringOf(a.searchTerms);
  const termRule = isPlatform(platform) ? listingRulesOf(platform)?.searchTerms : undefined;
  const titleWords = new Set(
    (titles[0] ?? '')
      .toLowerCase()
      .split(/[^\p{L}\p{N}\p{M}]+/u)
      .filter(Boolean),
  );
  const badTerms =
    (new TextEncoder().encode(terms).length > (termRule?.maxBytes ?? 200) && `${terms.length} characters`) ||
    (termRule !== undefined &&
      terms
        .toLowerCase()
        .split(/\s+/)
        .find((w) => titleWords.has(w) && w.length > 2));
  return [
    badBullet ? fail('bulletsFromFacts', String(badBullet)) : ok('bulletsFromFacts'),
    badTerms ? fail('searchTermsAddWords', `'${badTerms}' in '${terms}'`) : ok('searchTermsAddWords'),
    pairing ? fail('noOpposites', pairing) : ok('noOpposites'),
    claim ? fail('noNewClaimWords', claim) : ok('noNewClaimWords'),
    tooLong ? fail('titleWithinLimit', `${tooLong.length} > ${limit}`) : ok('titleWithinLimit'),
    repeated ? fail('noWordThrice', repeated) : ok('noWordThrice'),
    contact ? fail('noContactOrPriceInTitle', `'${contact}'`) : ok('noContactOrPriceInTitle'),
    banned ? fail('noProhibitedClaimsInDescription', `'${banned}'`) : ok('noProhibitedClaimsInDescription'),
    titles.length > 0 ? ok('hasTitles') : fail('hasTitles', 'no titles'),
  ];
}

/** Every rule for one case's answer. */
export function evaluate(c: EvalCase, answer: unknown): RuleResult[] {
  const a = (answer && typeof answer === 'object' ? answer : {}) as Answer;
  const dirty = cleanAnswerProblem(c, a);
  return [
    ...listedRules(c, a),
    ...(c.tool === 'optimization' ? globalOptimizationRules(c, a) : []),
    dirty ? fail('cleanAnswer', dirty) : ok('cleanAnswer'),
  ];
}
