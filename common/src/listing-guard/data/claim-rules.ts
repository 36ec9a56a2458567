import type { Category } from '../../constants/options';
import type { ProductKind } from '../../product-vocabulary/types';
import { bodyClaimRules } from './claim-rules-body';
import { tradeClaimRules } from './claim-rules-trade';
import { composedMaterial } from './compositions';

/**
 * Claims a listing may not make (or may make only with proof), with the law or marketplace rule behind
 * each. 'remove' rules come out of every generated text and are errors in a seller's own listing; 'flag'
 * rules are kept and shown to the seller. Collected by Vikreta, as of November 2026.
 */
export interface ClaimRule {
  id: string;
  /** Short name shown in the listing check: "'cures dandruff' (drug claim)". */
  label: string;
  patterns: readonly RegExp[];
  categories: 'all' | readonly Category[];
  action: 'remove' | 'flag';
  message: string;
  source: string;
  /** When the rule and its source were last checked. */
  asOf: string;
  /** The rule does not apply to products of these kinds ('fresh' on unprocessed produce). */
  exceptKinds?: readonly ProductKind[];
  /** The rule does not apply when the seller's text carries this proof (a certificate, a licence). */
  unlessSeller?: RegExp;
}

export const claimRulesAsOf = 'November 2026';

const bodyCare: readonly Category[] = ['Beauty', 'Health', 'Baby Products', 'Food & Beverages', 'Pet Supplies'];

