/**
 * Attributes that exclude each other: a title may carry both sides only when the seller wrote both.
 * Each side lists its spellings. Vikreta rule, as of November 2026.
 */
export interface ExclusivePair {
  id: string;
  label: string;
  sides: readonly [readonly string[], readonly string[]];
}

/** A side said only in comparison is not the seller's: 'like new', 'good as new' describe a used product. */
export const withoutComparedSides = (text: string): string =>
  text.replace(/\b(?:like|as\s+good\s+as|good\s+as)\s+(?:brand\s+)?new\b/gi, ' ');

export const exclusivePairs: readonly ExclusivePair[] = [
  {
    id: 'gender',
    label: 'men / women',
    sides: [
      ['men', "men's", 'mens', 'gents', 'male', 'man', 'boys', 'boy'],
      ['women', "women's", 'womens', 'ladies', 'female', 'woman', 'girls', 'girl'],
    ],
  },
  // A product for one wearer is no couple's set: 'men analog watch' gets no 'for couples'.
  {
    id: 'wearers',
    label: 'one wearer / couples',
    sides: [
      ['men', "men's", 'mens', 'gents', 'women', "women's", 'womens', 'ladies', 'kids', "kid's", 'children', 'boys', 'girls'],
      ['couple', 'couples', "couple's", 'his and hers'],
    ],
  },
  { id: 'kids-gender', label: 'boys / girls', sides: [['boys', 'boy', "boy's"], ['girls', 'girl', "girl's"]] },
  { id: 'milk', label: 'cow / buffalo', sides: [['cow'], ['buffalo']] },
  {
    id: 'diet',
    label: 'veg / non-veg',
    sides: [
      ['veg', 'vegetarian', 'pure veg'],
      ['non-veg', 'non veg', 'non-vegetarian', 'chicken', 'mutton', 'egg', 'fish'],
    ],
  },
  { id: 'diaper', label: 'pant / taped', sides: [['pant', 'pants', 'pant style'], ['taped', 'tape', 'tape style']] },
  { id: 'connection', label: 'wired / wireless', sides: [['wired'], ['wireless', 'bluetooth']] },
  { id: 'dial', label: 'analog / digital', sides: [['analog', 'analogue'], ['digital']] },
  { id: 'lid', label: 'inner lid / outer lid', sides: [['inner lid'], ['outer lid']] },
  { id: 'sleeve', label: 'full / half sleeve', sides: [['full sleeve', 'full sleeves'], ['half sleeve', 'half sleeves', 'sleeveless']] },
  { id: 'bed', label: 'single / double bed', sides: [['single bed'], ['double bed', 'king size', 'queen size']] },
  { id: 'operation', label: 'manual / automatic', sides: [['manual'], ['automatic', 'fully automatic']] },
  // A product on a cord from a socket ('2.5 m cord') runs on no battery: no 'rechargeable' or 'with batteries'.
  {
    id: 'power-cord',
    label: 'corded / cordless',
    sides: [
      ['corded', 'cord', 'power cord', 'plug in', 'plug-in', 'mains'],
      ['cordless', 'rechargeable', 'battery operated', 'battery powered', 'with batteries', 'with battery'],
    ],
  },
  // A printed fabric is no solid one: no 'solid' keyword or variant for a printed palazzo.
  { id: 'pattern', label: 'solid / printed', sides: [['solid', 'plain'], ['printed', 'print']] },
  // A refurbished product is no new one: no 'new laptop' keyword, and 'Refurbished' stays in every title.
  {
    id: 'condition',
    label: 'refurbished / new',
    sides: [
      ['refurbished', 'renewed', 'pre-owned', 'preowned', 'second hand', 'second-hand'],
      ['new', 'brand new'],
    ],
  },
  // A cabin bag is the size airlines let on board (about 55 cm): no check-in sizes, no set of three.
  {
    id: 'luggage',
    label: 'cabin / check-in',
    sides: [
      ['cabin', 'carry on', 'carry-on'],
      ['check in', 'check-in', 'checked', 'set of 3', '65 cm', '75 cm', '24 inch', '28 inch'],
    ],
  },
  { id: 'guitar', label: 'acoustic / electric', sides: [['acoustic'], ['electric']] },
  { id: 'bp-cuff', label: 'upper arm / wrist', sides: [['upper arm', 'upper-arm'], ['wrist']] },
  { id: 'heat',
    label: 'induction / gas',
    // An induction-base cooker works on gas too: only the cooktops exclude each other.
    sides: [
      ['induction cooktop', 'induction stove', 'induction chulha'],
      ['gas', 'gas stove', 'gas chulha', 'lpg', 'auto ignition', 'burner', 'burners'],
    ],
  },
  {
    id: 'ruling',
    label: 'ruled / unruled',
    sides: [
      ['ruled', 'single line', 'double line', 'four line'],
      ['unruled', 'plain', 'blank'],
    ],
  },
  // A long notebook (about 30 x 19 cm) is not an A-size one.
  { id: 'notebook-size', label: 'long / A4, A5', sides: [['long notebook', 'long notebooks', 'long book'], ['a4', 'a5', 'a6', 'b5']] },
  { id: 'shuttlecock', label: 'feather / nylon', sides: [['feather', 'feathers'], ['nylon', 'plastic']] },
  // Tea is named by where it grows: an Assam tea is no Darjeeling or Nilgiri tea.
  { id: 'tea-origin', label: 'Assam / Darjeeling, Nilgiri', sides: [['assam'], ['darjeeling', 'nilgiri']] },
  { id: 'pet', label: 'cat / dog', sides: [['cat', 'cats', 'kitten'], ['dog', 'dogs', 'puppy', 'puppies']] },
  {
    id: 'age',
    label: 'adults / kids',
    sides: [
      ['adult', 'adults', 'men', "men's", 'mens', 'women', "women's", 'womens', 'ladies', 'gents'],
      ['kids', 'kid', 'children', 'child', 'toddler'],
    ],
  },
  { id: 'metal', label: 'gold / silver', sides: [['gold', '22k', '24k', '18k'], ['silver', '925']] },
  // How a shoe closes: a derby or an oxford laces up; a loafer slips on.
  {
    id: 'shoe-closure',
    label: 'slip-on / lace-up',
    sides: [
      ['slip-on', 'slip on', 'slip ons', 'slip-ons', 'loafer', 'loafers', 'moccasin', 'moccasins'],
      ['lace-up', 'lace up', 'lace-ups', 'laces', 'derby', 'oxford', 'oxfords', 'brogue', 'brogues'],
    ],
  },
  {
    id: 'oil-process',
    label: 'refined / cold pressed',
    sides: [['refined'], ['kachi ghani', 'cold pressed', 'cold-pressed', 'wood pressed', 'wood-pressed']],
  },
];

