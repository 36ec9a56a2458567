/** Text surgery for the guard: take a phrase out of a title or sentence and leave tidy text behind. */
import { escapeRegExp } from '../text/scripts';

const connector = String.raw`(?:for|with|and|&|in|of|made\s+from|made\s+of)`;
const separators = String.raw`[,;|/]|\s[-–]\s`;

/** Collapses spaces, empty brackets, doubled or dangling separators and connectors left by a removal. */
export function tidy(text: string): string {
  let out = text;
  for (let i = 0; i < 3; i++) {
    out = out
      .replace(/\(\s*[,;-]?\s*\)/g, ' ')
      .replace(/\(\s*([,;]\s*)+/g, '(')
      .replace(/(\s*[,;]\s*)+\)/g, ')')
      // A connector left dangling before a separator goes; one joined to a word by a hyphen ('Plug-in') stays.
      .replace(new RegExp(String.raw`(?<!-)\b${connector}\s*(?=(?:${separators})|[).]|$)`, 'gi'), ' ')
      .replace(new RegExp(String.raw`(?:${separators})\s*(?=(?:${separators})|[).]|$)`, 'g'), ' ')
      .replace(new RegExp(String.raw`^\s*(?:(?:${separators})|${connector}\b)\s*`, 'i'), '')
      .replace(/\s+([,.;:)])/g, '$1')
      .replace(/\(\s+/g, '(')
      .replace(/\s{2,}/g, ' ')
      .trim();
  }
  return out.replace(/[\s,;:|/–-]+$/g, '').trim();
}

/** Removes every match of a pattern (with a connector right before it: 'for Men', 'with Juicer'). */
export function removeMatches(text: string, pattern: RegExp): string {
  const source = pattern.source;
  const flags = pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`;
  const withConnector = new RegExp(
    String.raw`(?:\b${connector}\s+)?(?:${source})`,
    flags.includes('i') ? flags : `${flags}i`,
  );
  return tidy(text.replace(withConnector, ' '));
}

const abbreviation = String.raw`\b(?:[Rr]s|[Nn]o|[Dd]r|[Mm]rs?|[Mm]s|[Ss]t|approx|[Vv]s|etc|[Ii]nc|[Ll]td|[Pp]vt|[Ll]ic|[Rr]egd?|[Rr]ef|[Qq]ty|[Ww]t|[Mm]fg|[Gg]ovt|[Ee]\.g|[Ii]\.e)\.`;
/** A capital letter alone is an initial ('A.P.J.'), unless it follows a number: '230 V.' ends on a unit. */
const initial = String.raw`(?<!\d\s?)\b[A-Z]\.`;

/**
 * Where one sentence ends: after . ! ? or the danda, but not after 'Rs.', 'No.' and similar abbreviations, nor
 * after an initial ('Dr. A.P.J. Abdul Kalam').
 */
export const sentenceBreak = new RegExp(String.raw`(?<!${abbreviation})(?<!${initial})(?<=[.!?।])\s+`);

/** Sentences of a line of prose, keeping their end marks (English and Devanagari danda). */
export function splitSentences(line: string): string[] {
  return line.split(sentenceBreak).filter((s) => s.trim());
}

/**
 * Clauses of a sentence: split at commas and semicolons, keeping the separators out ('1,024' stays whole),
 * never inside brackets ('8 preset menus (dosa, idli, rice)' is one clause).
 */
export function splitClauses(sentence: string): string[] {
  const separator = /\s*;\s*|\s*,\s+|(?<!\d)\s*,(?!\d)\s*/y;
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < sentence.length; i++) {
    const c = sentence[i]!;
    if (c === '(' || c === '[') depth++;
    else if ((c === ')' || c === ']') && depth > 0) depth--;
    else if (depth === 0 && (c === ',' || c === ';' || /\s/.test(c))) {
      separator.lastIndex = i;
      const m = separator.exec(sentence);
      if (m && m[0].length > 0 && /[,;]/.test(m[0])) {
        out.push(sentence.slice(start, i));
        start = i + m[0].length;
        i = start - 1;
      }
    }
  }
  out.push(sentence.slice(start));
  return out.filter((c) => c.trim());
}

/**
 * Joins the clauses that survived back into a sentence with its end mark; when the sentence lost its
 * first clause, the new first letter becomes a capital.
 */
export function joinClauses(clauses: readonly string[], end: string, lostStart: boolean): string {
  const body = clauses
    .map((c) => c.trim())
    .filter(Boolean)
    .join(', ')
    .replace(/[.!?।]+$/, '');
  if (!body) return '';
  const start = lostStart ? body.charAt(0).toUpperCase() + body.slice(1) : body;
  return `${start}${end}`;
}

/** Cuts text at a word boundary to at most `max` characters, never ending on a connector or separator. */
export function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max + 1);
  const space = cut.lastIndexOf(' ');
  return tidy(space > 0 ? cut.slice(0, space) : text.slice(0, max));
}

/** 'and' and 'or' in the app's languages, as they join a list of quoted phrases. */
const listConjunctions = '(?:and|or|और|या|आणि|किंवा|மற்றும்|அல்லது|మరియు|లేదా|ও|বা|এবং)';

/**
 * Advice that quotes keywords ("use 'tpe yoga mat', 'quality yoga mat' …"), without the ones the guard took
 * out of the answer's lists, and each quoted phrase once ("'x' और 'x'" → "'x'"). A sentence left quoting
 * nothing is dropped.
 */
export function withoutRemovedKeywords(text: string, removed: readonly string[]): string {
  let out = text;
  for (const keyword of removed) {
    const quoted = `'${escapeRegExp(keyword)}'`;
    out = out
      .replace(new RegExp(`${quoted}\\s*,\\s*`, 'giu'), '')
      .replace(new RegExp(`(?:\\s*,\\s*|\\s+${listConjunctions}\\s+)${quoted}`, 'giu'), '')
      .replace(new RegExp(quoted, 'giu'), '');
  }
  out = out.replace(
    new RegExp(`'([\\p{L}\\p{N}][^']*)'\\s*(?:,|${listConjunctions})\\s*'\\1'`, 'gu'),
    "'$1'",
  );
  if (out === text) return text;
  const quotesBefore = (text.match(/'[^']+'/g) ?? []).length;
  const quotesAfter = (out.match(/'[^']+'/g) ?? []).length;
  return quotesBefore > 0 && quotesAfter === 0 ? '' : tidy(out);
}
