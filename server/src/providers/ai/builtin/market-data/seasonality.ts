import type { Category } from '@common/constants/options';
import type { Platform } from '@common/constants/platforms';

/**
 * Indian selling seasons sellers plan around. Events and months: docs/marketplace-facts.md,
 * "Seasonality sellers plan around" (collected November 2026). Which categories each season lifts is our
 * reading of what sells in it, not a published figure; so are the seasons of the weather, school and cricket
 * (summer, monsoon, winter, school reopening, the IPL), which lift only the products their words name.
 */
export const seasonalitySource =
  'Vikreta marketplace facts, "Seasonality sellers plan around" (as of November 2026)';

export interface SellingSeason {
  name: string;
  /** Months 1–12, in calendar order (a season may wrap from December to January). */
  months: readonly number[];
  /** Categories whose demand the season lifts; 'all' for site-wide sales events. */
  categories: readonly Category[] | 'all';
  /** Products of any category it lifts, by words of their name (a pichkari is a toy that Holi sells). */
  alsoFor?: RegExp;
  /**
   * Products its category or words would seem to take in but its note does not describe, by words of their name
   * (a feeding bottle is no summer drinking bottle; a rudraksha mala is filed under jewellery but worn for prayer).
   */
  notFor?: RegExp;
  /** What sells and why, for the demand-trends text. */
  note: string;
  /** One marketplace's own sale (Prime Day is Amazon's): named only in answers for that marketplace. */
  marketplace?: Platform;
  /**
   * A regional festival: the places where it moves demand (state names and their big cities, as a seller
   * writes a research location). An answer for a location elsewhere leaves it out.
   */
  region?: RegExp;
}

/** Prayer beads: filed under jewellery, bought for worship rather than for a wedding or a festival's outfit. */
const prayerBeads =
  /\b(?:rudraksha?|karungali|sphatik|tulsi (?:malas?|kanthi)|japa? malas?|prayer beads?|rosary|tasbeeh|tasbih)\b/i;

/** Metal-look jewellery and the like, which the gold and silver buying days do not lift. */
const imitationMetal =
  /\b(?:imitation|artificial|plated|gold[- ]tone|gold[- ]look|german silver|american diamond|oxidi[sz]ed|rose gold colou?r)\b/i;