/**
 * Groups of values of which a product has one: a 'chicken biryani' is not also a 'mutton' one. A phrase
 * naming another member of a group the seller chose from contradicts the seller. Vikreta rule.
 */
export const alternativeGroups: readonly (readonly string[])[] = [
  ['chicken', 'mutton', 'egg', 'fish', 'prawn', 'paneer', 'veg', 'vegetable', 'mushroom', 'keema'],
  ['cow', 'buffalo', 'goat'],
  ['basmati', 'sona masoori', 'kolam', 'ponni', 'brown'],
  // One size per listing: 'L size' diaper pants are not also 'newborn', 'medium' or 'xl' ones.
  ['newborn', 'small', 'medium', 'large', 'extra large', 'xl', 'xxl', 's size', 'm size', 'l size', 'xl size'],
  // Where a holder or mount goes: a car mobile holder is not one for a bed, a desk or a bike.
  ['car', 'bike', 'bicycle', 'desk', 'bed', 'wall'],
  // A saree or fabric has one weave or regional style: a Kanjivaram is not a Banarasi.
  ['kanjivaram', 'banarasi', 'bandhani', 'chanderi', 'paithani', 'patola', 'pochampally', 'maheshwari', 'sambalpuri', 'baluchari', 'jamdani'],
  // A product named for one festival is no other festival's ('diwali led lights for christmas').
  ['diwali', 'christmas', 'holi', 'eid', 'navratri', 'raksha bandhan', 'rakhi', 'onam', 'pongal', 'durga puja', 'ganesh chaturthi'],
  // One paper size per notebook, ream or envelope.
  ['a3', 'a4', 'a5', 'a6', 'b5', 'legal size', 'letter size'],
  // One grain per flour: a ragi atta is not a whole wheat or sharbati one.
  ['whole wheat', 'wheat', 'sharbati', 'ragi', 'nachni', 'bajra', 'jowar', 'maida', 'besan', 'makki', 'multigrain'],
  // One protein source per supplement: whey is not plant protein.
  ['whey', 'plant', 'soy', 'pea', 'casein'],
  // One form per product: 'jaggery powder' is not 'jaggery cubes', 'whole' pepper is not 'powder', a powder face pack
  // is no sheet mask, gel or cream.
  ['powder', 'whole', 'cubes', 'cube', 'granules', 'liquid', 'tablets', 'flakes', 'block', 'sheet', 'gel', 'cream', 'spray'],
  // One variety per fruit: an Alphonso is not a Kesar, a Langra or a Dasheri.
  ['alphonso', 'hapus', 'kesar', 'langra', 'dasheri', 'totapuri', 'banganapalli', 'chausa', 'himsagar', 'neelam', 'safeda'],
  // One cut per kurta or dress: an anarkali is not a straight or an A-line one.
  ['anarkali', 'straight', 'a-line', 'a line', 'kaftan', 'angrakha', 'peplum'],
  // One bed size per sheet: a double bedsheet is not a single or a king size one.
  ['single bed', 'single', 'double bed', 'double', 'king size', 'queen size', 'king size bed', 'queen size bed'],
  // One body type per car accessory: a seat cover for an SUV is not one for a sedan or a hatchback.
  ['sedan', 'hatchback', 'suv', 'muv', 'compact suv'],
  // One style per helmet: a full-face helmet is not a half-face, open-face or flip-up one.
  ['full face', 'half face', 'open face', 'flip up', 'modular'],
  // One class or exam per guide: a class 10 question bank is not one for UPSC or NEET.
  ['class 9', 'class 10', 'class 11', 'class 12', 'competitive exam', 'upsc', 'ssc', 'neet', 'jee', 'gate', 'clat', 'nda', 'bank po'],
  // One style per formal shoe: a derby is not an oxford, a loafer or a monk strap.
  ['oxford', 'oxfords', 'derby', 'loafer', 'loafers', 'monk strap', 'chelsea'],
  // One base per chips or wafers: banana chips are not potato chips.
  ['banana', 'potato', 'tapioca', 'jackfruit', 'sweet potato'],
  // One writing tip per pen: a fountain pen is not a gel or a ball pen.
  ['fountain', 'gel', 'ball', 'roller', 'roller ball'],
  // One colour or shade a buyer chose: a brick red lipstick is not a nude one, a black bag not a tan one.
  [
    ...['black', 'white', 'red', 'maroon', 'wine', 'blue', 'navy', 'teal', 'green', 'olive', 'yellow', 'orange'],
    ...['pink', 'magenta', 'purple', 'lavender', 'brown', 'beige', 'cream', 'grey', 'gray', 'tan', 'nude'],
    ...['coral', 'mauve', 'plum', 'berry', 'peach', 'mustard', 'silver', 'golden', 'rose gold'],
  ],
  // One dog or cat size: a leash for large dogs is not one for puppies.
  ['puppy', 'puppies', 'kitten', 'kittens', 'small dogs', 'small dog', 'large dogs', 'large dog', 'giant breeds'],
  // Where a phone holder mounts: a dashboard holder is not an AC vent or CD slot one.
  ['dashboard', 'ac vent', 'air vent', 'windshield', 'cd slot'],
  // What a product's body is made of: a stated material excludes another ('glass' for a stainless-steel and
  // plastic casserole, 'aluminium' for a wooden-blade bat). A seller who writes two keeps both. 'wooden' only:
  // a group's words exclude each other, and 'wood' is what a wooden product is made of.
  [
    ...['glass', 'borosilicate', 'plastic', 'stainless steel', 'steel', 'aluminium', 'cast iron', 'copper'],
    ...['wooden', 'carbon', 'carbon fibre', 'ceramic', 'melamine'],
  ],
  // One drink per powder: coffee is not tea (green, Assam or Darjeeling tea stays tea).
  ['coffee', 'tea'],
  // One brew per coffee: filter coffee powder is not instant coffee.
  ['filter', 'instant'],
];
