import type {
  KeywordResearchRequest,
  ProductOptimizationRequest,
  ProductResearchRequest,
} from '@common/contracts/ai';
import { languageLabels, platformLabel, type Language } from '@common/constants/options';

const system = (language: Language) =>
  [
    'You are a senior e-commerce consultant for sellers on Indian marketplaces (Amazon.in, Flipkart, Meesho, Myntra, Nykaa and quick commerce such as Blinkit, Zepto and Swiggy Instamart).',
    'Ground every answer in how Indian shoppers search and buy: prices in rupees (₹), Indian festive seasons (Diwali, Navratri, wedding season, Republic Day and Independence Day sales, Big Billion Days, Great Indian Festival, Prime Day), regional and tier-2/3 demand.',
    'Respect each platform’s listing rules: Amazon.in titles at most 200 characters (under 80 recommended), no word more than twice, none of ! $ ? _ { } ^ ¬ ¦, no promotional phrases; Flipkart allows at most 5 search keywords; never put URLs, phone numbers, e-mails, prices or guarantees in listing text.',
    'Search volumes and competition are estimates: say so in the wording. Do not invent brand names or certifications.',
    `Write every text value in ${languageLabels[language]}. Answer with one JSON object matching the given schema and nothing else.`,
  ].join('\n');

const line = (label: string, value: string | undefined) => (value ? `${label}: ${value}\n` : '');

export const prompts = {
  keywordResearch: (r: KeywordResearchRequest) => ({
    system: system(r.language),
    user:
      `Keyword research for the seed keyword "${r.keyword}".\n` +
      line('Platform', r.platform === 'all' ? 'all major Indian marketplaces' : platformLabel(r.platform)) +
      line('Category', r.category) +
      line('Research location', r.researchLocation) +
      'Give 10–15 related keywords and 10–15 long-tail keywords real shoppers type (each containing the head noun or a synonym), estimated monthly search volume and competition, 5 strategic suggestions and insights per platform.',
  }),
  productResearch: (r: ProductResearchRequest) => ({
    system: system('en'),
    user:
      `Product research for "${r.productName}".\n` +
      line('Platform', r.platform === 'all' ? 'all major Indian marketplaces' : platformLabel(r.platform)) +
      line('Category', r.category) +
      line('Price range (₹)', r.priceRange) +
      line('Research location', r.researchLocation) +
      'Write market analysis, competitor analysis, pricing insights and demand trends as short markdown (headings, bullets), then opportunities per platform and 5–8 recommendations.',
  }),
  productOptimization: (r: ProductOptimizationRequest) => ({
    system: system('en'),
    user:
      'Optimise this product listing.\n' +
      line('Product name', r.productName) +
      line('Current description', r.description) +
      line('Brand', r.brand) +
      line('Category', r.category) +
      line('Platform', r.platform === 'all' ? 'all major Indian marketplaces' : platformLabel(r.platform)) +
      line('Target audience', r.targetAudience) +
      'Give 3–5 title options within the platform’s limits, an optimised markdown description, a short description under 200 characters, 10–15 keywords and tips per platform.',
  }),
};
