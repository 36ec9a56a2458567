import type { TargetAudience } from '@common/constants/options';
import { isKnownNoun } from './vocabulary';
import { words } from './text';

/** Helpers that turn a seller's own text into listing-safe text. */

const forbidden = [
  /https?:\/\/\S+|www\.\S+/i,
  /\S+@\S+\.\S+/,
  /(\+91[\s-]?)?\b[6-9]\d{9}\b/,
  /(₹|\brs\.?|\binr)\s?\d[\d,]*(\.\d+)?/i,
];

/** Removes what marketplaces forbid in listings: URLs, e-mails, phone numbers and prices (Amazon help 200390640). */
export function scrubListingText(text: string): string {
  let out = text.replace(/<[^>]*>/g, ' ');
  for (const re of forbidden) out = out.replace(new RegExp(re.source, `${re.flags}g`), ' ');
  return out
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.])/g, '$1')
    .trim();
}

/** Drops whole sentences that carry forbidden content, so no dangling 'Call us on' remains. */
export function scrubSentences(text: string): string {
  const mark = '\u0000';
  let marked = text.replace(/<[^>]*>/g, ' ');
  for (const re of forbidden) marked = marked.replace(new RegExp(re.source, `${re.flags}g`), mark);
  return marked
    .split(/(?<=[.!?])\s+/)
    .filter((sentence) => !sentence.includes(mark))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** First sentences of a text, at most `max` characters, cut at a sentence or word boundary. */
export function firstSentences(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const stop = cut.lastIndexOf('. ');
  if (stop > max / 3) return cut.slice(0, stop + 1);
  const space = cut.lastIndexOf(' ');
  return `${cut.slice(0, space > 0 ? space : max).replace(/[,;:\s]+$/, '')}…`;
}

/**
 * A product name from a description when the seller gave none: the first known product noun with up to
 * two words before it, else the description's first five words.
 */
export function productNameFromDescription(description: string): string {
  const tokens = words(description).slice(0, 40);
  for (let i = 0; i < tokens.length; i++) {
    for (let n = 3; n >= 1; n--) {
      const phrase = tokens.slice(i, i + n).join(' ');
      if (tokens.length >= i + n && isKnownNoun(phrase)) {
        const before = tokens
          .slice(Math.max(0, i - 2), i)
          .filter((w) => !/^(a|an|the|this|our|is|of|and)$/.test(w));
        return [...before, phrase].join(' ');
      }
    }
  }
  return tokens.slice(0, 5).join(' ') || 'product';
}

/** Who the copy speaks to, per spec 01 §5 target audience. */
export const audienceSentences: Record<TargetAudience, string> = {
  'General Consumers': 'everyday buyers who want dependable quality at a fair price',
  'Young Adults (18-25)': 'young adults who want style, value and everyday practicality',
  'Adults (26-40)': 'busy working adults who want something that simply works',
  Parents: 'parents shopping for the whole family',
  Students: 'students who want good value for daily use',
  Professionals: 'working professionals who need reliability through the day',
  'Fitness Enthusiasts': 'people who train regularly and need gear that keeps up',
  'Tech Savvy Users': 'buyers who compare specifications closely',
  'Budget Conscious': 'value-minded shoppers who want the most for their money',
  'Premium Buyers': 'buyers who expect premium materials and finish',
  'Small Business Owners': 'small businesses buying for everyday use',
};

/** A title phrase for audiences that read naturally in a title; null when none does. */
export function audienceTitlePhrase(
  audience: TargetAudience | undefined,
  familyAudiences: readonly string[],
) {
  switch (audience) {
    case 'Students':
      return 'for Students';
    case 'Professionals':
      return 'for Office Use';
    case 'Fitness Enthusiasts':
      return 'for Gym and Workout';
    case 'Small Business Owners':
      return 'for Business Use';
    case 'Parents':
      return familyAudiences.includes('for kids') ? 'for Kids' : null;
    default:
      return null;
  }
}
