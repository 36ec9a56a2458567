import type { ListingCheckRequest, ListingFinding } from '../contracts/listing-check';
import { scriptCounts, type Script } from '../text/scripts';
import { sources } from './data/listing-rules';
import { finding } from './findings';
import { segmentProblems } from './segments';
import { splitSentences } from './tidy';

/** The script most of a listing is written in: an Indian script only when it outweighs Latin letters. */
export function listingScript(text: string): Script {
  const counts = scriptCounts(text);
  let best: Script = 'latin';
  for (const s of ['devanagari', 'bengali', 'tamil', 'telugu'] as const)
    if (counts[s] > counts[best]) best = s;
  return best;
}

/**
 * "Check my listing", segment by segment: text in another script than the listing's own (a Tamil title
 * in an English Amazon.in listing) and broken vowel signs are flagged with the field they are in.
 */
export function checkScripts(input: ListingCheckRequest): ListingFinding[] {
  const all = [input.title, ...(input.bullets ?? []), input.description, input.searchTerms]
    .filter(Boolean)
    .join('\n');
  const script = listingScript(all);
  const out: ListingFinding[] = [];
  const check = (text: string, field: string) => {
    for (const p of segmentProblems(text, script))
      out.push(finding(p.rule, 'error', 'flagged', field, p.text, p.message, sources.vikreta));
  };
  if (input.title) check(input.title, 'title');
  (input.bullets ?? []).forEach((b, i) => check(b, `bullets[${i}]`));
  if (input.description)
    for (const line of input.description.split('\n'))
      for (const s of splitSentences(line)) check(s, 'description');
  if (input.searchTerms) check(input.searchTerms, 'searchTerms');
  return out;
}
