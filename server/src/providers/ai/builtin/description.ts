import type { Category, Language } from '@common/constants/options';
import { attributeLabels, certificationMarkLabel, type AttributeKey } from '@common/listing-facts/attributes';
import type { ListingFacts } from '@common/listing-facts/extract';
import { isLoad } from '@common/listing-facts/other-figures';
import type { Measure } from '@common/listing-facts/units';
import { hasPhrase, hasWords, indicScriptOf } from '@common/text/scripts';
import type { Messages } from './i18n/index';
import { sellerSentences, states } from './seller-clauses';
import { capitalize } from './text';
import { keepCase, truncateWords } from './titles';
import { nounAsWritten } from './title-shapes';

/**
 * The description, from the seller's facts only: their own sentences (the listing guard later takes out
 * any prohibited claim) and the facts as a details list. No line on who it is for: a sentence written for an
 * audience ('For parents shopping for the whole family') says nothing of the product and may not fit it.
 * Headings and labels are in the requested language; the seller's words stay as written.
 */
export interface DescriptionInput {
  facts: ListingFacts;
  lead: string;
  category: Category | null;
  language: Language;
  maxChars: number;
  bulletCount: number;
  bulletMaxChars: number;
}

const measureKeys: Partial<Record<Measure, AttributeKey>> = {
  volume: 'capacity',
  battery: 'battery',
  weight: 'weight',
  power: 'wattage',
  length: 'size',
  duration: 'playtime',
  data: 'storage',
};

const alwaysShown: readonly AttributeKey[] = [
  'capacity',
  'weight',
  'wattage',
  'count',
  'material',
  'ingredients',
  'compatibility',
];

/** An attribute's name in the requested language: 'Capacity', 'Size'. */
const attributeLabel = (k: AttributeKey, language: Language) =>
  capitalize(attributeLabels[k][language].replace(/\s*\(.*\)$/, ''));

/** What a measure is called in a fact row ('Size' for a length), in the requested language. */
export const measureLabel = (measure: Measure, language: Language): string | undefined => {
  const key = measureKeys[measure];
  return key && attributeLabel(key, language);
};

/** 'Capacity: 5 L', 'Material: Aluminium' … in the requested language. */
export function factRows(
  f: ListingFacts,
  category: Category | null,
  m: Messages,
  language: Language,
): [string, string][] {
  const label = (k: AttributeKey) => (k === 'count' ? m.packLabel : attributeLabel(k, language));
  // 'Certification or licence number' promises a number: marks without one ('BIS', 'Agmark') are certifications.
  const labelOf = (k: AttributeKey, values: readonly string[]) =>
    k === 'certification' && !values.some((v) => /\d/.test(v))
      ? capitalize(certificationMarkLabel[language])
      : label(k);
  const rows: [string, string][] = [];
  if (f.brand) rows.push([m.brandLabel, f.brand]);
  if (f.noun) rows.push([m.productTypeLabel, nounAsWritten(f)]);
  // Only the facts that matter for this product ('12 hours' absorption is not a diaper's playtime).
  const relevant = f.noun
    ? new Set<AttributeKey>([...f.noun.entry.profile.checklist, ...alwaysShown])
    : undefined;
  if (category) rows.push([m.categoryLabel, category]);
  const byKey = new Map<AttributeKey, string[]>();
  const put = (k: AttributeKey, v: string) => byKey.set(k, [...(byKey.get(k) ?? []), v]);
  for (const q of f.quantities) {
    const source = q.inName ? f.name : f.description;
    if (isLoad(source, q)) continue;
    // A length the seller names ('height 85 cm', 'length 38 inch') is that dimension, not the size (English).
    const named = language === 'en' && q.measure === 'length' ? dimensionWord(source, q.index) : undefined;
    if (named) rows.push([capitalize(named), q.text]);
    else if (measureKeys[q.measure]) put(measureKeys[q.measure]!, q.text);
  }
  const pack = f.counts.find((c) => c.pack);
  if (pack) put('count', pack.text);
  // How many parts one has ('Pages: 200'), labelled by its own unit: English answers only.
  const parts = language === 'en' ? f.counts.filter((c) => !c.pack) : [];
  // The number as written ('Pages: 2,410').
  // 'approx 1200 pages' reads 'Pages: 1200'; a count without its unit gets no row.
  for (const c of parts) {
    const [, written = String(c.n), unit = ''] = /([\d,]+)\s*(.*)$/.exec(c.text) ?? [];
    if (unit.trim()) rows.push([capitalize(unit.trim()), written]);
  }
  for (const t of f.terms.filter((x) => !x.part)) {
    if (t.factClass === 'material') put('material', keepCase(t.text));
    if (t.factClass === 'certification') put('certification', t.text);
    if (t.factClass === 'ingredient') put('ingredients', keepCase(t.text));
  }
  for (const c of f.colours.slice(0, 2)) put('colour', capitalize(c));
  for (const s of f.sizes.slice(0, 2)) put('size', s);
  for (const model of f.models) put('compatibility', model);
  for (const [k, vs] of byKey)
    if (!relevant || relevant.has(k)) rows.push([labelOf(k, vs), distinct(vs).join(', ')]);
  return rows;
}

