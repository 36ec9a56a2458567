import { describe, expect, it } from 'vitest';
import { cached } from './cached.js';

describe('cached', () => {
  it('loads once within the TTL, again after it or after invalidate()', async () => {
    let loads = 0;
    let time = 0;
    const c = cached(
      async () => ++loads,
      1000,
      () => time,
    );
    expect(await Promise.all([c.get(), c.get()])).toEqual([1, 1]);
    time = 999;
    expect(await c.get()).toBe(1);
    time = 1001;
    expect(await c.get()).toBe(2);
    c.invalidate();
    expect(await c.get()).toBe(3);
  });

  it('does not keep a failure', async () => {
    let fail = true;
    const c = cached(async () => {
      if (fail) throw new Error('db down');
      return 'ok';
    }, 1000);
    await expect(c.get()).rejects.toThrow('db down');
    fail = false;
    expect(await c.get()).toBe('ok');
  });
});
