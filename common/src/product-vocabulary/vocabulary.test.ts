import type { Category } from '../constants/options';
import { describe, expect, it } from 'vitest';
import { pluralize } from './inflect';
import { categoryOptions } from '../constants/options';
import { attributeKeys } from '../listing-facts/attributes';
import { hasScript, languageScripts, wordsOf } from '../text/scripts';
import { allNouns, findNoun, matchNoun, nativeForms } from './index';
import { nativeLanguages } from './types';

describe('product vocabulary', () => {
  it('has at least 400 product nouns, at least 4 in each of the 28 categories', () => {
    expect(allNouns.length).toBeGreaterThanOrEqual(400);
    for (const category of categoryOptions)
      expect(allNouns.filter((n) => n.category === category).length, category).toBeGreaterThanOrEqual(4);
  });

  it('writes every noun and modifier in lower case, with sane price bands and known checklist keys', () => {
    for (const n of allNouns) {
      const p = n.profile;
      for (const w of [
        n.noun,
        ...n.synonyms,
        ...p.types,
        ...p.materials,
        ...p.uses,
        ...p.audiences,
        ...p.features,
      ])
        expect(w, `${n.noun}: ${w}`).toBe(w.toLowerCase());
      for (const u of [...p.uses, ...p.audiences]) expect(u, `${n.noun}: ${u}`).toMatch(/^for /);
      for (const f of p.features) expect(f, `${n.noun}: ${f}`).toMatch(/^with /);
      const [a, b, c, d] = p.band;
      expect(a < b && b < c && c < d, `${n.noun} band`).toBe(true);
      for (const k of p.checklist) expect(attributeKeys).toContain(k);
    }
  });

  it('offers no other company’s brand as a word for a product: a seller’s keywords must not borrow one', () => {
    const brands =
      /\b(?:lego|barbie|hot wheels|nerf|bisleri|maggi|fevicol|dettol|xerox|thermocol|velcro|crocs)\b/;
    for (const n of allNouns)
      for (const w of [...n.synonyms, ...n.variants, ...n.profile.types])
        expect(w, `${n.noun}: ${w}`).not.toMatch(brands);
  });

  it('gives every noun its forms in the five Indian languages, each in its own script', () => {
    for (const n of allNouns)
      for (const lang of nativeLanguages) {
        const forms = nativeForms(n, lang);
        expect(forms.length, `${n.noun} ${lang}`).toBeGreaterThan(0);
        for (const f of forms)
          expect(hasScript(f, languageScripts[lang]), `${n.noun} ${lang}: ${f}`).toBe(true);
      }
  });

  it("reads one word of another family of categories as no noun: a dog's slicker brush is no paint brush", () => {
    const noun = (s: string, category: Category) => matchNoun(wordsOf(s), category)?.entry.noun;
    expect(noun('self cleaning slicker brush for dogs', 'Pet Supplies')).toBeUndefined();
    expect(noun('coco peat block 5 kg', 'Garden')).toBeUndefined();
    expect(noun('paint brush set', 'Stationery')).toBe('paint brush');
    expect(noun('water bottle', 'Sports')).toBe('water bottle');
    expect(noun('cotton saree', 'Fashion')).toBe('saree');
  });

  it('reads a word of another category followed by the real head as no noun: a yak cheese dog chew is no cheese', () => {
    const noun = (s: string, category: Category) => matchNoun(wordsOf(s), category)?.entry.noun;
    expect(noun('himalayan yak cheese dog chew', 'Pet Supplies')).toBeUndefined();
    expect(noun('steel water bottle 1 litre', 'Sports')).toBe('water bottle');
    expect(noun('dog food chicken', 'Pet Supplies')).toBe('dog food');
  });

  it("lets the name's head word win: an idli mix is no rava, an aquarium filter no aquarium, an ubtan scrub no turmeric", () => {
    const noun = (s: string, category: Category) => matchNoun(wordsOf(s), category)?.entry.noun;
    expect(noun('Instant Rava Idli Mix 500 g', 'Food & Beverages')).toBeUndefined();
    expect(noun('Aquarium Internal Filter 8W, 600 L/H, for 60-100 L Tanks', 'Pet Supplies')).toBeUndefined();
    expect(noun('Ubtan Face Scrub with Turmeric & Saffron, 100 g', 'Beauty')).toBeUndefined();
    expect(noun('Sooji 1 kg Pack', 'Food & Beverages')).toBe('sooji');
    expect(noun('Vitamin C Face Serum 30 ml', 'Beauty')).toBe('face serum');
  });

  it("takes no product from after 'with' or 'for' when the name's own words come before it", () => {
    const noun = (s: string, category: Category) => matchNoun(wordsOf(s), category)?.entry.noun;
    expect(noun('dog harness with leash', 'Pet Supplies')).toBeUndefined();
    expect(noun('Dog Leash with Padded Handle', 'Pet Supplies')).toBe('dog leash');
    expect(noun('Saree with Blouse Piece', 'Fashion')).toBe('saree');
  });

  it('reads a noun followed by the head word of other products as no noun: a sofa table is no sofa', () => {
    const noun = (s: string, category: Category = 'Furniture') => matchNoun(wordsOf(s), category)?.entry.noun;
    expect(noun('Sheesham Wood Sofa Table')).toBeUndefined();
    // Unless a noun the vocabulary knows runs through it: a bed table is a laptop table.
    expect(noun('Foldable Wooden Laptop Bed Table')).toBe('laptop table');
    expect(noun('wooden bed')).toBe('bed');
    expect(noun('wooden study table')).toBe('study table');
    // Who it is for ends many names, and is no product: 'men', 'women'.
    expect(noun('cotton lungi men', 'Fashion')).toBe('lungi');
    expect(noun('running shoes women', 'Shoes')).toBe('running shoes');
  });

  it('reads the product of overlapping and split nouns: a gaming mouse pad, a bike body cover, a book of stories', () => {
    const noun = (s: string, category: Category) => matchNoun(wordsOf(s), category)?.entry.noun;
    expect(noun('XXL Gaming Mouse Pad RGB', 'Gaming')).toBe('mouse pad');
    expect(noun('Waterproof Bike Body Cover', 'Automotive')).toBe('bike cover');
    expect(noun('Rechargeable Remote Control Rock Crawler Car, 1:18 Scale', 'Toys')).toBe(
      'remote control car',
    );
    expect(noun('Akbar Birbal Stories for Kids', 'Books')).toBe('story book');
    expect(noun("Men's Cotton Kurta Pyjama Set", 'Fashion')).toBe('kurta pyjama');
  });

  it('reads a noun right before another as what that one is for: a projector battery is a battery, a phone charger a charger, a swaddle wrap no food wrap', () => {
    const noun = (s: string, category: Category) => matchNoun(wordsOf(s), category)?.entry.noun;
    expect(noun('projector battery pack', 'Electronics')).toBe('battery');
    expect(noun('muslin cotton swaddle wrap for newborn', 'Baby Products')).toBe('baby blanket');
    expect(noun('phone charger 20w', 'Mobile Phones')).toBe('charger');
    expect(noun('dog food bowl', 'Pet Supplies')).not.toBe('dog food');
    // A size of the first stays its size: a cotton dohar double bed is a dohar.
    expect(noun('cotton dohar double bed', 'Home & Kitchen')).toBe('dohar');
  });

  it('reads a form after the noun as its form: a face pack powder is a face pack, no face powder', () => {
    expect(matchNoun('ubtan face pack powder'.split(' '), 'Beauty')?.entry.noun).toBe('face mask');
    expect(matchNoun('bypass pruning secateurs 8 inch'.split(' '), 'Garden')?.entry.noun).toBe(
      'pruning shears',
    );
  });

  it("never counts a language: 'ponniyin selvan english' has no plural", () => {
    expect(pluralize('ponniyin selvan english')).toBe('ponniyin selvan english');
    expect(pluralize('hindi novel')).toBe('hindi novels');
  });

  it('finds the noun in common name shapes, misspellings and Indian scripts', () => {
    const noun = (s: string) => matchNoun(wordsOf(s))?.entry.noun;
    expect(noun('mobile cover iphone 15')).toBe('mobile cover');
    expect(noun('brass diya set')).toBe('diya');
    expect(noun("Men's Cotton Kurta Pyjama Set")).toBe('kurta pyjama');
    expect(noun('Gold Plated Kundan Jhumka Earrings for Women')).toBe('jhumka');
    expect(findNoun('kurthi')?.noun).toBe('kurti');
    // Without the possessive buyers often drop ('सरसों का तेल').
    expect(noun('कच्ची घानी सरसों तेल')).toBe('mustard oil');
    expect(findNoun('presure cooker')?.noun).toBe('pressure cooker');
    expect(findNoun('साड़ी')?.noun).toBe('saree');
    expect(findNoun('சேலை')?.noun).toBe('saree');
    expect(findNoun('পাওয়ার ব্যাংক')?.noun).toBe('power bank');
    expect(findNoun('తూప')).toBeUndefined();
    expect(findNoun('तूप')?.noun).toBe('ghee');
  });
});
