import { describe, expect, it } from 'vitest';
import { splitGst } from './gst-split';
import { gstinCheckCharacter, gstinProblem, gstinState } from './gstin';

describe('GSTIN', () => {
  it('accepts real GSTINs and tells their state', () => {
    for (const gstin of ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4', '07AAGFF2194N1Z1', '33AAACH7409R1Z8']) {
      expect(gstinProblem(gstin)).toBeNull();
    }
    expect(gstinState('29AAGCB7383J1Z4')?.name).toBe('Karnataka');
    expect(gstinState('27AAPFU0939F1ZV')?.name).toBe('Maharashtra');
  });

  it('catches a one-character typo with the check character', () => {
    expect(gstinProblem('27AAPFU0939F1ZW')).toBe('checksum');
    expect(gstinProblem('27AAPFU0938F1ZV')).toBe('checksum');
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
  });

  it('refuses wrong shapes and unknown state codes', () => {
    expect(gstinProblem('27AAPFU0939F1Z')).toBe('format');
    expect(gstinProblem('27aapfu0939f1zv')).toBe('format');
    expect(gstinProblem('27AAPFU0939F1XV')).toBe('format');
    expect(gstinProblem('99AAPFU0939F1ZV')).toBe('state');
  });
});

describe('GST split of an inclusive price', () => {
  it('₹499 within the state: taxable ₹422.88, CGST and SGST ₹38.06 each', () => {
    expect(splitGst(49_900, true)).toEqual({
      total: 49_900,
      taxable: 42_288,
      cgst: 3_806,
      sgst: 3_806,
      igst: 0,
    });
  });

  it('₹1,499 to another state: IGST ₹228.66', () => {
    expect(splitGst(149_900, false)).toEqual({
      total: 149_900,
      taxable: 127_034,
      cgst: 0,
      sgst: 0,
      igst: 22_866,
    });
  });

  it('the parts add up to the total for every amount, odd tax included', () => {
    for (let total = 0; total < 5_000; total += 7) {
      for (const intra of [true, false]) {
        const s = splitGst(total, intra);
        expect(s.taxable + s.cgst + s.sgst + s.igst).toBe(total);
        expect(Math.abs(s.cgst - s.sgst)).toBeLessThanOrEqual(1);
      }
    }
  });
});
