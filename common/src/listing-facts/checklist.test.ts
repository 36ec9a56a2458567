import { describe, expect, it } from 'vitest';
import { missingAttributes } from './checklist';
import { extractFacts } from './extract';

const missing = (productName: string, description: string, keys: Parameters<typeof missingAttributes>[1]) =>
  missingAttributes(extractFacts({ productName, description }), keys);

describe('the checklist of facts a listing lacks', () => {
  it('does not ask for a fact the seller stated in other words', () => {
    expect(
      missing('Automatic Skeleton Watch', '42 mm case. 50 m water resistance.', ['waterResistance']),
    ).toEqual([]);
    expect(missing('Dive Watch', 'Water resistant to 10 ATM.', ['waterResistance'])).toEqual([]);
    expect(missing('Carrom Board', 'Suitable for ages 6 and up.', ['ageGroup'])).toEqual([]);
    expect(missing('Pulse Oximeter', 'Runs on 2 AAA batteries (included).', ['battery'])).toEqual([]);
    expect(
      missing('Carrom Board', 'Comes with 24 wooden coins, one queen and one striker.', ['count']),
    ).toEqual([]);
  });

  it("reads who a children's product is for, a pair, a safety category and a flavour named by its taste", () => {
    expect(missing('Kids Digital Watch', 'Digital watch for kids aged 6-12.', ['gender'])).toEqual([]);
    expect(missing('Analog Watch', 'Steel case, 40 mm.', ['gender'])).toEqual(['gender']);
    expect(missing('Knee Cap Support Pair', 'Elastic knee caps, size L.', ['count'])).toEqual([]);
    expect(
      missing('Digital Multimeter', 'DC voltage up to 1000 V. CAT II 600 V.', ['certification']),
    ).toEqual([]);
    expect(missing('Andhra Avakaya Pickle', 'Raw mango pieces in groundnut oil.', ['flavour'])).toEqual([]);
    expect(missing('Instant Noodles', 'Ready in 2 minutes.', ['flavour'])).toEqual(['flavour']);
    // One appliance is one; a kit, a set or what is used up says how many.
    expect(missing('Hand Blender 400 W', 'Stainless steel blade.', ['count'])).toEqual([]);
    expect(missing('Screwdriver Kit', 'S2 steel bits.', ['count'])).toEqual(['count']);
    expect(missing('Neem Soap', 'Handmade with neem oil.', ['count'])).toEqual(['count']);
  });

  it('reads a finish, a count, an age and a sole from the words sellers use for them', () => {
    expect(missing('Brass Bangles', 'Antique finish brass bangles.', ['finish'])).toEqual([]);
    expect(missing('Toe Rings', 'Oxidised silver toe rings.', ['finish'])).toEqual([]);
    expect(missing('Wrist Support', 'Sold as a pair, free size.', ['count'])).toEqual([]);
    expect(missing('Bit Set', '24 in 1 bit set with magnetic holder.', ['count'])).toEqual([]);
    expect(missing('Puzzle', 'For children aged 5-10.', ['ageGroup'])).toEqual([]);
    expect(missing('Sneakers', 'Mesh upper and rubber outsole.', ['soleMaterial'])).toEqual([]);
    expect(missing('Cordless Screwdriver', '3.6V rechargeable lithium battery.', ['wattage'])).toEqual([]);
    expect(missing('Corded Drill', 'Variable speed, keyless chuck.', ['wattage'])).toEqual(['wattage']);
  });

  it('reads a mains voltage as no battery, an undyed shade as a colour and a mix of things as its ingredients', () => {
    expect(missing('Compressor Nebulizer', 'Piston compressor, 6 ml cup, 230 V.', ['battery'])).toEqual([]);
    expect(missing('Table Lamp', 'Runs on a 12 V AC adapter.', ['battery'])).toEqual([]);
    expect(missing('Jute Tote Bag with Zip, Natural', 'Cotton-lined jute tote.', ['colour'])).toEqual([]);
    expect(missing('Herbal Soap', 'Made with natural ingredients.', ['colour'])).toEqual(['colour']);
    expect(
      missing('Instant Idli Mix 500 g', 'Ready mix of roasted semolina, curd powder and cashew.', [
        'ingredients',
      ]),
    ).toEqual([]);
    expect(missing('Instant Idli Mix 500 g', 'Makes 40 idlis.', ['ingredients'])).toEqual(['ingredients']);
  });

  it('reads 100 W or more without a battery word as mains power, and still asks a cordless tool', () => {
    expect(missing('Angle Grinder 850 W, 100 mm', 'Copper-wound motor, side handle.', ['battery'])).toEqual(
      [],
    );
    expect(missing('Cordless Drill 1500 W', 'Two-speed gearbox, LED light.', ['battery'])).toEqual([
      'battery',
    ]);
    expect(missing('Cordless Hair Trimmer', 'Stainless steel blades.', ['battery'])).toEqual(['battery']);
    expect(missing('Bluetooth Speaker 20 W', 'Deep bass, IPX6.', ['battery'])).toEqual(['battery']);
  });

  it('still asks for what the seller did not state', () => {
    expect(
      missing('Steel Water Bottle', 'Keeps water cold for 12 hours.', [
        'waterResistance',
        'ageGroup',
        'warranty',
      ]),
    ).toEqual(['waterResistance', 'ageGroup', 'warranty']);
  });

  it('reads what the seller wrote in words the facts do not take as the product’s', () => {
    expect(missing('Analog Watch, Steel Strap', 'Blue dial with date window.', ['colour'])).toEqual([]);
    expect(missing('Kolhapuri Chappal, Tan', 'Leather upper.', ['colour'])).toEqual([]);
    expect(missing('Ethnic Mojari, Gold', 'Zari work.', ['colour'])).toEqual([]);
    expect(missing('XXL Raincoat', 'PVC coated.', ['size'])).toEqual([]);
    expect(missing('Badminton Kit - 2 Rackets, 3 Shuttles', 'Aluminium frames.', ['count'])).toEqual([]);
    expect(missing('पायल', 'चांदी की पायल, एक जोड़ी।', ['count'])).toEqual([]);
  });

  it('asks nothing that does not fit the product', () => {
    // A corded product has no battery and is wired.
    expect(missing('Foot Massager', '3 modes, 1.5 m power cord.', ['battery', 'connectivity'])).toEqual([]);
    expect(missing('Foot Massager', '3 modes, auto shut-off.', ['battery'])).toEqual(['battery']);
  });
});

describe('the checklist for a kind of product', () => {
  const checklistOf = (productName: string, description: string) => {
    const f = extractFacts({ productName, description });
    return missingAttributes(f, f.noun?.entry.profile.checklist ?? []);
  };

  it('takes the net weight of what is used up as its capacity', () => {
    expect(checklistOf('Charcoal Face Mask 100 g', 'For oily skin.')).not.toContain('capacity');
  });

  it('takes a book’s pages or recipes as its count', () => {
    expect(checklistOf('Baking Cookbook', 'A 200-page cookbook with 90 recipes.')).not.toContain('count');
  });
});