export const claimRules: readonly ClaimRule[] = (
  [
  {
    id: 'claim.cure',
    label: 'drug claim',
    patterns: [
      /\bcure[sd]?\b/i,
      /\bheals?\b/i,
      /\bremedy for\b/i,
      /\bstops?\s+hair\s?fall\b/i,
      /\bregrows?\s+(?:lost\s+)?hair\b/i,
      /\btreats?\s+(?:acne|dandruff|hair\s?fall|pimples|eczema|psoriasis|diabetes|arthritis|piles|infections?)\b/i,
      // Hinglish: 'pakka ilaaj' (a sure cure), 'ka ilaj' (the cure for).
      /\bilaa?j\b/i,
      /\b(?:prevents?|reverses?)\s+(?:hair\s?fall|baldness|greying|diabetes|cancer|disease|infections?)\b/i,
      /\b(?:removes?|clears?|eliminates?)\s+(?:all\s+)?(?:dark\s+spots|pimples|acne|scars|wrinkles|pigmentation)\b/i,
    ],
    categories: 'all',
    action: 'remove',
    message: 'Claims to cure, treat or prevent a condition are drug claims, not allowed for cosmetics, food or household goods.',
    source: 'Drugs and Magic Remedies (Objectionable Advertisements) Act, 1954; Drugs and Cosmetics Act, 1940',
  },
  {
    id: 'claim.permanent',
    label: 'absolute claim',
    patterns: [/\bpermanent(?:ly)?\b(?!\s+(?:[\w-]+\s+){0,2}(?:marker|ink|hair\s+colou?r|magnet))/i, /\bforever\b/i, /\blifetime results?\b/i],
    categories: 'all',
    action: 'remove',
    message: 'Promises of permanent results cannot be substantiated.',
    source: 'ASCI Code for Self-Regulation in Advertising, Chapter I (truthful, substantiated claims)',
  },
  {
    id: 'claim.never-fails',
    label: 'absolute claim',
    // A promise no product can keep, or a performance figure no listing can prove ('doubles laptop speed').
    patterns: [
      /\bunbreakable\b/i,
      /\btear[- ]?proof\b/i,
      /\bnever\s+(?:fades?|breaks?|fails?|rusts?|tears?|wears?\s+out|stops?|needs?\s+(?:any\s+)?replac(?:ement|ing)|makes?\s+(?:a\s+|any\s+)?mistakes?|goes?\s+wrong)\b/i,
      /\b(?:doubles?|triples?)\s+(?:the\s+|your\s+)?(?:[\p{L}-]+\s+){0,3}(?:speed|performance|battery\s+life|life|efficiency|yield|harvest|growth|output|production|mileage|results?|sales|income)\b/iu,
      // An outcome promised in figures ('increases yield by 40%', '3x faster growth').
      /\b(?:increases?|boosts?|improves?|raises?)\s+(?:the\s+|your\s+)?(?:[\p{L}-]+\s+){0,3}(?:yield|harvest|growth|output|production|mileage)\s+(?:by|up\s+to)\s+\d+/iu,
      /\b\d+\s?(?:x|times)\s+(?:more|faster|higher|bigger|better)\s+(?:[\p{L}-]+\s+){0,2}(?:yield|harvest|growth|output|production|results?)\b/iu,
      /\breduces?\s+(?:the\s+|your\s+)?(?:[\p{L}-]+\s+){0,2}temperature\s+by\s+\d+/iu,
    ],
    categories: 'all',
    action: 'remove',
    message:
      "Promises that it never fails, breaks or fades, or performance figures such as 'doubles speed', cannot be substantiated; state the material, the test or the warranty instead.",
    source:
      'ASCI Code for Self-Regulation in Advertising, Chapter I (claims must be substantiated); Consumer Protection Act, 2019, s. 2(28) (misleading advertisement)',
  },
  {
    id: 'claim.hundred-percent',
    label: '100% claim',
    // A fibre or material composition ('100% cotton', '100% polycarbonate') is a labelling fact, not a claim.
    patterns: [
      new RegExp(`\\b100\\s?%(?=\\s|$|[,.;])(?!\\s*${composedMaterial}\\b)`, 'i'),
      new RegExp(`\\b(?:100|hundred)\\s?percent\\b(?!\\s*${composedMaterial}\\b)`, 'i'),
    ],
    categories: 'all',
    action: 'remove',
    message: "'100%' claims read as guarantees and need proof; state the fact without it.",
    source: 'ASCI Code, Chapter I; Amazon Seller Central help 201100890 (no "100% quality guaranteed")',
  },
  {
    id: 'claim.guarantee',
    label: 'guarantee',
    patterns: [/\b(?:results?\s+)?guarantee[ds]?(?:\s+results?)?\b/i, /\bmoney[- ]back\b/i],
    categories: 'all',
    action: 'remove',
    message: 'Guarantees do not belong in listing text; state the warranty period instead.',
    source: 'Amazon Seller Central help 201100890 and 200390640; ASCI Code, Chapter I',
  },
  {
    id: 'claim.superlative',
    label: 'superlative',
    patterns: [
      /\bno\.?\s?1\b/i,
      /#\s?1\b/,
      /\bnumber\s+one\b/i,
      /\bbest\s+in\s+(?:india|the\s+world|the\s+market|class|town)\b/i,
      /\bbest\s+(?:[\p{L}\p{N}-]+\s+){1,3}(?:in|of)\s+(?:india|the\s+world|the\s+market|all)\b/iu,
      /\bindia'?s\s+(?:best|no\.?\s?1|#\s?1|number\s+one|favourite|favorite|largest|most\s+trusted)\b/i,
      /\b(?:the\s+)?most\s+(?:trusted|effective|powerful)\b/i,
      /\bworld'?s\s+(?:best|no\.?\s?1|first)\b/i,
      /\bbest[- ]?sell(?:ing|er)s?\b/i,
      /\bbest\s+(?:quality|price|product|deal|choice|brand)\b/i,
      /\btop[- ]rated\b/i,
      /\b(?:unbeatable|lowest\s+price|cheapest)\b/i,
    ],
    categories: 'all',
    action: 'remove',
    message: 'Superlatives such as "No.1" or "best in India" need independent proof and are promotional.',
    source: 'ASCI Code, Chapter I (superlative claims); Amazon Seller Central help 201100890',
  },
  {
    id: 'claim.endorsement',
    label: 'endorsement without proof',
    patterns: [
      /\b(?:dermatologist|doctor|dentist|ophthalmologist|paediatrician|pediatrician|vet|veterinarian|orthopaedic|orthopedic)s?[- ](?:approved|recommended|certified)\b/i,
      // A foreign regulator's approval a product sold in India cannot show ('FDA approved' supplements).
      /\b(?:us\s?fda|fda|who)[- ](?:approved|certified|registered)\b/i,
      /\b(?:approved|recommended)\s+by\s+(?:doctors|dermatologists|dentists|experts)\b/i,
      /\bclinically\s+(?:proven|approved)\b/i,
      // Who uses it, as an endorsement ('used by national players', 'trusted by professional chefs').
      /\b(?:used|trusted|preferred|chosen|endorsed)\s+by\s+(?:\w+\s+){0,2}(?:players|athletes|champions|chefs|doctors|experts|professionals|celebrities|stars)\b/i,
      // The same in Indian languages: doctor recommended (Hindi, Marathi, Bengali, Tamil, Telugu).
      /डॉक्टर[^।.!?\n]{0,25}(?:अनुशंसित|सिफारिश|शिफारस|सलाह देते)/u,
      /ডাক্তার[^।.!?\n]{0,25}সুপারিশ/u,
      /மருத்துவர்[^.!?\n]{0,25}பரிந்துரை/u,
      /(?:డాక్టర్|వైద్యు)[^.!?\n]{0,25}సిఫార్సు/u,
    ],
    categories: 'all',
    action: 'remove',
    message: 'Professional endorsements need proof on the listing (a study or certificate); without it they are removed.',
    source: 'ASCI Guidelines on professional endorsement; CCPA Guidelines for Prevention of Misleading Advertisements, 2022',
  },
  {
    id: 'claim.health',
    label: 'health claim',
    patterns: [
      /\b(?:boosts?|increases?|improves?|builds?)\s+immunity\b/i,
      /\bimmunity\s+booster\b/i,
      /\b(?:controls?|reduces?|lowers?|cures?)\s+(?:cholesterol|blood\s+sugar|diabetes|blood\s+pressure|bp)\b/i,
      /\b(?:burns?\s+(?:\w+\s+){0,2}fat|weight\s+loss\s+guaranteed|lose\s+\d+\s*kg)\b/i,
      // Calories or weight promised as a figure or by a date: 'burns 1000 calories in 10 minutes', 'lose weight in 7 days'.
      /\bburns?\s+(?:up\s+to\s+|over\s+)?\d[\d,]*\s*(?:calories|kcal|cal)\b/i,
      /\b(?:lose|loses|reduce|reduces)\s+(?:\w+\s+){0,2}(?:weight|fat)\s+(?:fast|quickly|in\s+\d+\s+(?:days?|weeks?))\b/i,
      /\b(?:six|6)[- ]pack\s+abs\b/i,
      // Energy and nutrient promises on food: 'gives instant energy', 'cholesterol free' (said of a plant food that
      // never had any, it implies others do).
      /\b(?:gives?|provides?|for)\s+(?:instant|quick|lasting|natural)\s+energy\b|\binstant\s+energy\b/i,
      /\bcholesterol[- ]free\b|\b(?:zero|no)\s+cholesterol\b/i,
    ],
    categories: 'all',
    action: 'remove',
    message: 'Health claims need approval (FSSAI for food) or proof; they are removed.',
    source: 'FSSAI (Advertising and Claims) Regulations, 2018; ASCI Code, Chapter I',
  },
  {
    id: 'claim.ayush',
    label: 'AYUSH-sensitive word',
    patterns: [/\bayurvedic\b/i, /\bayurveda\b/i, /\bayush\b/i, /\bunani\b/i, /\bsiddha\b/i, /\bhomeopathic\b/i],
    categories: bodyCare,
    action: 'flag',
    message: 'Ayurvedic, Unani, Siddha and homeopathic products need an AYUSH licence number on the label; keep the word only if the product has one.',
    source: 'Drugs and Cosmetics Rules, 1945 (Rules 158-B and 170, AYUSH products)',
  },
  {
    id: 'claim.fssai-words',
    label: 'FSSAI-restricted word',
    patterns: [
      /\bnatural\b/i,
      /\bpure\b/i,
      /\boriginal\b/i,
      /\btraditional\b/i,
      /\bauthentic\b/i,
      /\bgenuine\b/i,
      /\breal\b/i,
      /\bpremium\b/i,
      /\bfinest\b/i,
    ],
    categories: ['Food & Beverages'],
    action: 'flag',
    message: 'On food these words may be used only on the conditions FSSAI sets (e.g. "fresh" only for unprocessed food); check before keeping them.',
    source: 'FSSAI (Advertising and Claims) Regulations, 2018, Regulation 4',
  },
  {
    id: 'claim.fssai-words',
    label: 'FSSAI-restricted word',
    patterns: [/\bfresh\b(?!\s+(?:breath|fragrance|scent|look|feel))/i],
    categories: ['Food & Beverages'],
    action: 'flag',
    exceptKinds: ['produce'],
    message: '"Fresh" may be used only for unprocessed food (fruit, vegetables) or as FSSAI allows; check before keeping it.',
    source: 'FSSAI (Advertising and Claims) Regulations, 2018, Regulation 4',
  },
  {
    id: 'claim.organic',
    label: 'certification needed',
    patterns: [/\borganic\b/i],
    categories: ['Food & Beverages', 'Beauty', 'Health', 'Baby Products'],
    action: 'flag',
    // A seller who names the certificate has it ('GOTS-certified organic cotton', 'India Organic certified').
    unlessSeller: /\b(?:GOTS|OCS|NPOP|India\s+Organic|Jaivik\s+Bharat|USDA\s+Organic|Ecocert)\b/i,
    message:
      '"Organic" needs its certificate (Jaivik Bharat / India Organic for food): keep it only with the certificate, and name it.',
    source: 'FSSAI (Organic Foods) Regulations, 2017',
  },
  ...bodyClaimRules,
  ...tradeClaimRules,
  ] satisfies Omit<ClaimRule, 'asOf'>[]
).map((rule) => ({ ...rule, asOf: claimRulesAsOf }));

/** What decides whether a rule applies beyond the category: the product's kind and the seller's text. */
export interface ClaimScope {
  kind?: ProductKind | undefined;
  sellerText?: string;
}

export function claimRulesFor(category: Category | null | undefined, scope: ClaimScope = {}): ClaimRule[] {
  return claimRules.filter(
    (r) =>
      (r.categories === 'all' || (category != null && r.categories.includes(category))) &&
      !(scope.kind && r.exceptKinds?.includes(scope.kind)) &&
      !(scope.sellerText && r.unlessSeller?.test(scope.sellerText)),
  );
}
