import { categoryOptions, type Category } from '@common/constants/options';
import { categoryVocabularies, genericVocabulary } from './market-data/categories';
import { synonymGroups } from './market-data/synonyms';
import type { CategoryVocabulary, ProductFamily } from './market-data/types';
import { inflections } from '@common/product-vocabulary/inflect';

/** Lookup tables built once from the data files. */

export interface FamilyEntry {
  family: ProductFamily;
  category: Category;
}

/** Every spelling (with inflections) of a family head or its synonyms → the family. */
const familyIndex = new Map<string, FamilyEntry[]>();
/** Every synonym-group member (with inflections) → its group. */
const synonymIndex = new Map<string, readonly string[]>();
/** Category head terms (with inflections) → categories. */
const headTermIndex = new Map<string, Category[]>();

function add<T>(map: Map<string, T[]>, key: string, value: T): void {
  const list = map.get(key) ?? [];
  if (!list.includes(value)) list.push(value);
  map.set(key, list);
}

for (const group of synonymGroups)
  for (const term of group) for (const f of inflections(term)) synonymIndex.set(f, group);

for (const category of categoryOptions) {
  const vocab = categoryVocabularies[category];
  for (const family of vocab.families) {
    const group = synonymIndex.get(family.head) ?? [family.head];
    for (const term of new Set([family.head, ...group]))
      for (const f of inflections(term)) add(familyIndex, f, { family, category });
  }
  for (const term of vocab.headTerms) for (const f of inflections(term)) add(headTermIndex, f, category);
}

/** Longest phrase length (in words) in any index, to bound phrase scans. */
export const maxPhraseWords = Math.max(
  ...[...familyIndex.keys(), ...synonymIndex.keys(), ...headTermIndex.keys()].map((k) => k.split(' ').length),
);

export function findFamily(phrase: string, preferred?: Category): FamilyEntry | undefined {
  const entries = familyIndex.get(phrase);
  if (!entries) return undefined;
  return entries.find((e) => e.category === preferred) ?? entries[0];
}

export function isKnownNoun(phrase: string): boolean {
  return familyIndex.has(phrase) || synonymIndex.has(phrase) || headTermIndex.has(phrase);
}

/** Synonyms of a head noun, the head itself excluded. */
export function synonymsOf(head: string, family?: ProductFamily): string[] {
  const group = synonymIndex.get(head) ?? (family ? synonymIndex.get(family.head) : undefined) ?? [];
  const all = family && family.head !== head ? [family.head, ...group] : [...group];
  const own = new Set(inflections(head));
  return [...new Set(all)].filter((s) => !own.has(s));
}

export function categoriesForTerm(phrase: string): Category[] {
  return headTermIndex.get(phrase) ?? [];
}

export type Vocabulary = Omit<CategoryVocabulary, 'category'> & { category: Category | null };

export function vocabularyFor(category: Category | null): Vocabulary {
  return category ? categoryVocabularies[category] : { ...genericVocabulary, category: null };
}
