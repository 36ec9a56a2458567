import { describe, expect, it } from 'vitest';
import { engineText } from './engine-banner';

describe('engineText', () => {
  it('names the engine that answered', () => {
    expect(engineText({ source: 'builtin' })).toBe(
      "Answered by Vikreta's built-in engine: figures are estimates from marketplace data, not live search counts.",
    );
    expect(engineText({ source: 'gpt-4o-mini' })).toBe('Answered by gpt-4o-mini; figures are estimates.');
  });
});
