import type { Category } from '@common/constants/options';
import type { ListingFacts } from '@common/listing-facts/extract';
import { findQuantities, sameQuantity } from '@common/listing-facts/units';
import { boxListOpener, findCounts } from '@common/listing-facts/patterns';
import { claimRulesFor } from '@common/listing-guard/data/claim-rules';
import { hasContact } from '@common/listing-guard/contacts';
import { contactPatterns } from '@common/listing-guard/data/listing-rules';
import { sentenceBreak, splitClauses } from '@common/listing-guard/tidy';
import { hasPhrase, phrasePattern, wordsOf } from '@common/text/scripts';
import { contentWords, statesNoFactAlone } from '@common/text/content-words';

/** The seller's own sentences and clauses: what bullets and fuller titles are written from. */
const noContact = (s: string) => !hasContact(s, contactPatterns);

/** The seller's sentences, without any that carry contact details or prices. */
export function sellerSentences(text: string): string[] {
  return text
    .replace(/<[^>]*>/g, ' ')
    .split(/\n+/)
    .flatMap((line) => line.split(sentenceBreak))
    .map((s) => s.trim())
    .filter((s) => s && noContact(s));
}

/** The end of a list ('bhringraj and coconut oil' after 'with amla'): it belongs to the clause before. */
const listEnd = (piece: string) => /\s(?:and|or|&)\s/i.test(` ${piece} `) && wordsOf(piece).length <= 4;

/** One clothing size: 'S', 'XL', '3XL', 'Free Size'. */
const sizeToken = /^(?:xxs|xs|s|m|l|xl|xxl|xxxl|[2-5]xl|free\s+size)$/i;

/**
 * A comma inside one clause: a composition goes on ('55% linen, 45% cotton'), a list of values sharing a unit
 * ('10, 15, 20 lb'), or a list of describing words after a preposition does ('for oily, acne-prone skin').
 */
