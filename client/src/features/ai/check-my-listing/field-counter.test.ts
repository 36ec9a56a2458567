import { describe, expect, it } from 'vitest';
import { counterText, measure } from './field-counter';

describe('listing field counters', () => {
  it('counts Indian-script characters as a person does and their UTF-8 bytes', () => {
    expect(measure('साड़ी')).toEqual({ characters: 5, bytes: 15 });
    expect(measure('cotton kurti')).toEqual({ characters: 12, bytes: 12 });
  });

  it('measures against the limit in its own unit and says when it is passed', () => {
    const bytes = { max: 10, unit: 'bytes' as const, source: 'Amazon.in' };
    expect(counterText('साड़ी', bytes)).toEqual({ text: '15 / 10 bytes · 5 characters', over: true });
    const characters = { max: 200, unit: 'characters' as const, source: 'Amazon.in' };
    expect(counterText('साड़ी', characters)).toEqual({ text: '5 / 200 characters · 15 bytes', over: false });
    expect(counterText('abc')).toEqual({ text: '3 characters · 3 bytes', over: false });
  });
});
