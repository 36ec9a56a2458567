import { claimRules } from './data/claim-rules';
import { contactPatterns } from './data/listing-rules';

/** Short names of rules for the summary line: "'cures dandruff' (drug claim)". */
export const ruleLabels: Record<string, string> = {
  ...Object.fromEntries(claimRules.map((r) => [r.id, r.label])),
  ...Object.fromEntries(contactPatterns.map((c) => [c.id, c.label])),
  'fact.term': 'not in your facts',
  'fact.quantity': 'size not in your facts',
  'fact.count': 'count not in your facts',
  'fact.product': 'another product',
  'fact.model': 'another model',
  'title.contradiction': 'contradiction',
  'title.promotional': 'promotional',
  'title.characters': 'banned characters',
  'title.repeats': 'repeated word',
  'title.length': 'too long',
  'title.key-fact': 'your fact restored',
  'title.wording': 'your wording',
  'title.endorsement': 'endorsement',
  'title.seller-claim': 'claim from your text',
  'keyword.seller-claim': 'claim from your text',
  'text.seller-claim': 'claim from your text',
  'keyword.off-topic': 'off topic',
  'keyword.mismatch': 'does not fit',
  'keyword.contradiction': 'contradiction',
  'keyword.malformed': 'malformed',
  'platform.unknown': 'unknown platform',
  'platform.unfit': 'not sold there',
  'estimate.range': 'estimate',
  'language.script': 'language',
};
