import type { TargetAudience } from '@common/constants/options';
import type { SeedAnalysis } from './analyze';
import { audienceSentences, firstSentences, scrubSentences } from './listing-text';
import { capitalize } from './text';
import { isPluralNoun } from '@common/product-vocabulary/inflect';
import { truncateWords } from './titles';

export interface DescriptionInput {
  /** Product name as the seller wrote it (brand included when given). */
  lead: string;
  sellerText?: string;
  audience?: TargetAudience;
  maxChars: number;
  bulletCount: number;
  bulletMaxChars: number;
}

function list(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

function uses(a: SeedAnalysis): string[] {
  return a.lists.useCases.slice(0, 3).map((u) => u.replace(/^for /, ''));
}

/** Markdown description: heading, intro, key features (the bullets), audience and product details. */
export function optimizedDescription(a: SeedAnalysis, input: DescriptionInput): string {
  const seller = input.sellerText ? firstSentences(scrubSentences(input.sellerText), 400) : '';
  const useList = list(uses(a));
  const verb = isPluralNoun(a.head) && !a.quantity ? 'are' : 'is';
  const intro = [seller, `${input.lead} ${verb} made for ${useList || 'everyday use'}.`]
    .filter(Boolean)
    .join(' ');
  const bullets = [
    ...a.lists.benefits.map((b) => `${b}.`),
    useList ? `Ideal ${a.lists.useCases[0]?.startsWith('for') ? 'for' : 'in'} ${useList}.` : '',
  ]
    .filter(Boolean)
    .slice(0, input.bulletCount)
    .map((b) => `- ${truncateWords(capitalize(b), input.bulletMaxChars - 2)}`);
  const audience = audienceSentences[input.audience ?? 'General Consumers'];
  const details = [
    `- **Product type**: ${capitalize(a.head)}`,
    a.category ? `- **Category**: ${a.category}` : '',
    a.quantity ? `- **Pack size**: ${a.quantity}` : '',
  ].filter(Boolean);
  const sections = [
    `## ${input.lead}`,
    intro,
    `### Key features\n${bullets.join('\n')}`,
    `### Who it is for\nChosen by ${audience}.`,
    `### Product details\n${details.join('\n')}`,
  ];
  let text = sections.join('\n\n');
  while (text.length > input.maxChars && sections.length > 3) {
    sections.pop();
    text = sections.join('\n\n');
  }
  return truncateWords(text, input.maxChars);
}

function lowerFirst(text: string): string {
  return /^[A-Z][a-z]/.test(text) ? `${text.charAt(0).toLowerCase()}${text.slice(1)}` : text;
}

/** One or two sentences for catalogue cards and meta descriptions, at most 200 characters. */
export function shortDescription(a: SeedAnalysis, lead: string): string {
  const benefit = a.lists.benefits[0];
  const useList = list(uses(a).slice(0, 2));
  const text = `${lead}: ${benefit ? lowerFirst(benefit) : `a dependable ${a.head}`}${useList ? `, ideal for ${useList}` : ''}.`;
  return text.length <= 200 ? text : `${truncateWords(text, 199)}.`;
}
