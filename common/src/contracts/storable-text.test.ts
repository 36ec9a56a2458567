import { describe, expect, it } from 'vitest';
import { unstorableTextField, withoutUnstorableText } from './storable-text';

describe('text that cannot be stored', () => {
  it('finds a NUL character or a lone surrogate, and names where it is', () => {
    expect(unstorableTextField({ firstName: 'a\u0000b' })).toBe('firstName');
    expect(unstorableTextField({ keyword: 'kurti \ud83d', platform: 'amazon' })).toBe('keyword');
    expect(unstorableTextField({ bullets: ['ok', 'ok', '\udc00 low half'] })).toBe('bullets.2');
    expect(unstorableTextField({ content: { features: [{ title: 'x\u0000' }] } })).toBe(
      'content.features.0.title',
    );
    expect(unstorableTextField({ ['bad\u0000key']: 1 })).toBe('bad\u0000key');
    expect(unstorableTextField('a\u0000')).toBe('');
  });

  it('accepts every Indian script, whole emoji and ordinary values', () => {
    const ok = {
      hindi: 'साड़ी',
      tamil: 'சேலை',
      bengali: 'শাড়ি',
      emoji: 'kurti 👗 🇮🇳',
      numbers: [1, 2.5, null, true],
      nested: { deep: [{ text: 'ठीक है' }] },
    };
    expect(unstorableTextField(ok)).toBeNull();
    expect(unstorableTextField(undefined)).toBeNull();
  });

  it('takes NUL and broken emoji out of an outside answer and keeps the rest', () => {
    const answer = { title: 'Kurti\u0000 set 👗\ud83d', keywords: ['a\udc00b', 'साड़ी'], n: 3 };
    expect(withoutUnstorableText(answer)).toEqual({ title: 'Kurti set 👗', keywords: ['ab', 'साड़ी'], n: 3 });
  });
});