export const sellingSeasons: readonly SellingSeason[] = [
  {
    name: 'Republic Day sales',
    months: [1],
    categories: 'all',
    note: 'site-wide sales on the big marketplaces; electronics and appliances get the deepest deals',
  },
  {
    name: 'New Year fitness',
    months: [1],
    categories: [],
    alsoFor:
      /\b(?:yoga mats?|gym|dumbbells?|kettlebells?|resistance bands?|skipping ropes?|jump ropes?|push[- ]?up bars?|ab rollers?|treadmills?|exercise (?:bikes?|cycles?|mats?)|fitness bands?|protein|whey)\b/i,
    note: 'home workout gear and supplements as new-year resolutions start',
  },
  {
    name: 'Pongal (Tamil Nadu)',
    months: [1],
    categories: [],
    alsoFor:
      /\b(?:pongal|sarees?|saris?|veshtis?|dhotis?|lungis?|kolam|rangoli|brass|clay pots?|pongal pots?|sugarcane|jaggery|rice)\b/i,
    note: 'Tamil Nadu’s harvest festival in mid-January: new clothes (sarees, veshtis), pongal pots, kolam colours, jaggery and rice',
    region:
      /\b(?:tamil nadu|chennai|madras|coimbatore|madurai|tiruchirappalli|trichy|salem|tirunelveli|vellore|erode|thoothukudi|tiruppur|thanjavur)\b/i,
  },
  {
    name: 'Holi',
    months: [3],
    categories: [],
    alsoFor:
      /\b(?:pichkari|water guns?|gulal|abir|holi|colou?rs? powder|herbal colou?rs?|thandai|gujiya|white kurtas?)\b/i,
    note: 'colours, pichkaris, white ethnic wear, thandai and sweets',
  },
  {
    // By the lunar calendar, about 11 days earlier each year: 10 March 2027, 27 February 2028. Review yearly.
    name: 'Eid al-Fitr',
    months: [2, 3],
    categories: [],
    alsoFor:
      /\b(?:pathani|kurta pyjamas?|kurta pajamas?|sherwanis?|attars?|ittars?|topis?|skull caps?|prayer mats?|janamaz|hijabs?|abayas?|burqas?|sewai|seviyan|vermicelli|dates|khajoor|dry fruits?|mehndi|mehendi|bangles?)\b/i,
    note: 'new clothes for the family, attar, caps and prayer mats, sewai, dates and dry fruits, mehndi and bangles',
  },
  {
    name: 'Exam season',
    months: [1, 2, 3, 4, 5],
    categories: [],
    // Board exams (February–March) and the big entrance and recruitment exams of January–May.
    alsoFor:
      /\b(?:upsc|ssc|neet|jee|cuet|clat|ibps|board exams?|competitive exams?|previous years?(?: question)? papers?|pyqs?|solved papers?|question banks?|sample papers?|mock tests?|exam guides?)\b/i,
    note: 'question banks, solved papers and guides as board and entrance exams near',
  },
  {
    name: 'Cricket season (IPL)',
    months: [3, 4, 5],
    categories: [],
    alsoFor:
      /\bcricket\b|\b(?:batting|wicket[- ]?keeping)\s+(?:gloves|pads)\b|\b(?:stumps|kashmir willow|english willow)\b/i,
    note: 'bats, balls, gloves, pads and jerseys while the IPL and summer holidays fill the grounds',
  },
  {
    name: 'Summer',
    months: [4, 5, 6],
    categories: [],
    alsoFor:
      /\b(?:cooler|fan|air conditioner|ac|bottles?|sipper|flask|juicer|refrigerator|fridge|ice|ice cream|sharbat|squash|lassi|buttermilk|ors|electrolyte|prickly heat|talc|sunscreen|spf|deodorant|aloe vera gel|sun ?glass(?:es)?|(?<!knee\s)caps?|hats?|emergency (?:led )?(?:lights?|lamps?|bulbs?)|rechargeable (?:fans?|lanterns?|(?:led )?bulbs?)|inverters?|(?:garden |water )?hose(?: pipe)?s?|hose pipes?|sprinklers?|drip irrigation|drippers?|watering cans?|swim\w*|cotton (?:kurti|kurta|saree|shirt|t-?shirt|dress|nightwear|nighty|nightie|nightgown|night ?dress|night ?suit|pyjamas?|shorts)|linen|muslin|dohars?|mango pickle|avakaya|aam (?:ka )?achaa?r)\b/i,
    // The summer's bottles are for drinking water: a baby's feeding bottle, a spray or an oil bottle sells all year.
    notFor: /\b(?:feeding|baby|milk|hot water|spray|oil|dropper|perfume)\s+bottles?\b/i,
    note: 'cooling, sun care, cotton and linen clothing, light cotton dohars, beverages and hydration, the new mango pickle, emergency lights, bulbs and inverters for the power cuts of peak demand, and garden hoses, sprinklers and drip irrigation for watering',
  },
  {
    // By the lunar calendar: late April or May.
    name: 'Akshaya Tritiya',
    months: [4, 5],
    categories: [],
    alsoFor: /\b(?:gold|silver|22\s?k|24\s?k|18\s?k|916|sovereign)\b/i,
    notFor: imitationMetal,
    note: 'a day for buying gold and silver: jewellery and coins',
  },
  {
    name: 'International Yoga Day',
    months: [6],
    categories: [],
    alsoFor: /\byoga\b|\bmeditation (?:mats?|cushions?)\b/i,
    note: 'yoga mats, blocks, straps and yoga wear in the weeks before 21 June',
  },
  {
    name: 'School reopening',
    months: [4, 5, 6],
    categories: ['Stationery'],
    alsoFor:
      /\b(?:school|geometry box|pencil box|lunch box|tiffin|water bottle|calculator|notebooks?|backpack|uniform)\b/i,
    note: 'stationery, school bags, lunch boxes and bottles as the school year starts',
  },
  {
    name: 'Monsoon',
    months: [6, 7, 8, 9],
    categories: [],
    alsoFor:
      /\b(?:umbrella|raincoat|rain ?coat|rain ?wear|gumboots|rain ?boots|clogs|flip[- ]?flops|waterproof|mosquito|repellent|dehumidifier|anti[- ]?fungal|cloth dryer|drying stand|seeds?|saplings?|compost|vermicompost|fertili[sz]ers?|potting (?:mix|soil)|grow bags?|planters?|pruning shears|secateurs|garden(?:ing)? (?:tools?|tool kits?|gloves)|trowels?|khurpi|watering cans?)\b/i,
    note: 'rain wear, umbrellas, mosquito care and drying; seeds, compost, planters and garden tools while gardens are planted',
  },
  {
    name: 'Prime Day',
    months: [7],
    categories: [
      'Electronics',
      'Mobile Phones',
      'Laptops',
      'Home & Kitchen',
      'Kitchen Appliances',
      'Gaming',
      'Watches',
      'Beauty',
    ],
    note: 'Amazon’s members-only sale; gadgets and home upgrades lead',
    marketplace: 'amazon',
  },
  {
    name: 'Independence Day sales',
    months: [8],
    categories: 'all',
    note: 'site-wide sales; a good moment to build reviews before the festive quarter',
  },
  {
    name: 'Onam (Kerala)',
    months: [8, 9],
    categories: ['Jewelry'],
    alsoFor:
      /\b(?:kasavu|mundu|saree|sari|set mundu|pooja|puja|diya|brass|uruli|nilavilakku|payasam|banana chips|jaggery)\b/i,
    notFor: prayerBeads,
    note: 'Kerala’s harvest festival: kasavu sarees and mundu, gold-look jewellery, pooja items, sadya cookware',
    region:
      /\b(?:kerala|kochi|cochin|ernakulam|thiruvananthapuram|trivandrum|kozhikode|calicut|thrissur|kollam|kannur|kottayam|palakkad|alappuzha|malappuram)\b/i,
  },
  {
    name: 'Ganesh Chaturthi (Maharashtra, Karnataka, Telangana, Andhra Pradesh, Goa)',
    months: [8, 9],
    categories: ['Decor'],
    alsoFor:
      /\b(?:ganesh\w*|ganpati|modak|pooja|puja|diya|toran|rangoli|decorat\w*|fairy lights|kurtas?|sarees?|saris?|dhoti|dry fruits?|sweets?)\b/i,
    note: 'ethnic wear, pooja and decor items, sweets and dry fruits',
    region:
      /\b(?:maharashtra|mumbai|bombay|pune|nagpur|nashik|thane|aurangabad|kolhapur|solapur|goa|panaji|margao|karnataka|bengaluru|bangalore|mysuru|mysore|hubballi|hubli|mangaluru|mangalore|belagavi|telangana|hyderabad|secunderabad|warangal|andhra|vijayawada|visakhapatnam|vizag|guntur|tirupati|nellore)\b/i,
  },
  {
    name: 'Durga Puja (West Bengal, Assam, Odisha, Tripura, Bihar, Jharkhand)',
    months: [9, 10],
    categories: [],
    alsoFor:
      /\b(?:sarees?|saris?|tant|jamdani|baluchari|dhoti|panjabi|kurtas?|kurtis?|shankha|pola|sindoor|alta|pooja|puja|diya|dhunuchi|sweets?|rasgulla|sandesh|fairy lights)\b/i,
    note: 'new clothes for the pujo (sarees, panjabis, kurtas), pooja items, sweets and lights',
    region:
      /\b(?:west bengal|bengal|kolkata|calcutta|howrah|siliguri|durgapur|asansol|kharagpur|assam|guwahati|silchar|dibrugarh|odisha|orissa|bhubaneswar|cuttack|rourkela|tripura|agartala|bihar|patna|gaya|jharkhand|ranchi|jamshedpur|dhanbad)\b/i,
  },
  {
    // Two days before Diwali, by the lunar calendar: October or November.
    name: 'Dhanteras',
    months: [10, 11],
    categories: [],
    alsoFor:
      /\b(?:gold|silver|22\s?k|24\s?k|18\s?k|916|coins?|brass|copper|utensils?|kalash|kadai|tope|lota)\b/i,
    notFor: imitationMetal,
    note: 'gold, silver, coins and new brass, copper or steel utensils are bought on the day',
  },
  {
    name: 'Navratri, Dussehra and Diwali',
    months: [9, 10, 11],
    // What is given, worn, lit, decorated and upgraded, and the staples of festive cooking (ghee, atta, besan,
    // sugar); not what is bought on need (tools, spares, medicines, pet, garden and office supplies, books), which
    // the festive sales bring shoppers to but no need.
    categories: [
      'Electronics',
      'Mobile Phones',
      'Laptops',
      'Gaming',
      'Watches',
      'Fashion',
      'Shoes',
      'Jewelry',
      'Bags & Wallets',
      'Beauty',
      'Decor',
      'Home & Kitchen',
      'Kitchen Appliances',
      'Furniture',
      'Toys',
    ],
    alsoFor:
      /\b(?:gifts?|gifting|hampers?|diyas?|candles?|rangoli|pooja|puja|fairy lights|string lights|sweets?|mithai|dry fruits?|namkeen|chocolates?|kaju|badam|ghee|besan|maida|sooji|suji|rava|sugar|atta)\b/i,
    notFor: prayerBeads,
    note: 'the biggest selling window of the year: gifting, electronics, ethnic wear, decor, lights, sweets',
  },
  {
    name: 'Big Billion Days',
    months: [9, 10],
    categories: 'all',
    note: 'Flipkart’s festive sale, its biggest traffic of the year',
    marketplace: 'flipkart',
  },
  {
    name: 'Great Indian Festival',
    months: [9, 10, 11],
    categories: 'all',
    note: 'Amazon’s festive sale, its biggest traffic of the year',
    marketplace: 'amazon',
  },
  {
    name: 'Wedding season',
    months: [11, 12, 1, 2],
    // Gifts for the new home are kitchen appliances, jewellery and watches; in fashion, beauty and footwear only
    // what is worn or put on for a wedding.
    categories: ['Jewelry', 'Watches', 'Kitchen Appliances'],
    alsoFor:
      /\b(?:saree|sari|lehenga|sherwani|kurtas?|kurtis?|salwar|anarkali|dupattas?|bridal|wedding|juttis?|mojaris?|heels|clutch|potli|lipstick|foundation|kajal|makeup|mehndi|dinner set|cookware|gift set)\b/i,
    // A child's watch or toy jewellery is no wedding gift for the new home.
    notFor: new RegExp(`${prayerBeads.source}|\\b(?:kids?|children'?s?|boys|girls)\\b`, 'i'),
    note: 'bridal and guest wear, jewellery, makeup, footwear and gifts for the new home',
  },
  {
    name: 'Winter',
    months: [11, 12, 1, 2],
    categories: [],
    alsoFor:
      /\b(?:woollen|woolen|wool|sweaters?|cardigans?|jackets?|hoodies?|sweatshirts?|thermals|thermal (?:wear|innerwear|inners?|sets?|vests?|tops?|bottoms?|leggings)|shawls?|stoles?|mufflers?|beanies?|blankets?|quilts?|razai|comforters?|heaters?|heating pads?|hot water (?:bags?|bottles?)|electric blankets?|geysers?|water heater|moisturi[sz]ers?|cold cream|lip balm|body butter|joint pain|knee (?:caps?|supports?)|gajak|chikki|nebuli[sz]ers?|steam inhalers?|vapori[sz]ers?)\b/i,
    note: 'woollens, blankets, heaters, skin care, joint care, and nebulizers and steam inhalers for the season of coughs, colds and smog',
  },
  {
    name: 'Year-end sales',
    months: [12],
    categories: 'all',
    note: 'clearance and year-end deals, winter wear and gifting',
  },
];

export const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
