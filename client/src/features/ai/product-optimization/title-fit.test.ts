import { describe, expect, it } from 'vitest';
import { titleFit } from './title-fit';

const chars = (n: number) => 'a'.repeat(n);

describe('titleFit', () => {
  it('counts against the platform limit', () => {
    expect(titleFit(chars(72), 'flipkart')).toEqual({
      length: 72,
      tone: 'ok',
      text: '72 / 150 characters on Flipkart',
    });
    expect(titleFit(chars(151), 'flipkart').tone).toBe('over');
  });

  it('flags Amazon titles over the 80 recommended but within 200', () => {
    expect(titleFit(chars(80), 'amazon').tone).toBe('ok');
    expect(titleFit(chars(98), 'amazon')).toEqual({
      length: 98,
      tone: 'long',
      text: '98 / 200 characters on Amazon.in (80 recommended)',
    });
    expect(titleFit(chars(201), 'amazon').tone).toBe('over');
  });

  it('checks all platforms against the strictest limit', () => {
    expect(titleFit(chars(98), 'all').text).toBe('98 characters: fits every platform (100 max)');
    expect(titleFit(chars(120), 'all').tone).toBe('long');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(titleFit('₹999 😀', 'myntra').length).toBe(6);
  });
});
