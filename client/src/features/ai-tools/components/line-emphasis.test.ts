import { describe, expect, it } from 'vitest';
import { withoutLineEmphasis } from './line-emphasis';

describe('withoutLineEmphasis', () => {
  it('unwraps a whole-line _note_', () => {
    expect(withoutLineEmphasis('## Market\n\n_Estimates from Vikreta’s built-in data._')).toBe(
      '## Market\n\nEstimates from Vikreta’s built-in data.',
    );
  });

  it('leaves other underscores alone', () => {
    expect(withoutLineEmphasis('use snake_case_names\n_a_ b\n__')).toBe('use snake_case_names\n_a_ b\n__');
  });
});
