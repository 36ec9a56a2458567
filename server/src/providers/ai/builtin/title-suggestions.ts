import type { TargetAudience } from '@common/constants/options';
import type { SeedAnalysis } from './analyze';
import { audienceTitlePhrase } from './listing-text';
import { containsPhrase, smallWords, titleCase, uniqueCaseInsensitive } from './text';
import { fitTitle } from './titles';

export interface TitleInput {
  /** The seller's product name (or one taken from the description), as written. */
  name: string;
  brand?: string;
  audience?: TargetAudience;
  /** Character limit and repeat rule of the platform (strictest of all platforms for 'all'). */
  maxChars: number;
  maxRepeats: number;
  /** Recommended shorter length (Amazon: under 80). */
  shortChars: number;
}

/** Title case for a phrase inside a title: a leading 'for' / 'with' stays lower case ('with Mic'). */
function phraseCase(phrase: string): string {
  const t = titleCase(phrase);
  return t.replace(/^(For|With|Without|In|Of|And)\b/, (w) => w.toLowerCase());
}

/** 'for running' + 'for gym' → 'for Running and Gym'. */
function combineFor(phrases: readonly string[]): string | undefined {
  const [first, second] = phrases;
  if (!first) return undefined;
  if (!second || !first.startsWith('for ') || !second.startsWith('for ')) return phraseCase(first);
  return phraseCase(`${first} and ${second.slice(4)}`);
}

/** Title case that keeps the seller's own capitals ('boAt', 'iPhone') and small words in lower case. */
export function keepCase(text: string): string {
  return text
    .split(' ')
    .map((w, i) => (/[A-Z]/.test(w) ? w : i > 0 && smallWords.has(w) ? w : titleCase(w)))
    .join(' ');
}

/**
 * The name with attributes placed where buyers expect them: before the product noun and any material or
 * attribute words already in front of it ('Printed Cotton Kurti', 'boAt Airdopes TWS Bluetooth Earbuds').
 */
function insertAttributes(name: string, attrs: readonly string[], a: SeedAnalysis): string {
  if (attrs.length === 0) return name;
  const shown = name.split(' ');
  const lower = shown.map((w) => w.toLowerCase());
  const head = a.head.split(' ');
  let at = -1;
  for (let i = lower.length - head.length; i >= 0 && at < 0; i--)
    if (head.every((w, k) => lower[i + k] === w)) at = i;
  if (at < 0) return [...attrs, name].join(' ');
  const vocab = new Set([...a.lists.attributes, ...a.lists.materials].flatMap((x) => x.split(' ')));
  while (at > 0 && vocab.has(lower[at - 1] ?? '')) at--;
  return [...shown.slice(0, at), ...attrs, ...shown.slice(at)].join(' ');
}

/** The seller's brand (when given and not already in the name) followed by the name. */
export function brandedName(name: string, brand?: string): string {
  const b = brand?.trim();
  const n = keepCase(name.trim());
  return b && !n.toLowerCase().includes(b.toLowerCase()) ? `${b} ${n}` : n;
}

/**
 * Three or four distinct titles in the usual Indian-marketplace shape: brand, key attribute, product,
 * main feature, then further attributes, uses and audience; all within the limit and the repeat rule.
 */
export function titleSuggestions(a: SeedAnalysis, input: TitleInput): string[] {
  const name = keepCase(input.name.trim());
  const brand =
    input.brand?.trim() && !name.toLowerCase().includes(input.brand.trim().toLowerCase())
      ? input.brand.trim()
      : '';
  const notInName = (p: string) => !containsPhrase(input.name, p);
  const attrs = a.lists.attributes.filter(notInName).slice(0, 3).map(titleCase);
  // Category-wide materials, features and uses may not fit an unknown product: titles use them only for
  // known product families (keywords still offer them as search ideas).
  const known = a.family !== null;
  const material = known ? a.lists.materials.filter(notInName).map(titleCase)[0] : undefined;
  const features = known ? a.lists.features.filter(notInName).slice(0, 2).map(phraseCase) : [];
  const uses = known ? combineFor(a.lists.useCases.slice(0, 2)) : undefined;
  const audience =
    audienceTitlePhrase(input.audience, a.lists.audiences) ??
    (a.lists.audiences[0] ? phraseCase(a.lists.audiences[0]) : undefined);
  const { maxChars, maxRepeats } = input;
  const short = Math.min(maxChars, input.shortChars);
  const join = (...parts: readonly (string | undefined)[]) => parts.filter(Boolean).join(' ');
  const defined = (xs: readonly (string | undefined)[]) => xs.filter((x): x is string => Boolean(x));
  const nameWords = new Set(name.toLowerCase().split(/[^a-z0-9]+/));
  const fresh = (x: string) =>
    !x
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .some((w) => nameWords.has(w));
  const [a1, a2, a3] = [...attrs.filter(fresh), ...attrs.filter((x) => !fresh(x))];
  const [f1, f2] = features;

  return uniqueCaseInsensitive([
    fitTitle(
      join(brand, insertAttributes(name, defined([a1]), a), f1),
      defined([a2, uses]),
      short,
      maxRepeats,
    ),
    fitTitle(
      join(brand, name, f1),
      defined([a1, a2, uses, audience, material, f2, a3]),
      maxChars,
      maxRepeats,
    ),
    fitTitle(
      join(brand, insertAttributes(name, defined([a1, a2]), a)),
      defined([f1, material, uses, audience, f2]),
      maxChars,
      maxRepeats,
    ),
    fitTitle(join(brand, name, uses), defined([f1, audience, a2, material]), maxChars, maxRepeats),
  ]).filter(Boolean);
}
