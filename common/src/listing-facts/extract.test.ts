import { describe, expect, it } from 'vitest';
import { contradictionsOf, negatedWords } from './contradiction';
import { extractFacts } from './extract';
import { productSizes } from './product-size';

const facts = (productName: string, description: string, category?: string) =>
  extractFacts({ productName, description, ...(category ? { category: category as never } : {}) });
/** The quantities read as the product's own, as written. */
const sizes = (name: string, description: string) => facts(name, description).quantities.map((q) => q.text);

describe('the seller’s facts, read as facts of this product', () => {
  it('takes the product from the first sentence, never from what it fits or how it is used', () => {
    const armour = facts(
      'Armour Case for Galaxy Note 20',
      'Rugged armour case with a kickstand. Precise cutouts for S Pen.',
    );
    expect(armour.noun).toBeUndefined();
    expect(facts('', 'Steel water bottle, 1 litre. Fits most bicycle holders.').noun?.text).toBe(
      'water bottle',
    );
    expect(
      facts('Overnight Repair 50 g', 'Rich and non-greasy. Use sunscreen in the day.').noun,
    ).toBeUndefined();
  });

  it('takes no product from what a food is cooked or packed in', () => {
    expect(facts('Kerala Banana Chips in Coconut Oil, 400 g', 'Fried in coconut oil.').noun?.text).toBe(
      'chips',
    );
    expect(facts('Mango Pickle in Mustard Oil 500 g', '').noun?.text).toBe('mango pickle');
    expect(facts('Cold Pressed Coconut Oil 1 L', '').noun?.text).toBe('coconut oil');
  });

  it('gives no colour from a word naming something else, or from a colour the product is not', () => {
    expect(facts('Scented Jar Candle', 'Lavender scented soy wax, burns 30 hours.').colours).toEqual([]);
    expect(facts('Hair Oil 100 ml', 'With olive oil and almond oil.').colours).toEqual([]);
    expect(facts('Clear Phone Case', 'Anti yellow coating keeps it clear.').colours).toEqual([]);
    expect(facts('Night Cream 50 g', 'A light cream for dry skin.').colours).toEqual([]);
    expect(facts('Cotton Kurti, Cream', 'Straight cut, cream colour with gold print.').colours).toEqual([
      'cream',
    ]);
  });

  it('reads no figure of a claim, or of another device, as the product’s', () => {
    expect(
      facts('Skipping Rope', 'Ball bearing handles. Burn fat and lose 3 kg in 2 weeks!').quantities,
    ).toEqual([]);
    const charger = facts('33W Fast Charger', 'Charges phones that take 18W or 25W at their own speed.');
    expect(charger.quantities.map((q) => q.text)).toEqual(['33W']);
  });

  it('reads a figure said of each capsule or softgel as one of many', () => {
    const oil = facts('Fish Oil 1000 mg, 60 Softgels', 'Each softgel contains 1000 mg fish oil.');
    expect(oil.quantities.map((q) => q.text)).toEqual(['1000 mg each']);
  });

  it('reads a size in a measure, a time taken and what it comes in as no fact of the product', () => {
    const rug = facts('Cotton Dhurrie Rug', 'Size 48 x 72 inch, reversible. Ships in 2-3 days.');
    expect(rug.sizes).toEqual([]);
    expect(rug.quantities.map((q) => q.text)).toEqual(['48 x 72 inch']);
    const glue = facts('Epoxy Adhesive 50 g', 'Sets within 5 minutes, cures in 24 hours.');
    expect(glue.quantities.map((q) => q.text)).toEqual(['50 g']);
    const bangles = facts('Oxidised Bangles Set of 4', 'Brass with antique finish. Comes in a satin pouch.');
    expect(bangles.terms.map((t) => t.text.toLowerCase())).not.toContain('satin');
    expect(
      facts('Satin Scrunchies, Pack of 6', 'Soft satin. Comes in a gift box.').terms.map((t) => t.text),
    ).toContain('Satin');
  });

  it('takes no product from a part named in the description when the name and category say otherwise', () => {
    expect(
      facts('Non-Marking Court Shoes for Men', 'Rubber sole with a PU upper.', 'Shoes').noun,
    ).toBeUndefined();
  });

  it('reads no figure of an instruction or of a claim as the product’s', () => {
    const premix = facts(
      'Masala Chai Premix 500 g',
      'Instant tea with ginger. Add 2 spoons to 150 ml hot water.',
    );
    expect(premix.quantities.map((q) => q.text)).toEqual(['500 g']);
    expect(facts('Ab Wheel with Knee Pad', 'Dual wheels. Get 6 pack abs fast!').counts).toEqual([]);
  });

  it('takes no attribute the seller denies, only looks like, or names as what the product is used with', () => {
    const texts = (f: ReturnType<typeof facts>) => f.terms.map((t) => t.text.toLowerCase());
    expect(
      texts(facts('Handheld Car Vacuum 120W', 'Strong suction, not cordless, 4 m cable.')),
    ).not.toContain('cordless');
    expect(texts(facts('Ladies Tote Bag', 'PU with a genuine leather look, zip closure.'))).not.toContain(
      'genuine leather',
    );
    expect(
      texts(
        facts(
          'Tennis Ball Cricket Bat, Full Size',
          'Poplar willow, made for tennis balls, not for leather balls.',
        ),
      ),
    ).not.toContain('leather');
  });

  it('reads a coating as no material, who made it as no audience, and what it hangs on as a part', () => {
    const fryer = facts('Digital Air Fryer', 'Non-stick basket, 1500 W.');
    expect(fryer.terms.filter((t) => t.factClass === 'material').map((t) => t.text)).toEqual([]);
    const hanging = facts(
      'Macrame Wall Hanging',
      'Handmade by women artisans from cotton cord on a wooden dowel.',
    );
    expect(hanging.terms.some((t) => t.factClass === 'audience')).toBe(false);
    expect(hanging.terms.find((t) => t.text.toLowerCase() === 'wooden')?.part).toBe(true);
  });

  it("keeps a colour as written ('olive green', 'maroon and beige'), never an ink's or beads' colour, and an approximate count approximate", () => {
    expect(facts('Linen Shirt', 'Colour: Olive Green.').colours).toEqual(['olive green']);
    expect(facts('Towel Set of 2', 'Maroon and beige cotton towels.').colours).toEqual(['maroon and beige']);
    expect(facts('Navy Blue Saree', 'Silk with a red border.').colours).toEqual(['navy blue', 'red']);
    expect(facts('Fountain Pen', 'Metal body, blue ink cartridges.').colours).toEqual([]);
    expect(facts('Mangalsutra', 'Gold plated with black beads.').colours).toEqual([]);
    expect(facts('Rosogolla Tin', 'Approx 16 pieces per tin.').counts.map((c) => c.text)).toEqual([
      'Approx 16 pieces',
    ]);
  });

  it('takes no material from how it looks or was made, or from a ring or a sole; colourways and measured ranges stay whole', () => {
    const materialOf = (name: string, description: string) =>
      facts(name, description)
        .terms.filter((t) => t.factClass === 'material' && !t.part)
        .map((t) => t.text.toLowerCase());
    expect(materialOf('Kurta for Men', 'Viscose kurta in a linen-look weave.')).not.toContain('linen');
    expect(materialOf('Sesame Oil 500 ml', 'Wood-pressed sesame oil, unrefined.')).not.toContain('wood');
    expect(materialOf('Jaggery Powder 1 kg', 'Made in an iron kadhai over a wood fire.')).not.toContain(
      'iron',
    );
    expect(materialOf('Camera Strap', 'Cotton webbing with a brass D-ring.')).toEqual(['cotton']);
    expect(materialOf('Side Table', 'Sheesham wood top, non-slip rubber feet and iron legs.')).toEqual([
      'sheesham wood',
    ]);
    expect(materialOf('Trail Shoes', 'Knit upper, TPU midsole and rubber outsole.')).not.toContain('rubber');
    expect(facts('Sneakers', 'Available in navy/white and red/black.').colours).toEqual([
      'navy/white',
      'red/black',
    ]);
    expect(facts('Dupatta', 'In maroon and beige.').colours).toEqual(['maroon and beige']);
    expect(facts('Knee Support', 'Fits knee size 30-45 cm.').sizes).toEqual([]);
    expect(facts('Kurti', 'Sizes S to XXL.').sizes).toEqual(['Sizes S to XXL']);
    const termsOf = (name: string, description: string) =>
      facts(name, description).terms.map((t) => t.text.toLowerCase());
    expect(termsOf('Sandwich Maker', 'Non-stick plates with auto shut-off.')).not.toContain('auto');
    expect(termsOf('Weighing Scale', 'Backlit display, auto on/off.')).not.toContain('auto');
    expect(termsOf('Potting Mix 5 kg', 'Made from cow dung and cocopeat.')).not.toContain('cow');
    // The weight of who wears it, written before them: 'for 9-14 kg babies'.
    const ownWeights = (description: string) =>
      facts('Baby Diapers Large', description)
        .quantities.filter((q) => q.measure === 'weight')
        .map((q) => q.text);
    expect(ownWeights('Large size for 9-14 kg babies, 44 pieces.')).toEqual([]);
  });

  it('takes no colour or material of a part or the pack: switches, handle, case, dropper bottle, zari border', () => {
    const materialOf = (name: string, description: string, category?: string) =>
      facts(name, description, category)
        .terms.filter((t) => t.factClass === 'material' && !t.part)
        .map((t) => t.text.toLowerCase());
    expect(facts('Gaming Keyboard', '87 keys with hot-swappable red linear switches.').colours).toEqual([]);
    expect(facts('Laptop Sleeve', 'Black with gold buttons.').colours).toEqual(['black']);
    expect(materialOf('Rosehip Face Oil 30 ml', '30 ml glass dropper bottle of cold pressed oil.')).toEqual(
      [],
    );
    expect(materialOf('Hair Brush', 'Nylon bristles and a non-slip rubber handle.')).not.toContain('rubber');
    expect(materialOf('Screwdriver Set', 'S2 steel bits in a hard plastic case.')).not.toContain('plastic');
    expect(materialOf('Silk Dupatta', 'Handwoven silk with a gold zari border.')).not.toContain('gold');
    // A cord's, a motor's winding and a chair's base and castors are parts too.
    expect(materialOf('Spike Guard 6 Socket', 'Surge protection, 1.5 m copper cord.')).not.toContain(
      'copper',
    );
    expect(materialOf('Angle Grinder 850 W', 'Copper-wound motor, side handle.')).not.toContain('copper');
    expect(materialOf('Ergonomic Office Chair', 'Mesh back on a nylon base with PU castors.')).not.toContain(
      'nylon',
    );
    // The part named is the product itself: its material is the product's.
    expect(materialOf('Water Bottle', 'Stainless steel bottle with a bamboo lid.')).toEqual([
      'stainless steel',
    ]);
    // A part after a figure, leads after another colour, a pot inside, the oil of a pickle.
    expect(materialOf('Macrame Wall Hanging', 'Made from cotton rope on a 60 cm wooden dowel.')).toEqual([
      'cotton',
    ]);
    expect(
      facts('Digital Multimeter', 'Includes red and black test leads and a 9 V battery.').colours,
    ).toEqual([]);
    expect(materialOf('Electric Rice Cooker 1.8 L', 'Aluminium inner pot with non-stick coating.')).toEqual(
      [],
    );
    expect(facts('Pruning Secateurs', 'Bypass blades cut green stems up to 20 mm.').colours).toEqual([]);
    const thali = facts('Brass Pooja Thali Set', 'Thali, diya, kumkum-haldi katori and a bell.', 'Decor');
    expect(thali.terms.filter((t) => t.factClass === 'ingredient' && !t.part)).toEqual([]);
    const pickle = facts(
      'Mango Pickle 500 g',
      'Made with raw mango, cold-pressed groundnut oil and mustard.',
    );
    expect(pickle.terms.find((t) => /cold/i.test(t.text))?.part).toBe(true);
    expect(
      facts('Groundnut Oil 1 L', 'Cold-pressed groundnut oil.').terms.find((t) => /cold/i.test(t.text))?.part,
    ).toBe(false);
  });

  it('reads a count written with thousands separators whole', () => {
    const set = facts(
      'Ponniyin Selvan, Complete 5 Volume Set',
      'Five volumes, 2,410 pages in total. Pack of 1,00,000 pcs.',
    );
    expect(set.counts.map((c) => [c.n, c.text])).toEqual(
      expect.arrayContaining([
        [2410, '2,410 pages'],
        [100000, '1,00,000 pcs'],
      ]),
    );
  });

  it('reads no weight from what an appliance works on at a time', () => {
    const cooker = facts(
      'Electric Rice Cooker 1.8 L, 700 W',
      '700 W, cooks up to 1 kg raw rice. Weighs 1.6 kg.',
    );
    expect(cooker.quantities.map((q) => q.text)).toEqual(['1.8 L', '700 W', '1.6 kg']);
  });

  it('reads no weight or height from a rule it meets or from what the photos show beside it', () => {
    const bag = facts(
      'Cabin Trolley Bag 55 cm',
      'Weighs 2.6 kg, fits the airline cabin limit of 7 kg; baggage allowance 15 kg. Model shown is 5 ft 8 in.',
    );
    expect(bag.quantities.map((q) => q.text)).toEqual(['55 cm', '2.6 kg']);
    const bed = facts('Dog Bed Large', 'Memory foam, 100 x 70 x 15 cm, 1.8 kg. Shown with a 32 kg Labrador.');
    expect(bed.quantities.map((q) => q.text)).toEqual(['100 x 70 x 15 cm', '1.8 kg']);
  });

  it("reads no size from the most it takes, other listings' sizes, the wearer's measure or a kind of jewellery", () => {
    expect(sizes('Wi-Fi CCTV Camera 3MP', 'Supports micro SD card upto 128GB (card NOT included).')).toEqual([
      '3MP',
    ]);
    expect(
      sizes('Phone 6GB 128GB', '6GB RAM + 128GB storage (expandable up to 1TB with microSD).'),
    ).not.toContain('1TB');
    expect(
      sizes(
        'Dog Bowl 900 ml, Set of 2',
        '900 ml capacity each. Other sizes also available: 450 ml and 1800 ml.',
      ),
    ).toEqual(['900 ml']);
    expect(sizes('Palazzo Pants, Free Size', 'Fits waist 26 inch to 36 inch, length 38 inch.')).toEqual([
      '38 inch',
    ]);
    expect(sizes('Kids Digital Watch', 'Soft silicone strap fits wrist 14-19 cm, dial 40 mm.')).toEqual([
      '40 mm',
    ]);
    expect(sizes('Canvas Sneakers UK 5', 'Size UK 5 (EU 38, foot length 24 cm).')).not.toContain('24 cm');
    expect(sizes('Gold Plated Mangalsutra 24 inch', '1 gram gold plated, weight approx 18 gm.')).toEqual([
      '24 inch',
      '18 gm',
    ]);
  });

  it("reads a phone named by its model as the phone, and an accessory's model as what it fits", () => {
    const phone = facts(
      'Samsung Galaxy M15 5G (6GB RAM, 128GB Storage), Blue Topaz',
      'Brand new sealed box.',
    );
    expect(phone.noun?.entry.noun).toBe('smartphone');
    expect(phone.ownModel).toBe('Samsung Galaxy M15 5G');
    expect(phone.models).toEqual([]);
    const cover = facts('iPhone 15 Silicone Back Cover', 'Soft silicone case for iPhone 15.');
    expect(cover.ownModel).toBeUndefined();
    expect(cover.models).toEqual(['iPhone 15']);
  });

  it('reads no fact from what a warranty leaves out, how to use it, a labelled colour or part, or a measurement label', () => {
    const terms = (name: string, description: string) =>
      facts(name, description)
        .terms.filter((t) => !t.part)
        .map((t) => t.text.toLowerCase());
    expect(
      terms('Kids Digital Watch', '6 month warranty on movement, no warranty on strap and glass.'),
    ).not.toContain('glass');
    expect(
      terms(
        'Multani Mitti Face Pack 200 g',
        'HOW TO USE: mix 1-2 spoon powder with rose water or curd, apply on face.',
      ),
    ).not.toContain('rose water');
    expect(terms('Stainless Steel Dog Bowl', 'Rust free steel bowl. Colour: silver.')).not.toContain(
      'silver',
    );
    expect(
      terms('Canvas Sneakers', 'Upper: cotton canvas, Sole: vulcanised rubber, Insole: cushioned EVA foam.'),
    ).toEqual(expect.not.arrayContaining(['eva', 'foam', 'rubber']));
    expect(terms('Beaded Toran', 'Hanging height 9 inch, made with glass beads on cotton thread.')).toEqual(
      expect.not.arrayContaining(['hanging', 'cotton']),
    );
    expect(terms('Kids Watch', 'Silicone strap fits wrist 14-19 cm.')).not.toContain('wrist');
  });

  it("reads no weight from the most it carries or from a kit's other item in brackets", () => {
    expect(sizes('Baby Walker', 'Soft padded seat. Max weight 15 kg. Dimensions 70 x 65 x 55 cm.')).toEqual([
      '70 x 65 x 55 cm',
    ]);
    expect(
      sizes(
        'Soldering Iron Kit 60 W',
        'Kit contains: 1 soldering iron, 1 solder wire (10 g, 60/40 tin-lead).',
      ),
    ).toEqual(['60 W']);
    expect(sizes('Face Cream', 'Net weight 50 g (in a glass jar).')).toEqual(['50 g']);
  });

  it('reads no material it is only compared with, no weight from a network, one size from a name that gives it', () => {
    const materials = (name: string, description: string) =>
      facts(name, description)
        .terms.filter((t) => t.factClass === 'material' && !t.part)
        .map((t) => t.text.toLowerCase());
    expect(
      materials('Mangalsutra', 'Brass base with gold plating. Looks exactly like real gold.'),
    ).not.toContain('real gold');
    expect(materials('Bi-fold Wallet', 'Made of PU leather. Genuine leather quality.')).toEqual([
      'pu leather',
    ]);
    const guard = facts('Screen Guard for Redmi Note 13 5G', 'Made only for Redmi Note 13 5G. 0.33 mm.');
    expect(guard.quantities.map((q) => q.text)).not.toContain('5G');
    expect(facts('Kashmiri Kesar', 'Net wt 5G.').quantities.map((q) => q.text)).toContain('5G');
    expect(facts('Punjabi Jutti, Size 6', 'Sizes 4 to 9. Handmade.').sizes).toEqual(['Size 6']);
    expect(facts('Bike Helmet, Medium', 'Size M, 580 mm.').sizes).toEqual(['Medium']);
  });

  it('reads nothing from what it needs, how far it reaches, an occasion, a tyre, a press or a seed, nor a model it rules out', () => {
    const of = (name: string, description: string) => facts(name, description);
    const materials = (f: ReturnType<typeof facts>) =>
      f.terms.filter((t) => t.factClass === 'material' && !t.part).map((t) => t.text.toLowerCase());
    const quantities = (f: ReturnType<typeof facts>) => f.quantities.map((q) => q.text);
    expect(quantities(of('Bean Bag Cover XXXL', 'Beans not included (needs about 2.5 kg beans).'))).toEqual(
      [],
    );
    const car = of(
      'RC Rock Crawler 1:18',
      '2.4 GHz remote, range about 30 m. Shock absorbers and rubber tyres.',
    );
    expect(quantities(car)).not.toContain('30 m');
    expect(materials(car)).not.toContain('rubber');
    expect(quantities(of('Walkie Talkie', 'Clear voice, 3 km range.'))).not.toContain('3 km');
    const dupatta = of('Bandhani Dupatta', 'Soft cotton. Pairs with kurta for Navratri and haldi functions.');
    expect(dupatta.terms.map((t) => t.text.toLowerCase())).not.toContain('haldi');
    const oil = of('Kachi Ghani Mustard Oil 1 L', 'Cold pressed from black mustard seeds in wooden kolhu.');
    expect(materials(oil)).not.toContain('wooden');
    expect(oil.colours).toEqual([]);
    expect(
      of('USB Gamepad for PC', 'Plug and play. Does not work with PS4 or Xbox consoles.').models,
    ).toEqual([]);
    expect(of('Wireless Gamepad', 'Works with PS4 and PC.').models).toEqual(['PS4']);
  });

  it("reads no material from a finish, an appliance's name or a part's padding, and no colour from an ink", () => {
    const materials = (name: string, description: string) =>
      facts(name, description)
        .terms.filter((t) => t.factClass === 'material' && !t.part)
        .map((t) => t.text.toLowerCase());
    expect(materials('Steam Iron 1250W', '1250W steam iron with a non-stick soleplate.')).not.toContain(
      'iron',
    );
    expect(materials('Cast Iron Tawa', 'Pre-seasoned cast iron tawa.')).toContain('cast iron');
    expect(materials('Wall Clock', '12 inch wall clock with a wooden finish MDF frame.')).not.toContain(
      'wooden',
    );
    expect(materials('Laptop Sleeve', 'Neoprene sleeve with 5 mm foam padding.')).not.toContain('foam');
    expect(facts('Fountain Pen', 'Comes with 2 ink cartridges in blue.').colours).toEqual([]);
  });

  it("reads no material from a tool's name, no volume from a flow rate or the tanks it is for, no size from a shelf's load", () => {
    const iron = facts('Soldering Iron Kit 60W', '60 W soldering iron with 5 tips.');
    expect(
      iron.terms.filter((t) => t.factClass === 'material').map((t) => t.text.toLowerCase()),
    ).not.toContain('iron');
    const filter = facts(
      'Aquarium Internal Filter 8W, 600 L/H, for 60-100 L Tanks',
      'Flow up to 600 litres per hour. For fresh water tanks of 60 to 100 litres.',
    );
    expect(filter.quantities.filter((q) => q.measure === 'volume')).toEqual([]);
    const mix = facts(
      'Instant Rava Idli Mix 500 g',
      'Ready mix of roasted semolina, curd powder and cashew.',
      'Food & Beverages',
    );
    expect(mix.noun).toBeUndefined();
    expect(
      facts('Plastic Water Tank 500 L', 'A 500 L tank for the roof.').quantities.map((q) => q.text),
    ).toEqual(['500 L']);
    const rack = facts('5 Tier Metal Shoe Rack', 'Steel frame, 60 x 30 x 90 cm. Holds 10 kg per shelf.');
    expect(productSizes(rack, true).map((q) => q.text)).toEqual([]);
    expect(
      productSizes(facts('Shoe Rack', 'Steel frame. Tool-free assembly, 10 kg per shelf.'), true),
    ).toEqual([]);
  });

  it("takes no count, size or material of another item in the box: the coins' 24, the powder's 50 g, 'one glass'", () => {
    const carrom = facts(
      'Carrom Board 32 inch',
      'Comes with a full set of 24 wooden coins, one queen, one striker and a 50 g boric powder pack.',
    );
    expect(carrom.counts.map((c) => c.n)).not.toContain(24);
    expect(carrom.quantities.map((q) => q.text)).toEqual(['32 inch']);
    const necklace = facts(
      'Kemp Necklace Set',
      'Set includes 1 necklace and a pair of matching jhumka earrings.',
    );
    expect(necklace.counts.map((c) => c.text.toLowerCase())).not.toContain('a pair');
    const thali = facts(
      'Kansa Thali Set 5 Pieces',
      'Set of 5: one thali, two katoris, one glass and one spoon.',
    );
    expect(
      thali.terms.filter((t) => t.factClass === 'material').map((t) => t.text.toLowerCase()),
    ).not.toContain('glass');
    // The product's own figures in the same kind of list stay: '3 containers of 350 ml each', '1 litre capacity'.
    const tiffin = facts('Steel Tiffin Box', 'Tiffin with 3 containers of 350 ml each and a carry handle.');
    expect(tiffin.quantities.map((q) => q.text)).toContain('350 ml each');
    expect(facts('Steel Bottle', 'Comes with 1 litre capacity.').quantities.map((q) => q.text)).toContain(
      '1 litre',
    );
    expect(facts('Glass Tumbler Set', 'Set of 6 glasses.').terms.map((t) => t.text.toLowerCase())).toContain(
      'glass',
    );
  });

  it('reads no feature from the second thing ruled out, no material from ironing, no audience from a male reed', () => {
    const texts = (f: ReturnType<typeof facts>) => f.terms.map((t) => t.text.toLowerCase());
    expect(
      texts(
        facts('Clip-on Phone Cooling Fan', 'Magnetic clip-on fan, no battery or Bluetooth pairing needed.'),
      ),
    ).not.toContain('bluetooth');
    expect(
      texts(facts('Embroidered Cotton Stole', 'Soft cotton stole. Hand wash and iron warm on the reverse.')),
    ).not.toContain('iron');
    expect(texts(facts('Cotton Saree', 'Cotton saree. Dry in shade and iron.'))).not.toContain('iron');
    const harmonium = facts(
      'Scale Changer Harmonium',
      'Teak wood harmonium with double reeds (bass and male).',
    );
    expect(harmonium.terms.filter((t) => t.factClass === 'audience')).toEqual([]);
    expect(
      facts('HDMI Cable 3 m', 'Gold-plated male to male HDMI cable.').terms.filter(
        (t) => t.factClass === 'audience',
      ),
    ).toEqual([]);
  });

  it("reads no material from what not to use on it, and no weight from a model's generation", () => {
    const board = facts(
      'Sheesham Wood Chopping Board',
      'Solid sheesham wood board. Do not use a steel scrubber.',
    );
    expect(board.terms.map((t) => t.text.toLowerCase())).not.toContain('steel');
    const filter = facts('Air Filter for Honda Activa 6G', 'OE replacement air filter, paper element.');
    expect(filter.quantities.map((q) => q.text)).not.toContain('6G');
  });

  it("reads nothing from a list of what it is not for, but keeps a later clause's fact; no material of a holster", () => {
    const filter = facts('Air Filter for Activa 6G', 'Paper element. Not for older Activa 3G, 4G or 5G.');
    expect(filter.terms.map((t) => t.text.toLowerCase())).not.toEqual(expect.arrayContaining(['4g']));
    expect(filter.terms.map((t) => t.text.toLowerCase())).not.toEqual(expect.arrayContaining(['5g']));
    const toy = facts('Soft Toy Elephant', 'Not for children under 3, soft cotton body.');
    expect(toy.terms.map((t) => t.text.toLowerCase())).toContain('cotton');
    const meter = facts('Digital Multimeter', 'Auto ranging meter. Rubber holster protects it from drops.');
    expect(meter.terms.filter((t) => t.factClass === 'material' && !t.part)).toEqual([]);
  });

  it('reads no size from the appliance it serves, and no weight from what one part holds', () => {
    const stabilizer = facts(
      'Voltage Stabilizer for Fridge',
      'Stabilizer for single-door and double-door refrigerators up to 300 litres. Weight 2.4 kg.',
    );
    expect(stabilizer.quantities.map((q) => q.text)).toEqual(['2.4 kg']);
    const tray = facts(
      'Steel Dry Fruit Box with 5 Bowls',
      'Stainless steel box with 5 bowls; each bowl holds about 100 g of nuts. Weight 450 g.',
    );
    expect(productSizes(tray, true).map((q) => q.text)).not.toContain('100 g');
  });

  it('takes no attribute of a part the seller says is not in the box', () => {
    const f = facts(
      'Steel Lunch Box 3 Containers',
      'Leak-proof containers. Microwave safe lid not included. Rain cover sold separately, waterproof bag.',
    );
    const texts = f.terms.map((t) => t.text.toLowerCase());
    expect(texts).not.toContain('microwave safe');
    expect(texts).toEqual(expect.arrayContaining(['leak-proof', 'waterproof']));
  });

  it('reads a device an accessory fits without the wattage written after it', () => {
    expect(facts('30W Car Charger', 'Fast charges Pixel 8 18W and Galaxy A54 25W.').models).toEqual([
      'Galaxy A54',
      'Pixel 8',
    ]);
  });
});

