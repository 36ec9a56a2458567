import { describe, expect, it } from 'vitest';
import { repeatsWord } from './repeated-words';

describe('repeatsWord', () => {
  it('finds a word said twice, or its plural right after it', () => {
    expect(repeatsWord('steel steel bottle')).toBe(true);
    expect(repeatsWord('mountain bike 21 gear gears')).toBe(true);
    expect(repeatsWord('moral stories story book')).toBe(true);
  });
  it('finds a compound in both spellings', () => {
    expect(repeatsWord('tabletop table top wet grinder')).toBe(true);
    expect(repeatsWord('table top wet grinder')).toBe(false);
  });
  it('lets connectors repeat and a plural come back later in the phrase', () => {
    expect(repeatsWord('bag for men with pockets for keys')).toBe(false);
    expect(repeatsWord('dog bed for large dogs')).toBe(false);
  });
});
