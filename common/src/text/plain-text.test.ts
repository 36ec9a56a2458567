import { describe, expect, it } from 'vitest';
import { plainText } from './plain-text';

describe('plainText', () => {
  it('drops markdown markers and keeps the structure', () => {
    const md =
      '## Milton Bottle\n\nKeeps drinks **cold**.\n\n### Key features\n- Leak-proof lid\n- Uses `304` steel';
    expect(plainText(md)).toBe(
      'Milton Bottle\n\nKeeps drinks cold.\n\nKey features\n\n• Leak-proof lid\n• Uses 304 steel',
    );
  });

  it('is empty for empty text', () => {
    expect(plainText('')).toBe('');
  });
});