describe('figures that are not the product’s size, weight or count', () => {
  it('reads a dose, a resolution, an accuracy and what it holds as what they are', () => {
    const churna = facts(
      'Triphala Churna',
      'Net weight 100 g. Dosage: 3-5 g with warm water at bedtime.',
      'Health',
    );
    expect(churna.quantities.map((q) => q.text)).toEqual(['100 g']);
    const caliper = facts(
      'Digital Caliper',
      'Measures 0-150 mm. Resolution 0.01 mm, accuracy +/- 0.02 mm. Stainless steel body.',
      'Tools',
    );
    expect(caliper.quantities.map((q) => q.text)).not.toContain('0.01 mm');
    expect(caliper.quantities.map((q) => q.text)).not.toContain('0.02 mm');
    const rack = facts('Wooden Shoe Rack', '3 open shelves, holds 9-12 pairs. Weight 14 kg.', 'Furniture');
    expect(rack.counts.map((c) => c.text)).not.toContain('12 pairs');
  });
});

describe('what the seller says a product is not', () => {
  it('is never a keyword of it', () => {
    const contradicts = contradictionsOf(
      'Cast iron tawa. Works on gas only, not induction. Not for microwave.',
    );
    expect(contradicts('cast iron tawa for induction')).toBe('not induction');
    expect(contradicts('microwave tawa')).toBe('not microwave');
    expect(contradicts('cast iron tawa for gas stove')).toBeUndefined();
    expect(negatedWords('Not suitable for children under 3 years')).toEqual(['children']);
  });
});

describe('what the seller says a product is made of or runs on', () => {
  it('excludes keywords naming another material of its body', () => {
    const contradicts = contradictionsOf(
      'Steel tiffin box. Stainless steel containers in a plastic carry case.',
    );
    expect(contradicts('glass tiffin box')).toBeDefined();
    expect(contradicts('aluminium tiffin box')).toBeDefined();
    expect(contradicts('plastic tiffin box')).toBeUndefined();
    expect(contradicts('stainless steel tiffin box for office')).toBeUndefined();
  });

  it('excludes batteries for a product on a cord', () => {
    const contradicts = contradictionsOf('Foot massager with 3 modes and a 1.5 m power cord.');
    expect(contradicts('foot massager with batteries')).toBe('corded / cordless');
    expect(contradicts('rechargeable foot massager')).toBe('corded / cordless');
    expect(contradicts('foot massager for elderly')).toBeUndefined();
  });
});