/**
 * The dimension a length is written after: 'height 85 cm', 'Length: 38 inch', 'diameter of 75 cm', with the part
 * it is of ('cord length 1.5 m' is the cord's, not the product's length).
 */
const dimension =
  '(?:(cord|cable|wire|hose|pipe|strap|chain|blade|handle|sleeve)\\s+)?(length|height|width|depth|diameter|thickness)';
const dimensionBefore = new RegExp(`\\b${dimension}\\s*(?:of\\s+|:\\s*)?(?:about\\s+|approx\\.?\\s+)?$`, 'i');
const dimensionWord = (source: string, index: number) => {
  const m = dimensionBefore.exec(source.slice(Math.max(0, index - 32), index));
  return m ? [m[1], m[2]].filter(Boolean).join(' ').toLowerCase() : undefined;
};
/** A fact row labelled with a dimension ('Height', 'Cord length'). */
const isDimensionLabel = (label: string) => new RegExp(`^${dimension}$`, 'i').test(label);

/** Each value once: 'Cotton' goes when '100% Cotton' says it too. */
function distinct(values: readonly string[]): string[] {
  const unique = [...new Map(values.map((v) => [v.toLowerCase(), v])).values()];
  return unique.filter((v) => !unique.some((w) => w !== v && hasWords(w.toLowerCase(), v.toLowerCase())));
}

export function optimizedDescription(input: DescriptionInput, m: Messages): string {
  const { facts: f, language } = input;
  const sentences = sellerSentences(f.description);
  const intro = sentences[0] ?? '';
  const rows = factRows(f, null, m, language).map(([k, v]) => `- **${k}**: ${v}`);
  const assemble = (features: readonly string[]) =>
    [
      `## ${input.lead}`,
      intro,
      features.length > 0 ? `### ${m.keyFeatures}\n${features.join('\n')}` : '',
      `### ${m.productDetails}\n${rows.join('\n')}`,
    ].filter(Boolean);
  // Every other sentence of the seller's as a key feature while the description has room (a warranty or a warning
  // at the end of their text is no less a fact), at least as many as the bullets.
  const bullets: string[] = [];
  for (const sentence of sentences.slice(1)) {
    const line = `- ${truncateWords(capitalize(sentence), input.bulletMaxChars - 2)}`;
    if (
      bullets.length >= input.bulletCount &&
      assemble([...bullets, line]).join('\n\n').length > input.maxChars
    )
      break;
    bullets.push(line);
  }
  const sections = assemble(bullets);
  let text = sections.join('\n\n');
  while (text.length > input.maxChars && sections.length > 3) {
    sections.splice(sections.length - 2, 1);
    text = sections.join('\n\n');
  }
  return truncateWords(text, input.maxChars);
}