const continues = (before: string, piece: string) =>
  (/\d\s?%\s*\p{L}+$/u.test(before) && /^\d+(?:\.\d+)?\s?%/.test(piece)) ||
  // A list a colon opens runs to the end of its sentence: '150 recipes: sambar, rasam and poriyal'.
  /:\s[^:]*$/.test(before) ||
  // What comes in the box is one list: 'Comes with 2 foam handles, 2 ankle straps, door anchor and carry bag'.
  // Its last item may carry its own size: 'one striker and a 50 g boric powder pack'.
  (boxListOpener.test(before) && wordsOf(piece).length <= 9) ||
  // A list of counted parts after 'with': 'with 8 card slots, 2 currency compartments and 1 coin pocket'.
  (/\bwith\s+\d+\s+[\p{L}\s-]+$/u.test(before) &&
    /^\s*\d+\s+\p{L}/u.test(piece) &&
    wordsOf(piece).length <= 7) ||
  // A list of clothing sizes: 'Sizes S, M, L, XL, XXL', its last one with a note: 'XL (measure around knee)'.
  (sizeToken.test(before.split(/\s+/).at(-1) ?? '') &&
    sizeToken.test(piece.trim().split(/\s*\(/)[0] ?? '')) ||
  // Examples after 'like' or 'such as': 'fits bikes like Pulsar, Splendor, Apache'.
  (/\b(?:like|such as|e\.g\.)\s[^.;]*$/i.test(before) && wordsOf(piece).length <= 3) ||
  // A list of values sharing the unit at its end: '10, 15, 20, 25, 30 lb'.
  (/\d$/.test(before) && /^\s*\d+(?:\.\d+)?(?:\s*(?:\p{L}+\.?)?)?$/u.test(piece)) ||
  (/\b(?:for|with|of|in|on)\s+(?:(?:a|an|the)\s+)?[\p{L}-]+$/iu.test(before) &&
    !/^\d/.test(piece) &&
    wordsOf(piece).length <= 3) ||
  // The last items of a list after a preposition: 'Suitable for pots, seed trays and terrace gardens'.
  (/\b(?:for|with|of|in|on)\s+[\p{L}-]+$/iu.test(before) &&
    !/^\d/.test(piece) &&
    /\s(?:and|or|&)\s/i.test(piece) &&
    wordsOf(piece).length <= 6);

/**
 * A sentence's clauses: split at commas, but a list stays whole ('with amla, bhringraj and coconut oil'),
 * and so does a labelled line ('Fabric: 98% cotton, 2% elastane').
 */
function clausesOf(sentence: string, keepLists: boolean): string[] {
  const body = sentence.replace(/[.!?।]+$/, '').trim();
  if (keepLists && /^[^,:]{1,30}:\s/.test(body)) return [body];
  const out: string[] = [];
  for (const piece of splitClauses(body)) {
    const last = out.at(-1);
    if (keepLists && last !== undefined && (listEnd(piece) || continues(last, piece)))
      out[out.length - 1] = `${last}, ${piece.trim()}`;
    else out.push(piece.trim());
  }
  return out;
}

/**
 * Clauses worth a bullet or a title: two words or more, not the product name said again, no claim.
 * `keepLists: false` gives each comma piece on its own ('400 watt hand blender with stainless steel blade'
 * without its list of attachments), for the naming clause.
 */
export function sellerClauses(f: ListingFacts, category: Category | null, keepLists = true): string[] {
  return clausesBySentence(f, category, keepLists)
    .flat()
    .filter((c) => wordsOf(c).length >= 2);
}

/**
 * The seller's sentences as their clauses, without the product name said again or a claim: a bullet keeps a
 * sentence whole where it fits ('Soft' stays with 'breathable muslin').
 */
export function clausesBySentence(f: ListingFacts, category: Category | null, keepLists = true): string[][] {
  const name = f.name.toLowerCase();
  const free = claimFree(f, category);
  return sellerSentences(f.description)
    .map((s) => {
      const all = clausesOf(s, keepLists).filter((c) => c && c.toLowerCase() !== name);
      const kept = all.filter(free);
      // What follows a claim that opens its sentence is no fact when it is a word or two without a figure ('Best
      // quality product, long lasting' leaves no 'long lasting'), as the guard reads it.
      const opensWithClaim = all.length > 0 && !free(all[0]!);
      return opensWithClaim && (kept.length === 0 || statesNoFactAlone(kept)) ? [] : kept;
    })
    .filter((clauses) => clauses.some((c) => wordsOf(c).length >= 2));
}

/** Clauses that make a claim a listing may not carry stay out: the guard would only take them out again. */
function claimFree(f: ListingFacts, category: Category | null): (clause: string) => boolean {
  const rules = claimRulesFor(category ?? f.noun?.entry.category, {
    kind: f.noun?.entry.profile.kind,
    sellerText: f.text,
  }).filter((r) => r.action === 'remove');
  const once = (re: RegExp) => new RegExp(re.source, re.flags.replace('g', ''));
  return (clause) => !rules.some((r) => r.patterns.some((re) => once(re).test(clause)));
}

/** A clause that says what something does or promises ('Cooks fluffy', 'Saves up to 65%'), not what it is. */
const doing =
  /^(?:makes?|gives?|saves?|stops?|cooks?|comes?|runs?|lasts?|prints?|works?|keeps?|helps?|provides?|ensures?|is|are|has|have|can|will|does|protects?|removes?|reduces?|improves?|increases?|boosts?|fits?|suitable|perfect|ideal|great|best)\b/i;

/**
 * Care and use instructions ('Store in a cool dry place', 'Dust with a soft brush', 'Needs oiling after every
 * wash'): for bullets, never titles.
 */
const instruction =
  /^(?:needs?|requires?|store|dust|wash|hand\s+wash|machine\s+wash|dry\s+clean|dry\s+in|clean|wipe|apply|use|take|consume|shake|refrigerate|avoid|do|don'?t|mix|soak|boil|heat|iron|tumble|pour|read|follow|handle|charge|massage|spray)\b/i;

/**
 * A Hinglish clause ('Chhote Parts Hain', 'Inverter Pe Double Chalega') or a warning ('Colour May Bleed', 'Fresh
 * Water Must'): the seller's voice, for bullets at most, never a title.
 */
const spokenOrWarning =
  /\b(?:hai|hain|nahi|nahin|nahi|mein|me|pe|par|sab|aur|ka|ki|ke|ko|chalega|chalti|aata|aati|lagti|lagta|wala|wali|milega|kare|karo|must|may|should)\b/i;

/**
 * Warnings, care and shipping notes anywhere in a clause ('Patch Test Recommended', 'For External Use Only',
 * 'Small Parts', 'Gentle Cycle', 'Becomes Softer After Every Wash', 'Ships in Bubble Wrap', 'Brand New'): true and
 * worth a bullet or the description, but no fact a buyer searches or compares on in a title.
 */
const careOrShipping =
  /\b(?:recommended|caution|warning|flammable|choking|small\s+parts|external\s+use|patch\s+test|wash|washes|gentle\s+cycle|tumble|line\s+dry|ships?|shipped|shipping|delivery|delivered|bubble\s+wrap|brand\s+new|photocopy|calibrated)\b/i;

/**
 * Words a title must not be built on: negations, purity and nutrition claims, offers, contents notes, praise and
 * Hinglish filler ('ekdum designer look'), a size list cut at its commas ('Sizes M'), a fact told as its
 * spec row ('Weight about 380 g': the title carries the value, the bullets the sentence) and a note about the
 * listing itself ('this listing is UK 8').
 */
const notForTitles =
  /\d{6,}|%|\bup to\b|warrant|guarant|included|\(|\b(?:no|non|not|without|free|pure|rich|high|low|source|premium|original|beautiful|stunning|gorgeous|amazing|awesome|perfect|superb|excellent|ekdum|bahut|mast|liye|designer\s+look)\b|^\s*sizes?\b|^\s*(?:(?:total|net|gross|overall)\s+)?(?:weight|weighs|capacity|dimensions?|material|colou?r)\b|^\s*(?:this|these)\s+(?:listings?|items?|packs?|products?|pieces?|offers?)\b/i;

/**
 * The rest of a sentence, not a thing a title can name: a clause led by a connective ('so wash separately'), told
 * with a verb ('each piece is hand-dyed', 'patterns vary'), about something else ('let it rest in between',
 * 'being hand cast', 'already fitted').
 */
const sentencePart =
  /^\s*(?:so|but|hence|therefore|thus|which|as|because|since|while|though|although|then|each|every|being|let|leave|keep|rest)\b|\b(?:is|are|was|were|vary|varies|will|it|its|them|they|you|your|already)\b/i;

/**
 * Short descriptive clauses a title may carry ('whisk and chopper attachments', '2 speed settings'): at
 * most five words, none already in the name or in `said` (numbers included: '5 kg bag' after '5 kg'), no
 * promise, negation, claim, warranty, contents, care or shipping note, and no spec row ('Pages: 1056').
 */
export function titleClauses(
  f: ListingFacts,
  category: Category | null,
  said: readonly string[] = [],
): string[] {
  const named = new Set(contentWords(f.name));
  // A number with the word after it ('5 kg', '2 speed'): '5 kg bag' repeats '5 kg'; '2 speed' is not '2 attachments'.
  const measured = (t: string) =>
    (t.toLowerCase().match(/\d+(?:\.\d+)?\s*[\p{L}]+/gu) ?? []).map((x) => x.replace(/\s+/g, ''));
  const numbers = new Set([f.name, ...said].flatMap(measured));
  // The same quantity in other words repeats it too ('15 Metre Long' after '15 m').
  const quantities = [f.name, ...said].flatMap((t) => findQuantities(t));
  const restates = (c: string) => findQuantities(c).some((q) => quantities.some((x) => sameQuantity(q, x)));
  return sellerClauses(f, category).filter((c) => {
    const ws = contentWords(c);
    return (
      ws.length > 0 &&
      wordsOf(c).length <= 5 &&
      !c.includes(',') &&
      !ws.some((w) => named.has(w)) &&
      !measured(c).some((n) => numbers.has(n)) &&
      !restates(c) &&
      !doing.test(c.trim()) &&
      !instruction.test(c.trim()) &&
      !spokenOrWarning.test(c) &&
      !careOrShipping.test(c) &&
      !c.includes(':') &&
      !notForTitles.test(c) &&
      !sentencePart.test(c)
    );
  });
}

/**
 * A clause that opens a list at a colon ('… with 150 tested recipes: sambar', cut at the list's first comma)
 * names the product before the colon; an article does not lead a title ('A 240-page paperback cookbook').
 */
const beforeColonList = (clause: string) =>
  (clause.split(/:\s/)[0] ?? clause).replace(/^(?:a|an|the)\s+/i, '').trim();

/**
 * A naming ends where a part begins: 'jute wall hanging on a 45 cm bamboo stick' names a jute wall hanging (a
 * title would read the part's bamboo as the product's).
 */
function beforePart(clause: string, parts: readonly string[]): string {
  const at = parts.map((p) => phrasePattern(p, 'iu').exec(clause)?.index ?? -1).filter((i) => i > 0);
  if (at.length === 0) return clause;
  const head = clause.slice(0, Math.min(...at));
  const cut =
    /\s+(?:on|with|in|over|inside|around|and)\s+(?:(?:a|an|the)\s+)?(?:[\d.]+\s*\p{L}*\s+)?$/iu.exec(head);
  return cut ? head.slice(0, cut.index).trim() : clause;
}

/**
 * The seller's own fuller naming of the product, when a clause of theirs names it ('Pure Kanjivaram silk
 * saree with zari work and contrast border'): a title that reads as they would say it.
 */
export function namingClause(f: ListingFacts, category: Category | null): string | undefined {
  const noun = f.noun?.text;
  if (!noun) return undefined;
  const parts = f.terms.filter((t) => t.part).map((t) => t.text);
  return sellerClauses(f, category, false)
    .map(beforeColonList)
    .map((c) => beforePart(c, parts))
    .find(
      (c) =>
        hasPhrase(c, noun) &&
        wordsOf(c).length <= 12 &&
        !c.includes(',') &&
        !doing.test(c.trim()) &&
        !instruction.test(c.trim()) &&
        !/%|\bup to\b|warrant|guarant|\b(?:no|non|not|without)\b/i.test(c),
    );
}

/** The clause states the value: as written, or the same quantity in other words ('400 watt' for '400 W'). */
export function states(clause: string, value: string): boolean {
  if (hasPhrase(clause, value)) return true;
  const wanted = findQuantities(value);
  if (wanted.length > 0 && findQuantities(clause).some((q) => wanted.some((w) => sameQuantity(q, w))))
    return true;
  // 'pack of 76' states '76 Pieces': the same count of what the buyer gets.
  const counts = findCounts(value).filter((c) => c.pack);
  if (counts.length > 0 && findCounts(clause).some((c) => c.pack && counts.some((w) => w.n === c.n)))
    return true;
  // 'a pair of rackets' states 'Set of 2'; '7 round containers' states '7 Containers'.
  return counts.some((w) => {
    if (w.n === 2 && /\bpairs?\b/i.test(clause)) return true;
    const unit = wordsOf(w.text).find((x) => !/^\d+$/.test(x) && !countOpeners.has(x));
    return unit !== undefined && new RegExp(`\\b${w.n}(?:\\s+\\p{L}+){0,2}\\s+${unit}\\b`, 'iu').test(clause);
  });
}

/** Words that open a count rather than name what is counted ('Set of 2'). */
const countOpeners = new Set(['set', 'pack', 'box', 'combo', 'of']);
