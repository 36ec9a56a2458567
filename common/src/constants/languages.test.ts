import { describe, expect, it } from 'vitest';
import { parseLanguage } from './languages';

describe('parseLanguage', () => {
  it("takes the spec's names in any case and the ISO codes", () => {
    expect(parseLanguage('Hindi')).toBe('hi');
    expect(parseLanguage('TAMIL')).toBe('ta');
    expect(parseLanguage(' telugu ')).toBe('te');
    expect(parseLanguage('Bengali')).toBe('bn');
    expect(parseLanguage('marathi')).toBe('mr');
    expect(parseLanguage('English')).toBe('en');
    expect(parseLanguage('hi')).toBe('hi');
    expect(parseLanguage('klingon')).toBeUndefined();
  });
});
