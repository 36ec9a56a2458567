import { describe, expect, it } from 'vitest';
import { countOf } from './plural';

describe('countOf', () => {
  it('says one subscriber, and subscribers for none or many (Indian grouping)', () => {
    expect(countOf(1, 'subscriber', 'subscribers')).toBe('1 subscriber');
    expect(countOf(0, 'subscriber', 'subscribers')).toBe('0 subscribers');
    expect(countOf(120000, 'user', 'users')).toBe('1,20,000 users');
  });
});
