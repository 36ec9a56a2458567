import type { Category } from '@common/constants/options';
import type { ListingFacts } from '@common/listing-facts/extract';
import type { Measure } from '@common/listing-facts/units';
import { hasPhrase, indicScriptOf, wordsOf } from '@common/text/scripts';
import { sellerClauses, states } from './seller-clauses';
import { withMarkMeaning } from './standard-marks';
import { capitalize } from './text';
import { truncateWords } from './titles';

/**
 * Bullet points from the seller's facts only: one fact per bullet, told in the seller's own clause where
 * one carries it, led by what it is when the clause is short ('Weight: 5 kg bag'), else the clause alone;
 * then the seller's other clauses, each once. Nothing is added that the seller did not write, and no claim,
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
 * A label reads well only before a short clause that is mostly the value ('Weight: 5 kg bag'), and never
 * before a clause that names its subject itself ('Fabric: 100% cotton', 'Sizes S to XXL', 'Lightweight at
 * 900 g') or the product ('TPE yoga mat' is no 'Material').
 */
function labelFits(clause: string, value: string, label: string, product: string | undefined): boolean {
  if (/^[^:]{1,30}:\s/.test(clause)) return false;
  const subject = stem(wordsOf(label)[0] ?? '');
  if (wordsOf(clause).some((w) => stem(w).endsWith(subject))) return false;
  if (product && hasPhrase(clause, product)) return false;
  return mostlyValue(clause, value);
}

/** A short clause that is mostly its value ('Weight: 5 kg bag'). */
const mostlyValue = (clause: string, value: string) => wordsOf(clause).length <= wordsOf(value).length + 3;

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
  const clauses = sellerClauses(input.facts, input.category);
  const used = new Set<number>();
  const bullets: string[] = [];
  const add = (text: string) => {
    const fitted = truncateWords(text, input.maxChars);
    const line = input.explainMarks ? withMarkMeaning(fitted, input.maxChars) : fitted;
    if (!bullets.some((b) => b.toLowerCase() === line.toLowerCase())) bullets.push(line);
  };
  for (const [label, value] of input.rows) {
    if (input.skipLabels.has(label)) continue;
    const values = value.split(/,\s*/);
    const at = clauses.findIndex((c) => values.some((v) => states(c, v)));
    if (at < 0) add(`${label}: ${value}`);
    else if (!used.has(at)) {
      used.add(at);
      const clause = clauses[at]!;
      const stated = values.find((v) => states(clause, v)) ?? value;
      add(labelled(clause, stated, label, input.facts.noun?.text));
    }
  }
  // A clause that is a measure alone ('50 cm') says what it measures: 'Size: 50 cm'.
  const measured = (clause: string) => {
    const q = input.facts.quantities.find((x) => x.text.toLowerCase() === clause.trim().toLowerCase());
    const label = q && input.measureLabel(q.measure);
    return label ? `${label}: ${clause.trim()}` : capitalize(clause);
  };
  clauses.forEach((c, i) => {
    if (!used.has(i)) add(measured(c));
  });
  return bullets.slice(0, input.count);
}
