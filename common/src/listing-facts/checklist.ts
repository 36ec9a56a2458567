import type { Language } from '../constants/options';
import { attributeLabels, checklistTemplates, type AttributeKey } from './attributes';
import type { ListingFacts } from './extract';
import { hasWords } from '../text/scripts';
import { alternativeGroups } from './data/exclusive';
import { colourNames } from './data/models';
import { boxListOpener } from './patterns';
import { isPluralNoun } from '../product-vocabulary/inflect';

type Detector = (f: ListingFacts, text: string) => boolean;
const has =
  (re: RegExp): Detector =>
  (_f, text) =>
    re.test(text);
const measure =
  (...ms: string[]) =>
  (f: ListingFacts) =>
    f.quantities.some((q) => ms.includes(q.measure));
const term = (cls: string) => (f: ListingFacts) => f.terms.some((t) => t.factClass === cls);
/** Used up, not kept: its profile asks for ingredients or a shelf life (a face pack, a pickle, a detergent). */
const usedUp = (f: ListingFacts) =>
  f.noun?.entry.profile.checklist.some((k) => k === 'ingredients' || k === 'shelfLife') ?? false;
/** Words of a battery-powered product: 'cordless', 'rechargeable', 'battery'. */
const batteryWords = /cordless|rechargeable|batter/i;
/**
 * Runs on mains: a cord from a socket ('2.5 m cord', 'plugs into the car's 12V socket'), a mains voltage ('230 V'),
 * an AC adapter, or 100 W and more with no battery word ('850 W angle grinder'; a cordless tool names its battery).
 * No battery to state, and a wired link.
 */
const runsOnMains = (f: ListingFacts, t: string) =>
  /\b(?:power\s+)?cord(?:ed)?\b|\bplugs?\s+in(?:to)?\b|\bmains\b|\b(?:wall|car|12v)\s+socket\b|\bac\s+(?:adapt[eo]r|power)\b|\b(?:110|120|220|230|240)\s*v(?:olts?)?\b/i.test(
    t,
  ) ||
  (!batteryWords.test(t) && f.quantities.some((q) => q.measure === 'power' && q.base >= 100));
/**
 * A colour word anywhere in the seller's text states the colour, a part's too ('Black Dial'), and so does a
 * metal or shade after the name ('Jutti, Gold'), which the facts read as a material.
 */
const writesAColour = (t: string) =>
  [...colourNames, ...shades].some((c) => hasWords(t, c)) ||
  /\b(?:gold|silver)\b|गोल्ड|सिल्वर/i.test(t) ||
  naturalShade.test(t);
/** An undyed shade is a colour: 'Jute Tote Bag, Natural', 'natural colour', 'unbleached'; not 'natural ingredients'. */
const naturalShade = /\b(?:undyed|unbleached)\b|\bnatural\s+(?:colou?r|shade|tone)\b|,\s*natural\s*$/im;
/** The shades a buyer chooses between ('tan', 'coral', 'rose gold'): the colour group of the exclusive values. */
const shades = alternativeGroups.find((group) => group.includes('black')) ?? [];

