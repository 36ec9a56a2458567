/**
 * Rules for advice a seller reads (tips, suggestions, insights, research): advice must never tell a
 * seller to break a listing rule, game reviews or speak about competitors. Collected by Vikreta, as of
 * November 2026. Claims, contact details and prices are checked by the listing rules as well.
 */
export interface AdviceRule {
  id: string;
  label: string;
  patterns: readonly RegExp[];
  message: string;
  source: string;
  asOf: string;
}

export const adviceRulesAsOf = 'November 2026';

/** An instruction that is a warning ('never put your phone number…') is not broken advice. */
export const negatedAdvice =
  /\b(?:no|not|never|avoid|don'?t|do\s+not|without|keep\s+(?:\w+\s+)?out|remove|banned|prohibited|not\s+allowed|must\s+not)\b/i;

export const adviceRules: readonly AdviceRule[] = [
  {
    id: 'advice.listing-contact',
    label: 'contact details in a listing',
    patterns: [
      // The contact itself, not a product named after it ('show mobile gaming triggers in use', 'add phone cases').
      /\b(?:put|add|write|include|mention|show|give|display|place)\s+(?:your\s+|the\s+|a\s+)?(?:(?:phone|mobile|whatsapp|contact)\s+(?:number|no\.?|details|info)|whatsapp|e-?mail|website|url|shop\s+address|(?:contact\s+)?number)\b/i,
    ],
    message: 'Advice to put contact details in a listing breaks marketplace rules; removed.',
    source: 'Amazon Seller Central help 200390640',
  },
  {
    id: 'advice.listing-price',
    label: 'price in a listing',
    patterns: [
      /\b(?:put|add|write|include|mention|show)\s+(?:the\s+|your\s+)?(?:price|mrp|discount|offer)\s+(?:in|into|on)\s+(?:the\s+)?(?:title|bullets?|description|listing|images?)\b/i,
    ],
    message: 'Prices belong in the price field, never in listing text; removed.',
    source: 'Amazon Seller Central help 200390640',
  },
  {
    id: 'advice.listing-claim',
    label: 'claim in a listing',
    patterns: [
      /\b(?:say|claim|write|add|mention|call\s+it|promise)\s+(?:that\s+)?(?:it\s+)?['"“]?(?:cures?|treats?|heals?|100\s?%|guaranteed|no\.?\s?1|best\s+in\s+india|clinically\s+proven|doctor\s+recommended)/i,
    ],
    message: 'Advice to make a prohibited claim in a listing; removed.',
    source: 'Drugs and Magic Remedies Act, 1954; ASCI Code, Chapter I',
  },
  {
    id: 'advice.reviews',
    label: 'review manipulation',
    patterns: [
      /\b(?:buy|purchase|pay\s+for|get\s+paid|fake|incentivi[sz]ed|bulk)\s+(?:\w+\s+)?reviews?\b/i,
      /\breview\s+(?:exchange|swap|groups?|farms?)\b/i,
      /\b(?:ask|get)\s+(?:friends|family|relatives|staff)\s+(?:\w+\s+){0,3}reviews?\b/i,
      /\b(?:free\s+product|refund|cashback)s?\s+(?:for|in\s+exchange\s+for)\s+(?:a\s+)?(?:5[- ]star\s+)?reviews?\b/i,
      /\b5[- ]star\s+reviews?\s+(?:for|in\s+exchange)/i,
    ],
    message: 'Buying, swapping or rewarding reviews is not allowed; removed.',
    source:
      'Consumer Protection (E-Commerce) Rules, 2020; BIS IS 19000:2022 (online consumer reviews); Amazon Community Guidelines',
  },
  {
    id: 'advice.competitors',
    label: 'statement about competitors',
    patterns: [
      /\bcompetitors?'?s?\b.{0,60}\b(?:fake|banned|illegal|duplicate|fraud|cheat\w*|counterfeit|harmful|unsafe|adulterated)\b/i,
      /\b(?:fake|banned|illegal|duplicate|counterfeit|adulterated)\b.{0,40}\bcompetitors?\b/i,
      /\b(?:kill|crush|destroy|finish|wipe\s+out)\s+(?:the\s+|your\s+|all\s+)?(?:competitors?|competition)\b/i,
      /\b(?:report|flag)\s+(?:your\s+|the\s+)?competitors?\b/i,
    ],
    message: 'Statements about competitors (that they are fake, banned or to be killed off) are disparaging; removed.',
    source: 'ASCI Code, Chapter IV (no denigration of competitors); Competition Act, 2002',
  },
].map((r) => ({ ...r, asOf: adviceRulesAsOf }));
