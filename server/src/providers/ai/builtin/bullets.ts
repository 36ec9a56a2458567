import type { Category } from '@common/constants/options';
import type { ListingFacts } from '@common/listing-facts/extract';
import type { Measure } from '@common/listing-facts/units';
import { hasPhrase, indicScriptOf, wordsOf } from '@common/text/scripts';
import { clausesBySentence, sellerClauses, states } from './seller-clauses';
import { withMarkMeaning } from './standard-marks';
import { capitalize } from './text';
import { truncateWords } from './titles';

/**
 * Bullet points from the seller's facts only: their sentences, whole or at the pieces that stand alone, led by
 * what a short fact is ('Weight: 5 kg bag'), and a bullet for each fact no sentence states (see sentenceBullets;
 * factBullets in another language than the seller wrote). Nothing is added that the seller did not write, and no claim,
 * beyond what a standard mark they name means (IPX4: protected against splashing water).
 * At most `count` bullets of `maxChars` characters.
 */
export interface BulletInput {
  facts: ListingFacts;
  /** The answer's fact rows ('Capacity', '5 L'), in the requested language. */
  rows: readonly [string, string][];
  /** Labels of rows that describe the listing rather than the product (brand, type, category). */
  skipLabels: ReadonlySet<string>;
  category: Category | null;
  count: number;
  maxChars: number;
  /** Explain standard marks (IPX4, ISI) in English: only when the answer is in English. */
  explainMarks: boolean;
  /** What a measure is called ('Size' for a length), for a clause that is a measure alone. */
  measureLabel: (measure: Measure) => string | undefined;
}

const stem = (word: string) => word.toLowerCase().replace(/s$/, '').replace(/e$/, '');

/**
 * A label reads well only before a short clause that is mostly the value and led by it ('Weight: 5 kg bag'), and never
 * before a clause that names its subject itself ('Fabric: 100% cotton', 'Sizes S to XXL', 'Lightweight at
 * 900 g') or the product ('TPE yoga mat' is no 'Material').
 */
function labelFits(clause: string, value: string, label: string, product: string | undefined): boolean {
  if (/^[^:]{1,30}:\s/.test(clause)) return false;
  const subject = stem(wordsOf(label)[0] ?? '');
  if (wordsOf(clause).some((w) => stem(w).endsWith(subject))) return false;
  if (product && hasPhrase(clause, product)) return false;
  // The value leads the clause: 'Wall-mountable metal body' is no 'Material: …', 'Sold as a pair' no 'Pack: …'.
  return mostlyValue(clause, value) && wordsOf(clause)[0]?.toLowerCase() === wordsOf(value)[0]?.toLowerCase();
}

/** A short clause that is mostly its value ('Weight: 5 kg bag'). */
const mostlyValue = (clause: string, value: string) =>
  wordsOf(clause).length <= wordsOf(value).length + 3 &&
  // A number the value leaves out is a fact of its own ('FSSAI Lic. No. 11522998000123').
  (clause.match(/\d[\d,.]*/g) ?? []).every((n) => value.includes(n));

/**
 * A fact's bullet from the clause that states it. In another language than the seller wrote, a short clause
 * becomes the label and the value alone ('क्षमता: 1 litre', not 'क्षमता: Capacity 1 litre'); a longer one
 * stays the seller's words, unlabelled.
 */
function labelled(clause: string, value: string, label: string, product: string | undefined): string {
  if (!sameScript(clause, label))
    return mostlyValue(clause, value) ? `${label}: ${value}` : capitalize(clause);
  return labelFits(clause, value, label, product) ? `${label}: ${clause}` : capitalize(clause);
}

/** Written in the same script ('क्षमता' before 'Capacity 1 litre' says the label twice, in two scripts). */
const sameScript = (a: string, b: string) => indicScriptOf(a) === indicScriptOf(b);

export function bulletPoints(input: BulletInput): string[] {
  const sentences = clausesBySentence(input.facts, input.category);
  const rows = input.rows.filter(([label]) => !input.skipLabels.has(label));
  const label = rows[0]?.[0];
  const inSellersScript = label === undefined || sameScript(input.facts.description, label);
  const lines = inSellersScript ? sentenceBullets(input, sentences, rows) : factBullets(input, rows);
  const bullets: string[] = [];
  for (const text of lines) {
    const fitted = truncateWords(text, input.maxChars);
    const line = input.explainMarks ? withMarkMeaning(fitted, input.maxChars) : fitted;
    if (!bullets.some((b) => b.toLowerCase() === line.toLowerCase())) bullets.push(line);
  }
  return bullets.slice(0, input.count);
}

/** The row whose value the text states, with the value as stated. */
function stateOf(
  text: string,
  rows: readonly [string, string][],
): { label: string; value: string } | undefined {
  for (const [label, value] of rows) {
    const stated = value.split(/,\s*/).find((v) => states(text, v));
    if (stated) return { label, value: stated };
  }
  return undefined;
}

/**
 * Bullets in the seller's own language, from their sentences in their order. A sentence that lists facts ('IPX5
 * water resistant, 30 hours playtime, ISI marked charger') gives a bullet per fact while there is room for five;
 * a piece that cannot stand alone stays with the one before it ('… muslin, that gets softer with every wash';
 * 'for Hero Splendor Plus, Passion Pro and HF Deluxe'; 'Store in a cool, dry place'). A piece that is one short
 * fact is led by what it is ('Weight: 5 kg bag'); a fact no sentence states gets a bullet of its own ('Size: 19
 * cm'); with more than five, the two shortest neighbours share a bullet while they fit in one.
 */
