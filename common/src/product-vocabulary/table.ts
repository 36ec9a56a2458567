import type { Category } from '../constants/options';
import { attributeKeys, type AttributeKey } from '../listing-facts/attributes';
import type { ModifierProfile, NounEntry } from './types';

/**
 * The vocabulary files are tables in a compact text form, one product per line, so that 450 products stay
 * readable and easy to correct:
 *
 *   @profile-id                      a profile block: the words that truly go with a group of products
 *   types: inner lid, outer lid      before the noun
 *   materials: aluminium, steel      before the noun
 *   sizes: 3 litre, 5 litre          after the noun
 *   uses: for induction              'for …' after the noun
 *   audiences: for women             'for …' after the noun
 *   features: with lid               'with …' after the noun
 *   prices: 500 1000                 'under N' price points
 *   band: 300 800 2000 6000          budget from, mid from, premium from, premium up to (₹)
 *   checklist: capacity material     facts a listing should state (listing-facts/attributes.ts)
 *   kind: dish                       restaurant food; 'produce' for unprocessed fruit and vegetables (optional)
 *
 *   noun; profile; synonyms; Hinglish forms and misspellings; Hindi; Marathi; Tamil; Telugu; Bengali; demand; extras
 *
 * Lists are comma-separated; an empty Marathi field means the Hindi form; extras look like
 * 'uses=for dosa, for roti / types=dosa, roti'. Lines starting with '#' are comments.
 */
const listFields = ['types', 'materials', 'sizes', 'uses', 'audiences', 'features'] as const;
type ListField = (typeof listFields)[number];

const csv = (s: string | undefined) =>
  (s ?? '')
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);

function parseProfile(id: string, body: Map<string, string>): ModifierProfile {
  const nums = (k: string) => (body.get(k) ?? '').split(/\s+/).filter(Boolean).map(Number);
  const band = nums('band');
  if (band.length !== 4 || band.some((x) => !Number.isFinite(x)))
    throw new Error(`profile ${id}: band needs 4 numbers`);
  const checklist = (body.get('checklist') ?? '').split(/\s+/).filter(Boolean);
  for (const key of checklist)
    if (!(attributeKeys as readonly string[]).includes(key))
      throw new Error(`profile ${id}: unknown checklist key ${key}`);
  const kind = body.get('kind');
  return {
    id,
    ...(Object.fromEntries(listFields.map((f) => [f, csv(body.get(f))])) as Record<ListField, string[]>),
    prices: nums('prices'),
    band: band as unknown as ModifierProfile['band'],
    checklist: checklist as AttributeKey[],
    ...(kind === 'dish' || kind === 'produce' ? { kind } : {}),
  };
}

function withExtras(base: ModifierProfile, extras: string): ModifierProfile {
  if (!extras) return base;
  const out = { ...base };
  for (const part of extras.split('/')) {
    const [key, value] = part.split('=').map((x) => x.trim());
    if (!key || !(listFields as readonly string[]).includes(key))
      throw new Error(`unknown extra '${part}' for profile ${base.id}`);
    const field = key as ListField;
    out[field] = [...base[field], ...csv(value)];
  }
  return out;
}

const demandOf = (s: string | undefined): NounEntry['demand'] => {
  const d = Number(s || 3);
  return (d >= 1 && d <= 5 ? Math.round(d) : 3) as NounEntry['demand'];
};

/** Parses one category's table into noun entries. Throws on a malformed line, so tests catch typos. */
export function nounTable(category: Category, text: string): NounEntry[] {
  const profiles = new Map<string, ModifierProfile>();
  const entries: NounEntry[] = [];
  const lines = text.split('\n').map((l) => l.trim());
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (!line || line.startsWith('#')) continue;
    if (line.startsWith('@')) {
      const id = line.slice(1).trim();
      const body = new Map<string, string>();
      while (i + 1 < lines.length && /^[a-z]+:/.test(lines[i + 1] ?? '')) {
        const next = lines[++i] ?? '';
        const colon = next.indexOf(':');
        body.set(next.slice(0, colon).trim(), next.slice(colon + 1).trim());
      }
      profiles.set(id, parseProfile(id, body));
      continue;
    }
    const f = line.split(';').map((x) => x.trim());
    const [noun, profileId, synonyms, variants, hi, mr, ta, te, bn, demand, extras] = f;
    const base = profiles.get(profileId ?? '');
    if (!noun || !base) throw new Error(`${category}: bad line '${line}'`);
    const native: NounEntry['native'] = {};
    const hiForms = csv(hi);
    if (hiForms.length) native.hi = hiForms;
    const mrForms = mr ? csv(mr) : hiForms;
    if (mrForms.length) native.mr = mrForms;
    for (const [lang, forms] of [
      ['ta', ta],
      ['te', te],
      ['bn', bn],
    ] as const) {
      const list = csv(forms);
      if (list.length) native[lang] = list;
    }
    entries.push({
      noun,
      category,
      profile: withExtras(base, extras ?? ''),
      synonyms: csv(synonyms),
      variants: csv(variants),
      native,
      demand: demandOf(demand),
    });
  }
  return entries;
}
