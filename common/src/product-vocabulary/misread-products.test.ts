import type { Category } from '../constants/options';
import { describe, expect, it } from 'vitest';
import { wordsOf } from '../text/scripts';
import { findNoun, matchNoun } from './index';

const noun = (s: string, category?: Category) => matchNoun(wordsOf(s), category)?.entry;

describe('products once misread or unknown', () => {
  it('reads a rash cream, a bean bag cover and Maharashtrian masalas as products of their own', () => {
    for (const s of ['diaper rash cream', 'nappy rash cream', 'baby rash cream'])
      expect(noun(s, 'Baby Products')?.noun, s).toBe('diaper rash cream');
    expect(noun('XXXL Bean Bag Cover without Beans', 'Furniture')?.noun).toBe('bean bag cover');
    expect(noun('kanda lasun masala 250 g', 'Food & Beverages')?.noun).toBe('kanda lasun masala');
    expect(noun('kanda lasun masala')?.profile.uses).not.toContain('for biryani');
    for (const s of ['kolhapuri masala', 'misal masala', 'goda masala'])
      expect(noun(s, 'Food & Beverages')?.noun, s).toBe(s);
  });

  it('reads nallapusalu as a mangalsutra and the Hindi palazzo as no trousers', () => {
    expect(findNoun('nallapusalu')?.noun).toBe('mangalsutra');
    expect(findNoun('నల్లపూసలు')?.noun).toBe('mangalsutra');
    expect(noun('प्लाज़ो पैंट')?.noun).toBe('palazzo');
    expect(noun('प्लाजो पैंट')?.noun).toBe('palazzo');
  });

  it('reads a school book by its subject, and a maths abacus as no book', () => {
    expect(noun('RD Sharma Mathematics Class 10', 'Books')?.noun).toBe('maths book');
    expect(noun('RD Sharma Class 10 Maths')?.noun).toBe('maths book');
    expect(noun('NCERT class 12 physics')?.noun).toBe('physics book');
    expect(noun('class 10 science question bank')?.noun).toBe('exam guide');
    expect(noun('abacus maths kit')?.noun).toBe('abacus');
    expect(noun('chemistry set for kids', 'Toys')?.noun).toBe('science kit');
  });

  it('keeps a multani mitti face pack whole, and gives kids watches and cameras their own words', () => {
    expect(noun('multani mitti face pack')?.noun).toBe('multani mitti');
    expect(matchNoun(wordsOf('multani mitti face pack'))?.text).toBe('multani mitti face pack');
    const kids = noun('kids digital watch', 'Watches');
    expect(kids?.noun).toBe('kids watch');
    expect(kids?.profile.types).not.toContain('leather strap');
    expect(kids?.profile.materials).not.toContain('stainless steel');
    const camera = noun('wifi security camera', 'Electronics');
    expect(camera?.noun).toBe('cctv camera');
    expect(camera?.profile.checklist).not.toContain('storage');
    expect(noun('pulse oximeter', 'Health')?.profile.checklist).not.toContain('certification');
  });

  it('knows chikki, mobile gaming triggers, LCD writing tablets and Diwali string lights', () => {
    expect(noun('शेंगदाणा चिक्की')?.noun).toBe('chikki');
    expect(noun('peanut chikki 250 g')?.noun).toBe('chikki');
    expect(noun('l1 r1 trigger for mobile')?.noun).toBe('mobile gaming trigger');
    expect(noun('lcd writing tablet for kids')?.noun).toBe('lcd writing tablet');
    expect(noun('diwali led lights')?.noun).toBe('fairy lights');
  });
});
