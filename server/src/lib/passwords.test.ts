import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.js';

describe('password hashing', () => {
  it('hashes with argon2id at the OWASP baseline outside tests', async () => {
    for (const NODE_ENV of ['production', 'development'] as const) {
      const stored = await hashPassword('a long pass phrase', { NODE_ENV });
      expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    }
  });

  it('verifies a hash by the parameters it records, whichever cost made it', async () => {
    const real = await hashPassword('a long pass phrase', { NODE_ENV: 'production' });
    const cheap = await hashPassword('a long pass phrase', { NODE_ENV: 'test' });
    expect(cheap).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    for (const stored of [real, cheap]) {
      expect(await verifyPassword(stored, 'a long pass phrase')).toBe(true);
      expect(await verifyPassword(stored, 'a long pass phrasE')).toBe(false);
    }
    expect(await verifyPassword('not a hash', 'a long pass phrase')).toBe(false);
  });
});
