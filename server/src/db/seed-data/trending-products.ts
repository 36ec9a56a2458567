/**
 * Trending products shown in Product Research. Curated sample insights written for the demo install:
 * demand scores, price bands and profit figures are estimates, not live marketplace data.
 * Edit, add or hide them in the admin.
 */
export interface SeedTrendingProduct {
  name: string;
  category: string;
  /** Simple HTML: <p>, <ul><li> and <strong> only. */
  description: string;
  /** 0–100. */
  demandScore: number;
  competitionLevel: 'low' | 'medium' | 'high';
  marketTrend: 'growing' | 'stable' | 'declining';
  /** Estimated margin per unit, in rupees. */
  profitPotential: number;
  sortOrder: number;
  /** A drawing shipped in client/public/trending/ and served by the app. */
  imageUrl: string;
}

export const seedTrendingProducts: SeedTrendingProduct[] = [
  {
    name: 'Wireless Earbuds with ENC',
    category: 'Electronics',
    imageUrl: '/trending/wireless-earbuds.svg',
    description:
      '<p>Budget TWS is the largest audio segment on Amazon.in and Flipkart. ENC mics for calls and low-latency gaming modes drive upgrades, with spikes in the pre-Diwali sales and again around the Republic Day sales.</p>' +
      '<ul><li><strong>Price band:</strong> ₹999–₹2,499; most volume sits under ₹1,500.</li><li><strong>Certification:</strong> BIS registration is mandatory; show the R-number on the box and listing.</li><li><strong>Watch:</strong> returns for fit, pairing and one-side-dead faults; test battery claims before listing.</li></ul>',
    demandScore: 92,
    competitionLevel: 'high',
    marketTrend: 'growing',
    profitPotential: 180,
    sortOrder: 1,
  },
  {
    name: 'Smartwatch with Bluetooth Calling',
    category: 'Electronics',
    imageUrl: '/trending/smartwatch.svg',
    description:
      '<p>Calling smartwatches are now a mass-market gift for Diwali, Raksha Bandhan and the Nov–Feb wedding season, but growth has flattened as the big brands keep cutting prices.</p>' +
      '<p>Typical price <strong>₹1,299–₹3,499</strong>. Watch BIS registration, honest display specs (AMOLED vs. LCD), strap and charger complaints, and the ad spend needed to rank against established brands.</p>',
    demandScore: 84,
    competitionLevel: 'high',
    marketTrend: 'stable',
    profitPotential: 250,
    sortOrder: 2,
  },
  {
    name: '65W GaN Fast Charger (USB-C)',
    category: 'Electronics',
    imageUrl: '/trending/gan-charger.svg',
    description:
      '<p>USB-C as the common charging port and phones shipping without a charger keep demand rising for compact multi-port GaN chargers that power both a phone and a laptop.</p>' +
      '<ul><li><strong>Price band:</strong> ₹1,199–₹2,499.</li><li><strong>Certification:</strong> BIS registration is mandatory for adapters; unregistered listings get pulled.</li><li><strong>Watch:</strong> heating and fake-wattage complaints; publish the PD/PPS profiles and bundle a C-to-C cable.</li></ul>',
    demandScore: 78,
    competitionLevel: 'medium',
    marketTrend: 'growing',
    profitPotential: 220,
    sortOrder: 3,
  },
  {
    name: 'Wired Earphones with Mic (3.5 mm)',
    category: 'Electronics',
    imageUrl: '/trending/wired-earphones.svg',
    description:
      '<p>With most new phones dropping the 3.5 mm jack and wireless earbuds now under ₹1,000, wired earphones keep shrinking; sales hold mainly in smaller towns, for online classes and as a cheap backup.</p>' +
      '<p>Typical price <strong>₹149–₹499</strong>, with thin margins after fees and shipping. Watch one-side failures and returns; Type-C wired variants are the only part of the segment still growing.</p>',
    demandScore: 38,
    competitionLevel: 'high',
    marketTrend: 'declining',
    profitPotential: 40,
    sortOrder: 4,
  },
  {
    name: 'Adjustable Dumbbell Set 20 kg',
    category: 'Sports & Fitness',
    imageUrl: '/trending/dumbbells.svg',
    description:
      '<p>Home workouts stayed after the pandemic. New Year resolutions in January and the pre-summer fitness push bring the yearly peaks, but demand is steady rather than rising.</p>' +
      '<ul><li><strong>Price band:</strong> ₹1,799–₹4,499 for PVC or cast-iron plate sets with rods.</li><li><strong>Shipping:</strong> heavy parcels; price for the marketplace weight slabs before you list.</li><li><strong>Watch:</strong> cracked PVC plates and bent rods drive returns; pack with corner protection.</li></ul>',
    demandScore: 74,
    competitionLevel: 'medium',
    marketTrend: 'stable',
    profitPotential: 550,
    sortOrder: 5,
  },
  {
    name: 'Anti-Slip TPE Yoga Mat 6 mm',
    category: 'Sports & Fitness',
    imageUrl: '/trending/yoga-mat.svg',
    description:
      '<p>International Yoga Day (21 June), New Year fitness goals and a shift from PVC to TPE and natural rubber keep yoga mats growing on Amazon.in, Flipkart and Meesho.</p>' +
      '<p>Typical price <strong>₹599–₹1,299</strong> (₹1,499–₹2,999 for rubber or PU). Watch odour complaints, thickness claims and mats that slip when sweaty; a carry strap and alignment lines help conversion.</p>',
    demandScore: 80,
    competitionLevel: 'high',
    marketTrend: 'growing',
    profitPotential: 150,
    sortOrder: 6,
  },
  {
    name: 'Pickleball Paddle Set with Balls',
    category: 'Sports & Fitness',
    imageUrl: '/trending/pickleball-paddle.svg',
    description:
      '<p>Pickleball is among India’s fastest-growing racquet sports, with courts opening in housing societies, clubs and malls in Mumbai, Bengaluru, Delhi NCR and Pune. Beginner sets of two paddles and four balls lead searches.</p>' +
      '<ul><li><strong>Price band:</strong> ₹1,499–₹3,999 for fibreglass sets; ₹4,000+ for carbon-fibre paddles.</li><li><strong>Listing:</strong> state face material, core and weight honestly; serious players compare specs.</li><li><strong>Watch:</strong> edge-guard and grip quality decide reviews.</li></ul>',
    demandScore: 86,
    competitionLevel: 'medium',
    marketTrend: 'growing',
    profitPotential: 450,
    sortOrder: 7,
  },
  {
    name: 'Kashmir Willow Cricket Bat (Tennis Ball)',
    category: 'Sports & Fitness',
    imageUrl: '/trending/cricket-bat.svg',
    description:
      '<p>Tennis-ball cricket sells all year, with predictable spikes during the IPL (March–May), school summer holidays and major India series.</p>' +
      '<p>Typical price <strong>₹899–₹2,499</strong> across full and junior sizes. Watch cracks and handle breaks, which cause most returns; state “tennis ball only” clearly, and expect stiff competition from established Meerut and Jalandhar makers.</p>',
    demandScore: 70,
    competitionLevel: 'high',
    marketTrend: 'stable',
    profitPotential: 220,
    sortOrder: 8,
  },
  {
    name: 'Minimalist RFID Wallet',
    category: 'Accessories',
    imageUrl: '/trending/rfid-wallet.svg',
    description:
      '<p>Slim card holders are replacing bulky bifold wallets as UPI cuts cash carrying. Gifting peaks for Raksha Bandhan, Father’s Day, Diwali and Valentine’s Day.</p>' +
      '<ul><li><strong>Price band:</strong> ₹499–₹1,199; aluminium pop-up designs reach ₹1,999.</li><li><strong>Watch:</strong> “genuine leather” claims on PU products bring returns and complaints.</li><li><strong>Edge:</strong> name engraving and gift boxes lift festive conversion.</li></ul>',
    demandScore: 62,
    competitionLevel: 'medium',
    marketTrend: 'growing',
    profitPotential: 220,
    sortOrder: 9,
  },
  {
    name: 'Anti-Theft Laptop Backpack 15.6 inch',
    category: 'Accessories',
    imageUrl: '/trending/laptop-backpack.svg',
    description:
      '<p>Back-to-college season (June–August) and hybrid office commuting keep laptop backpacks steady sellers; a USB charging port and hidden zip pockets are now expected.</p>' +
      '<p>Typical price <strong>₹999–₹2,199</strong>. Watch zip and strap failures, which drive negative reviews; photograph real capacity with a laptop inside, and check volumetric weight for shipping fees.</p>',
    demandScore: 76,
    competitionLevel: 'high',
    marketTrend: 'stable',
    profitPotential: 350,
    sortOrder: 10,
  },
  {
    name: 'Polarised UV400 Sunglasses',
    category: 'Accessories',
    imageUrl: '/trending/sunglasses.svg',
    description:
      '<p>Summer (March–June) and holiday travel drive demand; Myntra, Meesho and Amazon.in move most volume in aviator, wayfarer and sports styles.</p>' +
      '<p>Typical price <strong>₹399–₹1,299</strong>. Watch polarisation and UV400 claims (back them with a test card or report), and scratched lenses or broken hinges in transit; ship in hard cases.</p>',
    demandScore: 58,
    competitionLevel: 'high',
    marketTrend: 'stable',
    profitPotential: 180,
    sortOrder: 11,
  },
  {
    name: 'Anti-Tarnish Stainless Steel Jewellery Set',
    category: 'Accessories',
    imageUrl: '/trending/jewellery-set.svg',
    description:
      '<p>Waterproof, gold-finish stainless steel jewellery is replacing cheap alloy fashion jewellery on Meesho and Myntra, driven by office wear, Karwa Chauth and Diwali gifting, and the Nov–Feb wedding season.</p>' +
      '<ul><li><strong>Price band:</strong> ₹349–₹899 per necklace and earring set.</li><li><strong>Watch:</strong> buyers test tarnish claims; state the steel grade and coating honestly.</li><li><strong>Returns:</strong> use tamper-evident packaging to limit return fraud.</li></ul>',
    demandScore: 81,
    competitionLevel: 'medium',
    marketTrend: 'growing',
    profitPotential: 180,
    sortOrder: 12,
  },
  {
    name: 'Balcony Vertical Planter',
    category: 'Home & Garden',
    imageUrl: '/trending/vertical-planter.svg',
    description:
      '<p>Apartment dwellers in the metros grow herbs, microgreens and ornamentals on small balconies. The monsoon (June–September) is the main planting season, followed by Diwali home makeovers.</p>' +
      '<ul><li><strong>Price band:</strong> ₹799–₹1,999 for 3–5 tier plastic or metal stands.</li><li><strong>Quality:</strong> use UV-stabilised plastic with drainage holes; cheap pots crack in the summer sun.</li><li><strong>Watch:</strong> bulky boxes; a flat-pack design keeps shipping fees down.</li></ul>',
    demandScore: 66,
    competitionLevel: 'low',
    marketTrend: 'growing',
    profitPotential: 300,
    sortOrder: 13,
  },
  {
    name: 'Solar LED String Lights 10 m',
    category: 'Home & Garden',
    imageUrl: '/trending/string-lights.svg',
    description:
      '<p>Diwali is the peak: searches climb from late September and fall sharply after Bhai Dooj, with smaller bumps for Christmas and weddings. Solar and USB versions grow as buyers avoid extension cords outdoors.</p>' +
      '<p>Typical price <strong>₹299–₹799</strong>. Stock early, because unsold festive inventory waits a year; watch waterproofing (IP65) and real battery backup, which decide reviews.</p>',
    demandScore: 82,
    competitionLevel: 'high',
    marketTrend: 'growing',
    profitPotential: 110,
    sortOrder: 14,
  },
  {
    name: 'Magnetic Mosquito Window Mesh',
    category: 'Home & Garden',
    imageUrl: '/trending/mosquito-mesh.svg',
    description:
      '<p>Dengue and malaria cases every monsoon make DIY mosquito mesh for windows and doors a marketplace and Blinkit favourite; renters like that it needs no drilling.</p>' +
      '<ul><li><strong>Price band:</strong> ₹449–₹999 per window.</li><li><strong>Watch:</strong> adhesive strips that fail in humidity are the most common complaint.</li><li><strong>Returns:</strong> sizing confusion; add a measuring guide and offer custom sizes.</li></ul>',
    demandScore: 72,
    competitionLevel: 'low',
    marketTrend: 'growing',
    profitPotential: 200,
    sortOrder: 15,
  },
  {
    name: 'Blackout Curtains Set of 2 (7 ft)',
    category: 'Home & Garden',
    imageUrl: '/trending/blackout-curtains.svg',
    description:
      '<p>Summer heat and work from home keep blackout and thermal curtains steady sellers, with a second bump during Diwali home refreshes.</p>' +
      '<p>Typical price <strong>₹799–₹1,799</strong> per pair. Watch colour and size returns; state the light-blocking level honestly and show eyelet vs. rod-pocket clearly.</p>',
    demandScore: 68,
    competitionLevel: 'medium',
    marketTrend: 'stable',
    profitPotential: 280,
    sortOrder: 16,
  },
  {
    name: 'Niacinamide 10% Face Serum',
    category: 'Beauty',
    imageUrl: '/trending/face-serum.svg',
    description:
      '<p>Niacinamide is the best-known skincare active among Nykaa and Amazon.in buyers, but the shelf is crowded with D2C brands and private labels, so demand is high yet flat.</p>' +
      '<p>Typical price <strong>₹299–₹699</strong> for 30 ml. Cosmetics need a CDSCO manufacturing licence or import registration, a full ingredient list, batch number and expiry; drug-like claims such as “cures acne” are not allowed.</p>',
    demandScore: 88,
    competitionLevel: 'high',
    marketTrend: 'stable',
    profitPotential: 160,
    sortOrder: 17,
  },
  {
    name: 'Tinted Sunscreen SPF 50 PA++++',
    category: 'Beauty',
    imageUrl: '/trending/sunscreen.svg',
    description:
      '<p>Daily sunscreen has gone mainstream with ingredient-aware buyers; tinted gel and matte formats suit Indian skin tones. Sales surge from March through summer, with fast-growing Blinkit orders in the metros.</p>' +
      '<ul><li><strong>Price band:</strong> ₹349–₹799 for 50 g.</li><li><strong>Compliance:</strong> cosmetic licence, plus an SPF test report to back the label.</li><li><strong>Watch:</strong> white cast and pilling under makeup lead the bad reviews.</li></ul>',
    demandScore: 90,
    competitionLevel: 'high',
    marketTrend: 'growing',
    profitPotential: 170,
    sortOrder: 18,
  },
  {
    name: 'Korean-Style Lip and Cheek Tint',
    category: 'Beauty',
    imageUrl: '/trending/lip-cheek-tint.svg',
    description:
      '<p>K-beauty trends and Gen Z buyers drive multi-use tints, with peaks for the wedding season and festive looks; small packs also sell on Nykaa and Blinkit as impulse buys.</p>' +
      '<p>Typical price <strong>₹199–₹499</strong>. Watch shade accuracy in photos and expiry on slow stock; imported products need CDSCO import registration.</p>',
    demandScore: 83,
    competitionLevel: 'medium',
    marketTrend: 'growing',
    profitPotential: 140,
    sortOrder: 19,
  },
  {
    name: 'Onion Hair Oil 200 ml',
    category: 'Beauty',
    imageUrl: '/trending/hair-oil.svg',
    description:
      '<p>Onion oil boomed on influencer marketing a few years ago, but buyers have moved to rosemary oil, hair serums and scalp treatments; sales now lean on discount events.</p>' +
      '<p>Typical price <strong>₹249–₹499</strong>. Watch deep discounting by big brands, smell complaints and leaks in transit; use induction-sealed caps.</p>',
    demandScore: 45,
    competitionLevel: 'high',
    marketTrend: 'declining',
    profitPotential: 90,
    sortOrder: 20,
  },
  {
    name: 'Cotton Kurti Set with Dupatta',
    category: 'Fashion',
    imageUrl: '/trending/kurti-set.svg',
    description:
      '<p>Three-piece kurta sets sell all year on Myntra, Meesho and Flipkart, peaking for Navratri, Diwali and the Nov–Feb wedding season, and in summer when pure cotton and block prints lead.</p>' +
      '<ul><li><strong>Price band:</strong> ₹699–₹1,799; Meesho volume sits around ₹450–₹800.</li><li><strong>Watch:</strong> high size and colour returns; publish a measured size chart and shoot in daylight.</li><li><strong>Returns:</strong> use tag-lock packaging against return fraud and RTO losses.</li></ul>',
    demandScore: 91,
    competitionLevel: 'high',
    marketTrend: 'growing',
    profitPotential: 280,
    sortOrder: 21,
  },
  {
    name: 'Men’s Oversized Graphic T-Shirt',
    category: 'Fashion',
    imageUrl: '/trending/graphic-tshirt.svg',
    description:
      '<p>Oversized fits, streetwear prints and heavy 220–240 GSM cotton drive Gen Z demand on Myntra, Flipkart and Meesho; cricket-themed drops add spikes during the IPL.</p>' +
      '<p>Typical price <strong>₹399–₹899</strong>. Characters and team logos need a licence, and unlicensed prints get listings blocked; watch shrinkage and print cracking, which cause returns.</p>',
    demandScore: 85,
    competitionLevel: 'high',
    marketTrend: 'growing',
    profitPotential: 180,
    sortOrder: 22,
  },
  {
    name: 'Women’s Wide-Leg Jeans',
    category: 'Fashion',
    imageUrl: '/trending/wide-leg-jeans.svg',
    description:
      '<p>Wide-leg, straight and baggy fits have replaced skinny jeans for college students and young working women; back-to-college season and winter bring the biggest sales.</p>' +
      '<ul><li><strong>Price band:</strong> ₹799–₹1,799.</li><li><strong>Watch:</strong> length and waist fit drive returns; list the inseam and waist in cm.</li><li><strong>Quality:</strong> state denim weight and test for colour bleed.</li></ul>',
    demandScore: 79,
    competitionLevel: 'medium',
    marketTrend: 'growing',
    profitPotential: 260,
    sortOrder: 23,
  },
  {
    name: 'Men’s Nehru Jacket',
    category: 'Fashion',
    imageUrl: '/trending/nehru-jacket.svg',
    description:
      '<p>The Nov–Feb wedding season, Diwali and Republic Day or Independence Day functions keep Nehru jackets steady; printed and jacquard designs paired with kurtas sell best.</p>' +
      '<p>Typical price <strong>₹1,199–₹2,999</strong>. Watch size returns and lining quality, and plan for strong seasonality: clear stock before March.</p>',
    demandScore: 64,
    competitionLevel: 'medium',
    marketTrend: 'stable',
    profitPotential: 450,
    sortOrder: 24,
  },
  {
    name: 'Stainless Steel Insulated Bottle 1 L',
    category: 'Kitchen',
    imageUrl: '/trending/insulated-bottle.svg',
    description:
      '<p>Summer heat, school and office use and the move away from plastic keep vacuum bottles growing. 1 L is the most searched size, and Blinkit sells them as last-minute gifts.</p>' +
      '<ul><li><strong>Price band:</strong> ₹499–₹1,199.</li><li><strong>Claims:</strong> say food-grade 304 steel only with a test report, and state hot and cold hours honestly.</li><li><strong>Watch:</strong> dents in transit and leaking lids are the top complaints.</li></ul>',
    demandScore: 87,
    competitionLevel: 'high',
    marketTrend: 'growing',
    profitPotential: 190,
    sortOrder: 25,
  },
  {
    name: 'Air Fryer 4.2 L',
    category: 'Kitchen',
    imageUrl: '/trending/air-fryer.svg',
    description:
      '<p>Health-conscious urban households are adopting air fryers fast. The pre-Diwali sales bring the biggest discounts and volumes, and wedding-season gifting adds to them.</p>' +
      '<p>Typical price <strong>₹2,999–₹5,999</strong>. Watch BIS rules for electrical appliances, wear of the basket coating, and transit damage; double-box the packaging.</p>',
    demandScore: 84,
    competitionLevel: 'high',
    marketTrend: 'growing',
    profitPotential: 650,
    sortOrder: 26,
  },
  {
    name: 'Pre-Seasoned Cast Iron Tawa 10 inch',
    category: 'Kitchen',
    imageUrl: '/trending/cast-iron-tawa.svg',
    description:
      '<p>Buyers are moving from non-stick to cast iron and stainless steel over coating worries, and dosa and roti tawas are the entry point; cooking creators speed this up.</p>' +
      '<p>Typical price <strong>₹699–₹1,499</strong>. Watch rust complaints from buyers who skip care (include a seasoning guide) and the weight, which raises shipping fees.</p>',
    demandScore: 70,
    competitionLevel: 'medium',
    marketTrend: 'growing',
    profitPotential: 260,
    sortOrder: 27,
  },
  {
    name: 'Non-Stick Aluminium Cookware Set',
    category: 'Kitchen',
    imageUrl: '/trending/cookware-set.svg',
    description:
      '<p>Non-stick sets still sell in Diwali and wedding-gift bundles, but demand is falling as buyers switch to stainless steel, triply and cast iron over coating worries.</p>' +
      '<ul><li><strong>Price band:</strong> ₹1,299–₹2,999 for 3-piece sets.</li><li><strong>Watch:</strong> coating-peel reviews sink listings fast.</li><li><strong>Claims:</strong> state coating and PFOA-free claims only with supplier test reports.</li></ul>',
    demandScore: 52,
    competitionLevel: 'high',
    marketTrend: 'declining',
    profitPotential: 300,
    sortOrder: 28,
  },
];
