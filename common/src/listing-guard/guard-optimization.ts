import { byteLength } from '../text/byte-length';
import { withoutRemovedKeywords } from './tidy';
import type { ProductOptimizationRequest, ProductOptimizationResult } from '../contracts/ai';
import type { ListingCheck, ListingFinding } from '../contracts/listing-check';
import { extractFacts, wordStem, type ListingFacts } from '../listing-facts/extract';
import { keyFacts } from '../listing-facts/key-facts';
import { negatedWords } from '../listing-facts/contradiction';
import type { GuardContext } from './context';
import {
  descriptionMaxFor,
  maxWordRepeats,
  notForSearchTerms,
  repeatExemptWords,
  shortDescriptionMax,
  sources,
} from './data/listing-rules';
import { wordsOf } from '../text/scripts';
import { finding, listingCheck } from './findings';
import { guardFields } from './guard-fields';
import { guardKeywordList } from './keywords';
import { refillLists } from './refill';
import { ruleLabels } from './labels';
import { guardPlatformEntries } from './platforms';
import { guardProse } from './prose';
import { inRequestedScript, scriptFinding } from './script-check';
import { guardTitle } from './title';
import { cutAtWord } from './tidy';
import { contentWords } from '../text/content-words';

export interface GuardResult<T> {
  result: T;
  check: ListingCheck;
}

/** A title where a word (other than articles, prepositions, conjunctions) stands more than twice. */
function overRepeated(title: string): boolean {
  const counts = new Map<string, number>();
  for (const w of wordsOf(title).filter((x) => !repeatExemptWords.has(x)))
    counts.set(w, (counts.get(w) ?? 0) + 1);
  return [...counts.values()].some((n) => n > maxWordRepeats);
}

/** Amazon.in indexes about the first 200 bytes of backend search terms (Indian scripts take 3 bytes a letter). */
const searchTermsMaxBytes = 200;
const withinBytes = (text: string, max: number) => {
  let out = text;
  while (byteLength(out) > max) out = out.replace(/\s*\S+$/, '');
  return out;
};

/**
 * Search terms keep only words of the checked keywords or of the seller's own text, so nothing the keyword
 * and claim rules took out comes back through them; numbers long enough to be a phone go.
 */
function onlyKnownWords(
  terms: string,
  known: readonly string[],
  claimed: ReadonlySet<string>,
  denied: readonly string[] = [],
): string {
  const allowed = new Set(known.flatMap((k) => wordsOf(k)));
  // What the seller says it is not for ('Not for cats') is no search term ('cat').
  const notFor = new Set(denied.flatMap((d) => wordsOf(d)).map(wordStem));
  return terms
    .split(/\s+/)
    .filter((w) => {
      const word = w.toLowerCase();
      return (
        allowed.has(word) &&
        !/\d{5,}/.test(w) &&
        !notForSearchTerms.has(word) &&
        !claimed.has(wordStem(word)) &&
        !notFor.has(wordStem(word))
      );
    })
    .join(' ');
}

/**
 * Words backend search terms may use: the kept keywords', the seller's, and Vikreta's own other names of the
 * product ('emergency lamp'), never a word a model made up, nor one Amazon prohibits there (notForSearchTerms)
 * or a word of the seller's claims.
 */
const searchTermWords = (keywords: readonly string[], ctx: GuardContext) => {
  const entry = ctx.facts.noun?.entry;
  return [...keywords, ctx.facts.text, ...(entry?.synonyms ?? [])];
};

