// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { tokens } from './tokens';

/** An access token as the server signs it (the signature is not read here). */
const accessToken = (claims: object) =>
  ['{"alg":"HS256"}', JSON.stringify(claims)]
    .map((part) => btoa(part).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_'))
    .join('.') + '.signature';

afterEach(() => localStorage.clear());

describe("the stored access token's role", () => {
  it('is the role the token was issued with', () => {
    tokens.set(accessToken({ sub: 'u1', role: 'user', sid: 's1' }));
    expect(tokens.role()).toBe('user');
    tokens.set(accessToken({ sub: 'u2', role: 'admin', sid: 's2', note: 'ü?>' }));
    expect(tokens.role()).toBe('admin');
  });

  it('is null without a token, or with one that cannot be read', () => {
    expect(tokens.role()).toBeNull();
    for (const broken of ['not-a-token', 'a.%%%.c', accessToken({ role: 'owner' }), accessToken({})]) {
      tokens.set(broken);
      expect(tokens.role(), broken).toBeNull();
    }
  });
});
