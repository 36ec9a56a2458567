import { describe, expect, it } from 'vitest';
import { slowDownMs } from './slow-down.js';

describe('slowing down attempts past a limit', () => {
  it('adds 250 ms per attempt past the limit, never more than 3 s, nothing within it', () => {
    expect(slowDownMs(0)).toBe(0);
    expect(slowDownMs(1)).toBe(250);
    expect(slowDownMs(4)).toBe(1000);
    expect(slowDownMs(500)).toBe(3000);
  });
});
