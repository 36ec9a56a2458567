import type {
  KeywordResearchRequest,
  ProductOptimizationRequest,
  ProductResearchRequest,
} from '@common/contracts/ai';
import { languageLabels, type Language } from '@common/constants/options';
import { platformLabel } from '@common/constants/platforms';
import { extractFacts } from '@common/listing-facts/extract';
import { keyFacts } from '@common/listing-facts/key-facts';
import { analyzeSeed } from '../builtin/analyze';
import { marketplace, marketplaceIds, marketplaces } from '@common/marketplaces/registry';
import { noteOn } from '@common/marketplaces/types';
import { claimLine, keywordSeeds, languageLine, marketLines, platformLines } from './grounding';

/** The strictest title rules of the registry (Amazon.in's), asked of every answer: the guard checks them everywhere. */
const strictest = marketplace('amazon');
const strictTitleRules = (['word-repeats', 'title-rules'] as const)
  .map((topic) => noteOn(strictest, topic)?.text)
  .filter(Boolean)
  .join('; ');

const system = (language: Language, grounding: readonly string[]) =>
  [
    `You are a senior e-commerce consultant for sellers on Indian marketplaces (${marketplaces.map((m) => m.name).join(', ')}).`,
    'Ground every answer in how Indian shoppers search and buy: prices in rupees (₹), Indian festive seasons, regional and tier-2/3 demand.',
    'Platform rules you must follow (from Vikreta’s marketplace data, with sources):',
    ...grounding.map((g) => `- ${g}`),
    `Respect ${strictest.name} title rules everywhere: ${strictTitleRules}.`,
    claimLine,
    'Search volumes and competition are estimates: say so in the wording; keep searchVolumeEstimate low at or below high.',
    `Use only these platform values: ${marketplaceIds.join(', ')}.`,
    `${languageLine(language, languageLabels[language])} Answer with one JSON object matching the given schema and nothing else.`,
  ].join('\n');

const line = (label: string, value: string | undefined) => (value ? `${label}: ${value}\n` : '');
const platformName = (p: string) => (p === 'all' ? 'all major Indian marketplaces' : platformLabel(p));

export const prompts = {
  keywordResearch: (r: KeywordResearchRequest) => {
    const category = r.category ?? analyzeSeed(r.keyword).category;
    return {
      system: system(r.language, [
        ...platformLines(r.platform, category),
        ...marketLines(category, r.platform),
      ]),
      user:
        `Keyword research for the seed keyword "${r.keyword}" (keep it exactly as typed in the keyword field).\n` +
        line('Platform', platformName(r.platform)) +
        line('Category', category ?? undefined) +
        line('Research location', r.researchLocation) +
        line(
          'Candidate keywords from Vikreta’s vocabulary (build on them; keep only ones that fit)',
          keywordSeeds(r.keyword, category).join('; '),
        ) +
        'Give 10–15 related keywords and 10–15 long-tail keywords real shoppers type (each containing the product noun or a synonym, never a use, place or audience that does not fit the product), estimated monthly search volume and competition, 5 strategic suggestions and insights per platform.',
    };
  },
  productResearch: (r: ProductResearchRequest) => {
    const category = r.category ?? analyzeSeed(r.productName).category;
    return {
      system: system('en', [...platformLines(r.platform, category), ...marketLines(category, r.platform)]),
      user:
        `Product research for "${r.productName}" (name it exactly like this).\n` +
        line('Platform', platformName(r.platform)) +
        line('Category', category ?? undefined) +
        line('Price range (₹)', r.priceRange) +
        line('Research location', r.researchLocation) +
        line(
          'What buyers search for (Vikreta’s candidates)',
          keywordSeeds(r.productName, category).slice(0, 10).join('; '),
        ) +
        'Write market analysis, competitor analysis, pricing insights and demand trends as short markdown (headings, bullets) specific to this product, its price band and platform (no generic advice), then opportunities per platform where it sells and 5–8 recommendations. The competition label and the prose must agree.',
    };
  },
  productOptimization: (r: ProductOptimizationRequest) => {
    const facts = extractFacts({ ...r, category: r.category ?? null });
    const category = r.category ?? facts.noun?.entry.category ?? null;
    const keep = keyFacts(facts).map((k) => k.text);
    return {
      system: system(r.language ?? 'en', [
        ...platformLines(r.platform, category),
        ...marketLines(category, r.platform),
      ]),
      user:
        'Optimise this product listing using only the seller’s facts below.\n' +
        line('Product name', r.productName) +
        line('Current description', r.description) +
        line('Brand', r.brand) +
        line('Category', category ?? undefined) +
        line('Platform', platformName(r.platform)) +
        line('Target audience', r.targetAudience) +
        line('Facts every title must keep', keep.join('; ')) +
        line('Keyword candidates', keywordSeeds(facts.name, category).slice(0, 10).join('; ')) +
        'Give 3–5 title options within the platform’s limit, up to 5 bullet points (one of the seller’s facts each, at most 250 characters, no claim), an optimised markdown description, a short description under 200 characters, 10–15 keywords, Amazon.in backend search terms (words not in the first title, under 200 bytes; empty for other platforms) and tips per platform.',
    };
  },
};
