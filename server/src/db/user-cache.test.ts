import { describe, expect, it } from 'vitest';
import { changeHub } from './change-feed.js';
import { userCache } from './user-cache.js';

/** A load that counts its calls and answers what `answer` holds when it is called. */
function counter(answer: { value: string }) {
  const load = () => {
    load.calls++;
    return Promise.resolve(answer.value);
  };
  load.calls = 0;
  return load;
}

function liveCache() {
  const hub = changeHub();
  hub.setLive(true);
  return { hub, cache: userCache<string>(hub, ['users']) };
}

describe('userCache', () => {
  it('answers from memory until a change to one of its tables names the user', async () => {
    const { hub, cache } = liveCache();
    const answer = { value: 'active' };
    const load = counter(answer);
    expect(await cache.read('u1', 's1', load)).toBe('active');
    expect(await cache.read('u1', 's1', load)).toBe('active');
    expect(load.calls).toBe(1);

    hub.heard('subscriptions:u1'); // not one of its tables
    hub.heard('users:u2'); // another user
    expect(await cache.read('u1', 's1', load)).toBe('active');
    expect(load.calls).toBe(1);

    answer.value = 'suspended';
    hub.heard('users:u1');
    expect(await cache.read('u1', 's1', load)).toBe('suspended');
    expect(load.calls).toBe(2);
  });

  it('forgets everyone on a whole-table change and when hearing stops or starts', async () => {
    const { hub, cache } = liveCache();
    const answer = { value: 'a' };
    const load = counter(answer);
    await cache.read('u1', 'k', load);
    hub.heard('users:*');
    await cache.read('u1', 'k', load);
    expect(load.calls).toBe(2);

    hub.setLive(false);
    answer.value = 'b';
    expect(await cache.read('u1', 'k', load)).toBe('b');
    expect(await cache.read('u1', 'k', load)).toBe('b');
    expect(load.calls).toBe(4); // nothing served or kept while not live

    hub.setLive(true);
    await cache.read('u1', 'k', load);
    await cache.read('u1', 'k', load);
    expect(load.calls).toBe(5);
  });

  it('does not keep an answer read while a change for its user arrived', async () => {
    const { hub, cache } = liveCache();
    let release!: (value: string) => void;
    const slow = () => new Promise<string>((resolve) => (release = resolve));
    const reading = cache.read('u1', 'k', slow);
    hub.heard('users:u1'); // committed while the read was on its way: its answer may be the old one
    release('before the change');
    expect(await reading).toBe('before the change');

    const answer = { value: 'after the change' };
    const load = counter(answer);
    expect(await cache.read('u1', 'k', load)).toBe('after the change');
    expect(load.calls).toBe(1);
  });

  it('does not keep "not found", so a user made later is read', async () => {
    const { cache } = liveCache();
    let calls = 0;
    const missing = () => (calls++, Promise.resolve(undefined));
    await cache.read('u1', 'k', missing);
    await cache.read('u1', 'k', missing);
    expect(calls).toBe(2);
  });
});