/** Search-term words the title already carries add nothing (Amazon Seller Central search terms guidance). */
function notInTitle(terms: string, title: string): string {
  const inTitle = new Set(wordsOf(title).flatMap((w) => [w, w.replace(/'s$/, '')]));
  return terms
    .split(/\s+/)
    .filter((w) => w && !inTitle.has(w.toLowerCase()))
    .join(' ');
}

/**
 * A tip quotes the backend search terms as delivered: where the guard changed the field, the tip's quote and byte
 * count follow it (the same '"terms", N' in every language), and a tip quoting terms now empty goes.
 */
function quotingDelivered(
  entries: ProductOptimizationResult['platformSpecificTips'],
  proposed: string,
  delivered: string,
): ProductOptimizationResult['platformSpecificTips'] {
  if (!proposed || proposed === delivered) return entries;
  const quote = `"${proposed}", ${byteLength(proposed)} `;
  return entries
    .map((e) => ({
      ...e,
      tips: e.tips
        .filter((t) => delivered || !t.includes(quote))
        .map((t) => t.replace(quote, `"${delivered}", ${byteLength(delivered)} `)),
    }))
    .filter((e) => e.tips.length > 0);
}

/** Sellers get 5 bullets of about 250 characters (Amazon.in; reported by seller guides, as of November 2026). */
const bulletRule = { count: 5, maxChars: 250 };

/**
 * Each bullet through the prose rules, cut at a word to the bullet length; a bullet left with only its
 * label ('Benefits:') goes, and so do bullets past the fifth.
 */
function guardBullets(list: readonly string[], ctx: GuardContext, findings: ListingFinding[]): string[] {
  const out: string[] = [];
  list.forEach((b, i) => {
    const g = guardProse(b, `bulletPoints[${i}]`, ctx, bulletRule.maxChars, true);
    findings.push(...g.findings);
    const text = cutAtWord(g.text.trim(), bulletRule.maxChars);
    if (text && !/^[^:]{1,40}:\s*$/.test(text) && !out.includes(text)) out.push(text);
  });
  return out.slice(0, bulletRule.count);
}

/**
 * A piece of the seller's text another finding of the same rule already names: the same clause, or one sharing
 * two of its words ('100% whole wheat with 0% maida' in the seller's text, '100% whole wheat atta' in the answer).
 */
function alreadyReported(piece: ListingFinding, reported: readonly ListingFinding[]): boolean {
  const words = new Set(contentWords(piece.text));
  return reported.some((f) => {
    if (f.rule !== piece.rule) return false;
    const shared = contentWords(f.text).filter((w) => words.has(w)).length;
    return shared >= Math.min(2, words.size);
  });
}

/**
 * What the listing rules keep out of the seller's own text (a claim, a phone number), reported even when the
 * engine already left it out of the answer, so the seller learns why it is missing: a finding of field
 * 'sellerText' for each such piece no other finding names.
 */
function leftOutOfSellerText(
  req: ProductOptimizationRequest,
  ctx: GuardContext,
  reported: readonly ListingFinding[],
): ListingFinding[] {
  const out: ListingFinding[] = [];
  for (const text of [req.productName, req.description])
    for (const f of text ? guardProse(text, 'sellerText', ctx).findings : [])
      if (f.action === 'removed' && !alreadyReported(f, [...reported, ...out])) out.push(f);
  return out;
}

export function optimizationContext(req: ProductOptimizationRequest): GuardContext {
  const facts: ListingFacts = extractFacts({ ...req, category: req.category ?? null });
  return {
    facts,
    keyFacts: keyFacts(facts),
    category: req.category ?? facts.noun?.entry.category ?? null,
    platform: req.platform,
    language: req.language ?? 'en',
    origin: 'generated',
  };
}

/**
 * A listing optimization answer, from any engine, through the listing guard: every title, both
 * descriptions, the keywords and the tips. What breaks a rule is removed or repaired; with a `fallback`
 * (the built-in engine's answer) an emptied list is refilled and a wrong-language text replaced.
 */
export function guardOptimization(
  req: ProductOptimizationRequest,
  answer: ProductOptimizationResult,
  fallback?: ProductOptimizationResult,
  missingFacts = 0,
  ctx: GuardContext = optimizationContext(req),
): GuardResult<ProductOptimizationResult> {
  const findings: ListingFinding[] = [];
  const refill = (rule: string, field: string, message: string) =>
    findings.push(finding(rule, 'warning', 'repaired', field, '', message, sources.vikreta));

  let source = answer;
  if (!inRequestedScript([answer.optimizedDescription, answer.shortDescription], ctx.language)) {
    const canRepair =
      fallback !== undefined &&
      inRequestedScript([fallback.optimizedDescription, fallback.shortDescription], ctx.language);
    findings.push(scriptFinding(ctx.language, 'optimizedDescription', canRepair));
    if (canRepair)
      source = {
        ...answer,
        optimizedDescription: fallback.optimizedDescription,
        shortDescription: fallback.shortDescription,
      };
  }
  // A title that needed a seller's fact tacked on at its end reads stitched ('… - Outer Lid'): it is
  // offered only while fewer than three titles stand whole.
  const guardTitles = (list: readonly string[]) => {
    const kept: { title: string; findings: ListingFinding[]; patched: boolean }[] = [];
    list.forEach((t, i) => {
      const g = guardTitle(t, `titleSuggestions[${i}]`, ctx);
      const title = g.title;
      if (title && !kept.some((x) => x.title.toLowerCase() === title.toLowerCase()) && !overRepeated(title))
        kept.push({ ...g, title });
      else findings.push(...g.findings);
    });
    const whole = kept.filter((k) => !k.patched);
    const shown = whole.length >= 3 ? whole : kept;
    for (const k of shown) findings.push(...k.findings);
    return shown.map((k) => k.title);
  };
  let titles = guardTitles(source.titleSuggestions);
  if (titles.length === 0 && fallback) {
    refill('title.empty', 'titleSuggestions', 'No title was left; Vikreta built titles from your facts.');
    titles = guardTitles(fallback.titleSuggestions);
  } else if (titles.length < 3 && fallback) {
    // Fewer than three usable titles: the built-in engine's options fill the list up.
    const more = guardTitles(fallback.titleSuggestions).filter(
      (t) => !titles.some((x) => x.toLowerCase() === t.toLowerCase()),
    );
    titles = [...titles, ...more].slice(0, 5);
  }
  const description = guardProse(
    source.optimizedDescription,
    'optimizedDescription',
    ctx,
    descriptionMaxFor(req.platform),
  );
  const short = guardProse(source.shortDescription, 'shortDescription', ctx, shortDescriptionMax);
  findings.push(...description.findings, ...short.findings);
  const bullets = guardBullets(source.bulletPoints ?? [], ctx, findings);

  const options = {
    noun: ctx.facts.noun?.entry,
    sellerWords: ctx.facts.text,
    listing: true,
    topic: ctx.facts.name,
  };
  let kw = guardKeywordList(source.keywords, 'keywords', ctx, options);
  findings.push(...kw.findings);
  if (kw.items.length === 0 && fallback) {
    refill(
      'keyword.empty',
      'keywords',
      'The keyword list was empty; Vikreta added keywords from its vocabulary.',
    );
    kw = guardKeywordList(fallback.keywords, 'keywords', ctx, options);
  }
  const tips = guardPlatformEntries(
    source.platformSpecificTips,
    'platformSpecificTips',
    req.platform,
    ctx.category,
    ctx.facts.noun?.entry,
  );
  findings.push(...tips.findings);
  // A tip names no keyword the guard took out of the list ('use … quality yoga mat').
  const removedKeywords = kw.findings.filter((f) => f.action === 'removed').map((f) => f.text);
  const tipEntries = tips.entries
    .map((e) => ({
      ...e,
      tips: e.tips.map((t) => withoutRemovedKeywords(t, removedKeywords)).filter(Boolean),
    }))
    .filter((e) => e.tips.length > 0);
  const every = guardFields(
    'optimization',
    {
      titleSuggestions: titles,
      bulletPoints: bullets.length > 0 || !fallback ? bullets : guardBullets(fallback.bulletPoints, ctx, []),
      optimizedDescription: description.text || fallback?.optimizedDescription || '',
      shortDescription: short.text || fallback?.shortDescription || '',
      keywords: kw.items,
      searchTerms: withinBytes(
        notInTitle(
          onlyKnownWords(
            source.searchTerms ?? '',
            searchTermWords(kw.items, ctx),
            ctx.facts.claimOnlyWords,
            negatedWords(ctx.facts.text),
          ),
          titles[0] ?? '',
        ),
        searchTermsMaxBytes,
      ),
      platformSpecificTips: tipEntries.length > 0 || !fallback ? tipEntries : fallback.platformSpecificTips,
    },
    ctx,
  );
  findings.push(...every.findings);
  findings.push(...leftOutOfSellerText(req, ctx, findings));
  const result = {
    ...every.result,
    platformSpecificTips: quotingDelivered(
      every.result.platformSpecificTips,
      source.searchTerms ?? '',
      every.result.searchTerms,
    ),
  };
  return {
    result: refillLists(result, fallback, ['titleSuggestions', 'keywords']),
    check: listingCheck(findings, missingFacts, ruleLabels),
  };
}
