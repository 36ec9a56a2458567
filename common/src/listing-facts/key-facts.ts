import { topicForms } from '../product-vocabulary/index';
import { hasPhrase, phrasePattern, escapeRegExp } from '../text/scripts';
import { exclusivePairs } from './data/exclusive';
import type { ListingFacts } from './extract';
import { productSizes, sellsByWeight, withWhatItTimes } from './product-size';
import { findCounts } from './patterns';
import { hasFact } from './terms';
import { expandSharedUnits, findQuantities, sameQuantity } from './units';

/**
 * The seller's key facts: what every title must keep (the product as named, the quantities, counts,
 * certifications, features, materials and audience written in the product name). `text` is how the fact
 * reads in the seller's own name, for putting it back into a title that lost it.
 */
export interface KeyFact {
  kind: 'noun' | 'quantity' | 'count' | 'term' | 'side' | 'size' | 'model';
  text: string;
  present(title: string): boolean;
}

const keptClasses = new Set(['certification', 'feature', 'ingredient', 'diet', 'material']);

/** The words of `phrase` as they are written in `source` (keeps the seller's capitals). */
function asWritten(source: string, phrase: string): string {
  return source.normalize('NFC').match(phrasePattern(phrase, 'iu'))?.[0] ?? phrase;
}

export function keyFacts(f: ListingFacts): KeyFact[] {
  const out: KeyFact[] = [];
  // The product noun is kept when the seller named the product with it; a noun read only from the
  // description ('cycle' for a 'Mountain Bike') is not forced into their title.
  const noun = f.noun && hasPhrase(f.name, f.noun.text) ? f.noun : undefined;
  if (noun) {
    const forms = topicForms(noun.entry);
    out.push({
      kind: 'noun',
      text: asWritten(f.name, noun.text),
      present: (t) => hasPhrase(t, noun.text) || forms.some((form) => hasPhrase(t, form)),
    });
  }
  // A weight from the description is key only for what sells by weight (a shoe's '650 g' is a bullet's fact).
  const weighed = sellsByWeight(f.noun?.entry.category);
  const main = productSizes(f, true).filter(
    (q) =>
      q.inName || ['volume', 'power', 'battery'].includes(q.measure) || (q.measure === 'weight' && weighed),
  );
  for (const q of main)
    out.push({
      kind: 'quantity',
      text: withWhatItTimes(q.inName ? f.name : f.description, q),
      present: (t) => findQuantities(expandSharedUnits(t)).some((x) => sameQuantity(x, q)),
    });
  for (const c of f.counts.filter((x) => x.inName))
    out.push({ kind: 'count', text: c.text, present: (t) => findCounts(t).some((x) => x.n === c.n) });
  for (const term of f.terms.filter((x) => x.inName && keptClasses.has(x.factClass)))
    out.push({ kind: 'term', text: term.text, present: (t) => hasFact(t, term.spellings) });
  // A fabric or material the seller states on a labelled line ('Fabric: 100% rayon') is key too.
  const labelled = f.terms.find(
    (x) =>
      !x.inName &&
      x.factClass === 'material' &&
      new RegExp(`\\b(?:fabric|material)\\s*[:-]\\s*(?:100\\s?%\\s*)?${escapeRegExp(x.text)}`, 'i').test(
        f.description,
      ),
  );
  if (labelled)
    out.push({ kind: 'term', text: labelled.text, present: (t) => hasFact(t, labelled.spellings) });
  for (const pair of exclusivePairs)
    for (const side of pair.sides) {
      const written = side.find((s) => hasPhrase(f.name, s));
      if (written)
        out.push({
          kind: 'side',
          // Put back as the name says it: 'for Kids', not a bare 'Kids' after a dash.
          text: `${new RegExp(`\\bfor\\s+${escapeRegExp(written)}`, 'i').test(f.name) ? 'for ' : ''}${asWritten(f.name, written)}`,
          present: (t) => side.some((s) => hasPhrase(t, s)),
        });
    }
  for (const size of f.sizes.filter((s) => hasPhrase(f.name, s)))
    out.push({ kind: 'size', text: size, present: (t) => hasPhrase(t, size) });
  for (const model of [...(f.ownModel ? [f.ownModel] : []), ...f.models.filter((m) => hasPhrase(f.name, m))])
    out.push({ kind: 'model', text: model, present: (t) => hasPhrase(t, model) });
  return out;
}