function sentenceBullets(
  input: BulletInput,
  sentences: string[][],
  rows: readonly [string, string][],
): string[] {
  const product = input.facts.noun?.text;
  const parts = sentences.map(standalonePieces);
  // Sentences whole, then split at their pieces (the one with most pieces first) while bullets are wanted.
  const split = new Set<number>();
  const count = () =>
    parts.reduce((n, p, i) => n + (split.has(i) ? p.length : packed(p, input.maxChars).length), 0);
  for (;;) {
    const next = parts
      .map((p, i) => ({ i, n: p.length }))
      .filter(({ i, n }) => !split.has(i) && n > 1)
      .sort((a, b) => b.n - a.n)[0];
    if (!next || count() + next.n - 1 > input.count) break;
    split.add(next.i);
  }
  const lines = parts.flatMap((p, i) =>
    (split.has(i) ? p.map(capitalize) : packed(p, input.maxChars)).map((piece) => {
      const stated = stateOf(piece, rows);
      return stated && !piece.includes(', ')
        ? labelled(piece, stated.value, stated.label, product)
        : measured(input, piece);
    }),
  );
  const said = lines.join('\n');
  const unsaid = rows.filter(([, value]) => !value.split(/,\s*/).some((v) => states(said, v)));
  const factLines = unsaid.map(([label, value]) => `${label}: ${value}`);
  while (lines.length + factLines.length > input.count) {
    let best = -1;
    const joined = (i: number) => lines[i]!.length + lines[i + 1]!.length + 2;
    for (let i = 0; i + 1 < lines.length; i++)
      if (joined(i) <= input.maxChars && (best < 0 || joined(i) < joined(best))) best = i;
    if (best < 0) break;
    lines.splice(best, 2, `${lines[best]}. ${lines[best + 1]}`);
  }
  return [...lines, ...factLines];
}

/**
 * A piece of a sentence that cannot be a bullet alone: it goes on from the piece before ('that get softer…',
 * 'so small variations…', 'with low dust', 'dry place' after 'in a cool'), or goes on a list of names ('Passion
 * Pro and HF Deluxe' after 'for Hero Splendor Plus').
 */
const goesOn =
  /^(?:that|which|who|whose|where|so|and|but|or|nor|yet|as|while|though|although|because|since|if|then|with|without|plus|also|including|incl\.?|to|of|in|on|at|by|from|than|especially|even|each|every|making|giving|leaving)\b/i;
function standalonePieces(clauses: readonly string[]): string[] {
  const pieces: string[] = [];
  for (const clause of clauses) {
    const last = pieces.at(-1);
    const words = wordsOf(clause);
    const fragment =
      goesOn.test(clause.trim()) ||
      words.length < 2 ||
      (words.length === 2 && !/\d/.test(clause)) ||
      // The last items of a list the piece before runs ('…, feeding cover' then 'stroller cover or light blanket').
      (last?.includes(', ') === true &&
        /\s(?:and|or|&)\s/i.test(clause) &&
        words.length <= 6 &&
        !/\d/.test(clause)) ||
      (last !== undefined && /\b\p{Lu}[\p{L}\d]*$/u.test(last) && /^\p{Lu}/u.test(clause.trim()));
    if (last !== undefined && fragment) pieces[pieces.length - 1] = `${last}, ${clause}`;
    else pieces.push(clause);
  }
  return pieces;
}

/** A sentence's pieces, as few lines of at most `max` characters as keep each piece whole. */
function packed(pieces: readonly string[], max: number): string[] {
  const lines: string[] = [];
  for (const piece of pieces) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + piece.length + 2 <= max)
      lines[lines.length - 1] = `${last}, ${piece}`;
    else lines.push(piece);
  }
  return lines.map(capitalize);
}

/** A clause that is a measure alone ('50 cm') says what it measures: 'Size: 50 cm'. */
function measured(input: BulletInput, clause: string): string {
  const q = input.facts.quantities.find((x) => x.text.toLowerCase() === clause.trim().toLowerCase());
  const label = q && input.measureLabel(q.measure);
  return label ? `${label}: ${clause.trim()}` : capitalize(clause);
}

/** What a buyer must read before buying: allergens, dates, licences, warnings. */
const mustRead =
  /\b(?:allergens?|contains\s+(?:nuts|milk|gluten|soy|sesame|peanuts?|groundnuts?)|best\s+before|use\s+by|expiry|fssai|lic(?:en[cs]e)?\.?\s*no|for\s+external\s+use|keep\s+out\s+of\s+reach|warning|caution)\b/i;

/**
 * Bullets in another language than the seller wrote: each fact once, led by its label in the answer's language
 * ('क्षमता: 1 litre'), then the seller's other clauses as they wrote them, what a buyer must read (allergens,
 * dates, warnings) first; a fact no clause of the seller states stands alone ('वजन: 200 g') only where room is left.
 */
function factBullets(input: BulletInput, rows: readonly [string, string][]): string[] {
  const clauses = sellerClauses(input.facts, input.category);
  const used = new Set<number>();
  const lines: string[] = [];
  const bare: string[] = [];
  for (const [label, value] of rows) {
    const values = value.split(/,\s*/);
    const at = clauses.findIndex((c) => values.some((v) => states(c, v)));
    if (at < 0) bare.push(`${label}: ${value}`);
    else if (!used.has(at)) {
      used.add(at);
      const clause = clauses[at]!;
      const stated = values.find((v) => states(clause, v)) ?? value;
      lines.push(labelled(clause, stated, label, input.facts.noun?.text));
    }
  }
  const rest = clauses.filter((_, i) => !used.has(i));
  const [first, then] = [rest.filter((c) => mustRead.test(c)), rest.filter((c) => !mustRead.test(c))];
  return [...lines, ...[...first, ...then].map((c) => measured(input, c)), ...bare];
}
