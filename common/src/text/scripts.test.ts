import { describe, expect, it } from 'vitest';
import { hasPhrase, hasScript, indicScriptOf, wordsOf } from './scripts';

/** One word per script the app supports, with vowel signs, nukta and virama that a cleaner must keep. */
const samples = [
  { script: 'devanagari', word: 'साड़ी', text: 'कॉटन साड़ी ऑनलाइन' },
  { script: 'devanagari', word: 'तूप', text: 'गाईचे तूप १ लिटर' },
  { script: 'bengali', word: 'শাড়ি', text: 'সুতির শাড়ি অনলাইন' },
  { script: 'tamil', word: 'சேலை', text: 'பட்டு சேலை விலை' },
  { script: 'telugu', word: 'పెనం', text: 'దోశ పెనం ఇండక్షన్' },
] as const;

describe('Indian scripts', () => {
  for (const s of samples) {
    it(`keeps every mark of ${s.script} '${s.word}' when splitting words`, () => {
      expect(wordsOf(s.text)).toContain(s.word.normalize('NFC'));
      expect(wordsOf(s.text).join(' ')).toBe(s.text.normalize('NFC'));
      expect(hasScript(s.text, s.script)).toBe(true);
      expect(indicScriptOf(s.text)).toBe(s.script);
      expect(hasPhrase(s.text, s.word)).toBe(true);
    });
  }

  it('matches Latin phrases as whole words, case-insensitively, hyphen or space alike', () => {
    expect(hasPhrase("Men's Cotton Kurta", 'men')).toBe(true);
    expect(hasPhrase('Kurti for Women', 'men')).toBe(false);
    expect(hasPhrase('Non Stick Tawa', 'non-stick')).toBe(true);
    expect(indicScriptOf('pressure cooker')).toBeNull();
  });
});
