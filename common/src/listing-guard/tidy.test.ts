import { describe, expect, it } from 'vitest';
import { tidy, withoutRemovedKeywords } from './tidy';

describe('advice without the keywords the guard removed', () => {
  it('takes a removed keyword out of a quoted list wherever it stands, in any language', () => {
    const tip = "Use 'steel tiffin', 'best tiffin', 'lunch box' and 'insulated tiffin'.";
    expect(withoutRemovedKeywords(tip, ['best tiffin'])).toBe(
      "Use 'steel tiffin', 'lunch box' and 'insulated tiffin'.",
    );
    expect(withoutRemovedKeywords(tip, ['insulated tiffin'])).toBe(
      "Use 'steel tiffin', 'best tiffin', 'lunch box'.",
    );
    expect(withoutRemovedKeywords("शुरुआत 'a b' और 'c d' से करें।", ['c d'])).toBe("शुरुआत 'a b' से करें।");
  });

  it('drops advice left quoting nothing, says a phrase once, and leaves other advice as it was', () => {
    expect(withoutRemovedKeywords("Lead the title with 'No.1 tiffin'.", ['No.1 tiffin'])).toBe('');
    expect(withoutRemovedKeywords("शुरुआत 'gel face' और 'gel face' से करें।", [])).toBe("शुरुआत 'gel face' से करें।");
    const plain = 'Stock 4–6 weeks before Diwali (September–November).';
    expect(withoutRemovedKeywords(plain, ['best tiffin'])).toBe(plain);
  });
});

describe('tidy', () => {
  it("drops a connector left before a separator, never one joined by a hyphen ('Plug-in')", () => {
    expect(tidy('LED String Lights, 8 Modes, Plug-in - Waterproof')).toBe(
      'LED String Lights, 8 Modes, Plug-in - Waterproof',
    );
    expect(tidy('Dog Bowl for - Steel')).toBe('Dog Bowl - Steel');
  });
});