/**
 * Too long: cut after the last whole clause of the list that fits ('…, 5 parts in one set.'), never inside one;
 * with no clause that fits, the lead alone ('Thamizh Pathippagam Ponniyin Selvan, 5 Parts.').
 */
function cutAtClause(text: string, max: number, listStart: number, lead: string): string {
  const ends = [...text.slice(0, max).matchAll(/[,;.।]\s/g)].map((m) => m.index).filter((i) => i > listStart);
  const at = ends.at(-1);
  if (at !== undefined) return `${text.slice(0, at).replace(/[\s,;:—-]+$/, '')}.`;
  return lead.length < max ? `${lead.replace(/[\s,;:—-]+$/, '')}.` : truncateWords(text, max);
}

/** One line for catalogue cards: the lead and its main facts, at most 200 characters. */
export function shortDescription(f: ListingFacts, name: string, m: Messages, language: Language): string {
  const lead = f.noun ? [f.brand, nounAsWritten(f)].filter(Boolean).join(' ') : name;
  const facts = factRows(f, null, m, language)
    .filter(([k]) => k !== m.brandLabel && k !== m.productTypeLabel)
    // Not a fact the lead already says ('Rosehip Face Oil 30 ml: 30 ml').
    .filter(([, v]) => !hasPhrase(lead, v))
    // A count of parts reads with its unit ('280 pages'), never a bare '280'; a dimension with its name
    // ('Height 85 cm'), never a bare '85 cm' beside another.
    .map(([k, v]) =>
      /^[\d,]+$/.test(v) ? `${v} ${k.toLowerCase()}` : isDimensionLabel(k) ? `${k} ${v}` : v,
    );
  const list =
    facts.length > 0
      ? facts.slice(0, 5).join(', ')
      : (sellerSentences(f.description)[0] ?? '').replace(/[.!?।]+$/, '');
  let text = m.shortDescription(lead, list || lead);
  // Too long: fewer facts, or fewer clauses of the seller's sentence (never an empty 'Watch: .').
  const items = facts.length > 0 ? facts.slice(0, 5) : list.split(/,\s+/);
  for (let n = items.length - 1; text.length > 200 && n >= 1; n--)
    text = m.shortDescription(lead, items.slice(0, n).join(', '));
  // Few facts read as a label ('Crunchi Makhana: 75 g.'): the seller's first sentence says what it is.
  const first = sellerSentences(f.description)[0]?.replace(/[.!?।]+$/, '');
  // (Not one with a figure in per cent: '100% …' is a claim word in descriptions.)
  if (facts.length > 0 && facts.length < 3 && first && !first.includes('%')) {
    // The facts the sentence says too are listed once, in the sentence ('60 W. 60 W, 230 V soldering iron').
    // When the sentence says them all, the label with its facts stays alone.
    const others = facts.filter((v) => !states(first, v));
    // The sentence says them all: the brand and the sentence ('Chhayabani: Set of 3 DVDs with …'), not a label
    // with one fact ('Chhayabani Home Video DVDs: Set of 3.').
    // (Only in the answer's own script: a Marathi answer keeps its Marathi frame.)
    const inAnswerScript = indicScriptOf(first) === indicScriptOf(m.shortDescription('', ''));
    const fuller =
      others.length > 0
        ? `${m.shortDescription(lead, others.join(', '))} ${capitalize(first)}.`
        : inAnswerScript
          ? `${f.brand && !hasPhrase(first, f.brand) ? `${f.brand}: ` : ''}${capitalize(first)}.`
          : '';
    if (fuller && fuller.length <= 200) text = fuller;
  }
  // A sentence in Latin letters ends with a full stop, not a danda ('… no added colour.').
  const listStart = Math.max(0, text.indexOf(items[0] ?? ''));
  const short = (text.length <= 200 ? text : cutAtClause(text, 198, listStart, lead)).replace(
    /([\p{Script=Latin}\d)])।/gu,
    '$1.',
  );
  return short;
}
