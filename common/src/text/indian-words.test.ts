import { describe, expect, it } from 'vitest';
import { indianNumberInWords, rupeesInWords } from './indian-words';

describe('amounts in words, Indian system', () => {
  it('groups by crore, lakh and thousand', () => {
    expect(indianNumberInWords(124_999)).toBe('One Lakh Twenty-Four Thousand Nine Hundred Ninety-Nine');
    expect(indianNumberInWords(12_34_56_789)).toBe(
      'Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine',
    );
    expect(indianNumberInWords(1499)).toBe('One Thousand Four Hundred Ninety-Nine');
    expect(indianNumberInWords(0)).toBe('Zero');
  });
  it('writes rupees and paise as an invoice does', () => {
    expect(rupeesInWords(109_980)).toBe('Rupees One Thousand Ninety-Nine and Eighty Paise Only');
    expect(rupeesInWords(49_900)).toBe('Rupees Four Hundred Ninety-Nine Only');
  });
});