/** How to tell that the seller's text states each fact. */
const detectors: Record<AttributeKey, Detector> = {
  // What is used up holds its net weight: '100 g' face pack states its capacity.
  capacity: (f, t) =>
    measure('volume', 'battery')(f) ||
    (usedUp(f) && measure('weight')(f)) ||
    /capacity|\bplates?\b|\bseater\b/i.test(t),
  weight: (f, t) => measure('weight')(f) || /net (?:wt|weight|quantity)/i.test(t),
  // A letter size states it: 'XXXL Bean Bag Cover'.
  size: (f, t) =>
    f.sizes.length > 0 ||
    measure('length')(f) ||
    /\bsizes?\b|free size|\b(?:xs|xl|xxl|xxxl|[2-5]xl)\b/i.test(t),
  dimensions: (f, t) =>
    f.quantities.filter((q) => q.measure === 'length').length > 0 || /\d\s*x\s*\d|dimension/i.test(t),
  // A cordless tool states its battery's voltage, not a wattage ('12V cordless drill').
  wattage: (f, t) =>
    measure('power')(f) || /\bwatts?\b/i.test(t) || (batteryWords.test(t) && /\d\s*v\b|\bvolts?\b/i.test(t)),
  // 'Runs on 2 AAA batteries' states its battery.
  // A product on mains power has no battery to state.
  battery: (f, t) =>
    measure('battery')(f) || /batter(?:y|ies)|backup|\b(?:aaa?|cr\d{4})\b/i.test(t) || runsOnMains(f, t),
  playtime: (f, t) => measure('duration')(f) || /playtime|playback/i.test(t),
  displaySize: has(/\d(?:\.\d+)?\s*(?:inch|")|display|screen/i),
  // A list of what comes in the box states how many of each ('comes with 24 coins, one striker …').
  // 'a pair' ('एक जोड़ी'), '32-in-1', 'set of 3', a list of counted pieces ('2 Bats, 3 Balls'), a book's
  // pages or recipes ('240-page', '150 recipes'): the count is stated.
  count: (f, t) =>
    f.counts.length > 0 ||
    boxListOpener.test(t) ||
    /\b(?:set|pack) of \d+|\bpairs?\b|\b\d+\s*-?\s*in\s*-?\s*1\b/i.test(t) ||
    /(?:^|\s)(?:एक|1)\s+जो(?:ड़|ड)ी/u.test(t) ||
    /\b\d+\s+\p{L}+s\b,\s*\d+\s+\p{L}+s\b/iu.test(t) ||
    (f.noun?.entry.category === 'Books' && /\b\d+\s*-?\s*(?:pages?|recipes|stories|chapters)\b/i.test(t)) ||
    // One appliance or tool named in the singular ('Hand Blender', 'Steam Vaporizer') is one: no count to add.
    (f.noun !== undefined &&
      !usedUp(f) &&
      !isPluralNoun(f.noun.text) &&
      !/\b(?:set|kit|combo|pack)\b/i.test(f.name)),
  material: (f, t) => term('material')(f) || /material|fabric|made (?:of|from)/i.test(t),
  colour: (f, t) => f.colours.length > 0 || /colou?r/i.test(t) || writesAColour(t),
  compatibility: (f, t) => f.models.length > 0 || /compatible|fits\b|suitable for/i.test(t),
  // A safety category or a standard's number states it: 'CAT II 600 V', 'IS 4151', 'IEC 61010'.
  certification: (f, t) =>
    term('certification')(f) || /\bcat\s?(?:i{2,3}|iv)\b|\b(?:is|iec|en)\s?\d{3,5}\b/i.test(t),
  // A product for children says who it is for ('kids aged 6-12'): no men, women or unisex to add.
  gender: (f, t) =>
    f.exclusive.has('gender') ||
    f.exclusive.has('kids-gender') ||
    /unisex|\b(?:kids?|children|child|toddlers?|bab(?:y|ies)|infants?|newborns?)\b/i.test(t),
  ageGroup: has(
    /\d+\s*(?:\+|plus)?\s*(?:years?|yrs?|months?)\b|\bage[sd]?\b|kids|children|adults?|newborn|toddler|infant|bab(?:y|ies)/i,
  ),
  warranty: has(/warrant(?:y|ee)/i),
  fit: has(/\bfit\b/i),
  sleeve: has(/sleeve/i),
  occasion: has(/occasion|wedding|party|festive|casual|office|daily wear/i),
  pattern: has(/print|solid|embroider|check|stripe|floral|plain|pattern|woven|zari/i),
  skinType: has(/skin/i),
  hairType: has(/hair type|(?:dry|oily|frizzy|curly|damaged|all|normal|thin) hair|scalp/i),
  ingredients: (f, t) =>
    term('ingredient')(f) ||
    /ingredient|extract|enriched with|made (?:with|from)|\boil\b|\b(?:mix|blend) of\b|\bcontains\b/i.test(t),
  shelfLife: has(/shelf life|best before|expiry|use by|months from/i),
  // A flavour named by what it tastes of states it: 'mango pickle', 'elaichi rusk', 'avakaya'.
  flavour: has(
    /flavou?r|taste|masala|plain|classic|mango|lemon|lime|garlic|ginger|chilli|mint|pudina|elaichi|cardamom|kesar|saffron|rose|orange|pineapple|strawberry|vanilla|chocolate|butterscotch|coffee|cheese|tomato|onion|peri[ -]?peri|salted|sweet|spicy|tangy|honey|tulsi|jeera|ajwain|avakaya|gongura/i,
  ),
  connectivity: (f, t) => /bluetooth|wi-?fi|wired|wireless|usb|type-?c/i.test(t) || runsOnMains(f, t),
  // '50 m water resistance', '5 ATM'.
  waterResistance: has(/ipx?\d|water[ -]?(?:proof|resistan(?:t|ce))|splash|\d+\s*(?:atm|bar)\b/i),
  lidType: has(/\blid\b/i),
  baseType: has(/induction|gas stove|\bbase\b/i),
  bristleType: has(/bristle/i),
  handleMaterial: has(/handle/i),
  // A finish named by its kind states it: 'oxidised', 'antique', 'gold plated', 'brushed'.
  finish: has(/finish|matte|glossy|polish|coat|oxidi[sz]ed|antique|plated|brushed|satin|lacquer/i),
  storage: has(/\d+\s*(?:gb|tb)|\bram\b|storage/i),
  soleMaterial: has(/\b(?:out|mid|in)?sole\b/i),
  closure: has(/lace|velcro|slip-?on|buckle|zip|strap/i),
  careInstructions: has(/wash|dry clean|care/i),
  vegMark: has(/\bveg\b|vegetarian|non-veg|green dot|eggless/i),
  portion: has(/serves|portion|\bpieces?\b|\bplate\b|\bhalf\b|\bfull\b/i),
  assembly: has(/assembl|diy|ready to use/i),
  stoneType: has(/stone|kundan|pearl|diamond|\bcz\b|polki|meenakari/i),
};

/** The facts of `keys` the seller's text does not state. */
export function missingAttributes(f: ListingFacts, keys: readonly AttributeKey[]): AttributeKey[] {
  return keys.filter((k) => !detectors[k](f, f.text));
}

/** "Add capacity and lid type": one line per missing fact, in the answer's language. */
export function checklistLines(missing: readonly AttributeKey[], language: Language): string[] {
  return missing.map((k) => checklistTemplates[language](attributeLabels[k][language]));
}
