import type { Category } from '@common/constants/options';
import type { ListingFacts } from '@common/listing-facts/extract';
import { wordsOf } from '@common/text/scripts';
import { sellerClauses, states } from './seller-clauses';
import { capitalize } from './text';
import { truncateWords } from './titles';

/**
 * Bullet points from the seller's facts only: one fact per bullet, told in the seller's own clause where
 * one carries it, led by what it is when the clause is short ('Weight: 5 kg bag'), else the clause alone;
 * then the seller's other clauses, each once. Nothing is added that the seller did not write, and no claim.
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
}

/** A label reads well only before a short clause that is mostly the value ('Weight: 5 kg bag'). */
const labelFits = (clause: string, value: string) => wordsOf(clause).length <= wordsOf(value).length + 3;

export function bulletPoints(input: BulletInput): string[] {
  const clauses = sellerClauses(input.facts, input.category);
  const used = new Set<number>();
  const bullets: string[] = [];
  const add = (text: string) => {
    const line = truncateWords(text, input.maxChars);
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
      add(labelFits(clause, stated) ? `${label}: ${clause}` : capitalize(clause));
    }
  }
  clauses.forEach((c, i) => {
    if (!used.has(i)) add(capitalize(c));
  });
  return bullets.slice(0, input.count);
}
