/**
 * Trade terms and imitation claims that do not belong in listing text, with the rule behind each. Collected by
 * Vikreta, as of November 2026. Loaded into claim-rules.ts.
 */
export const tradeClaimRules = [
  {
    id: 'claim.offer-terms',
    label: 'delivery, payment or offer terms',
    patterns: [
      /\bcash\s+on\s+delivery\b/i,
      // 'COD available', not cod liver oil nor the game 'COD Mobile'.
      /\b(?:cod|c\.o\.d\.?)\s+(?:is\s+)?(?:available|accepted|facility|option)\b|\b(?:available|accepted)\s+(?:on\s+|with\s+)?cod\b/i,
      /\bfree\s+(?:home\s+)?(?:delivery|shipping)\b/i,
      /\b(?:delivery|shipping)\s+(?:all\s+over|across|in\s+all|pan)\s+india\b|\ball\s+india\s+(?:delivery|shipping)\b/i,
      /\b(?:easy|free|hassle[- ]free|no[- ]questions?[- ]asked)\s+(?:\d+\s*[- ]?days?\s+)?returns?\b/i,
      /\b\d+\s*[- ]?days?\s+(?:easy\s+)?(?:returns?|return\s+policy)\b/i,
      /\b(?:ships|shipped|dispatch(?:ed|es)?|delivered)\s+(?:with)?in\s+\d+\s*(?:-\s*\d+\s*)?(?:hours?|hrs?|days?)\b/i,
      /\bsame[- ]day\s+(?:dispatch|delivery|shipping)\b/i,
      /\blimited\s+(?:stock|period\s+offer|time\s+offer)\b|\bhurry\b|\b(?:order|buy)\s+now\b/i,
      // A price comparison without a price: 'at half price', 'half the market price', '40% cheaper'.
      /\b(?:at|for)\s+half\s+(?:the\s+)?(?:market\s+)?price\b|\bhalf\s+the\s+(?:market\s+)?price\b/i,
      /\b\d+\s?%\s+(?:cheaper|off|discount)\b|\bcheaper\s+than\s+(?:market|others|other\s+brands|showroom)\b/i,
    ],
    categories: 'all',
    action: 'remove',
    message:
      'Delivery, payment, return and offer terms are set by the marketplace on the offer, never written in the title, bullets or description.',
    source: 'Amazon Seller Central help 200390640 (no prices, availability or promotions anywhere in a listing)',
  },
  {
    id: 'claim.imitation',
    label: 'imitation claim',
    patterns: [
      /\bno\s?(?:one|body)\s+can\s+(?:find|tell|spot|make\s+out|see)\s+(?:the\s+)?difference\b/i,
      /\b(?:looks?|feels?)\s+(?:exactly\s+|just\s+|100\s?%\s+)?(?:like|same\s+as)\s+(?:real|original|pure|genuine|branded)\s+(?:gold|silver|diamonds?|leather|one|product)\b/i,
      /\bsame\s+as\s+(?:the\s+)?(?:original|branded)\b/i,
      /\b(?:first|1st|master|mirror)\s+copy\b|\breplica\b/i,
    ],
    categories: 'all',
    action: 'remove',
    message:
      'Saying an imitation passes for the real thing misleads buyers (and a copy of a brand is counterfeit): state what it is made of instead.',
    source:
      'CCPA Guidelines for Prevention of Misleading Advertisements, 2022; Trade Marks Act, 1999, section 29 (a copy sold under a brand infringes it)',
  },
] as const;
