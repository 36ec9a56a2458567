import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { login, post, signedIn } from '../../test/accounts.js';

let h: TestApp;
beforeAll(async () => {
  h = await createTestApp();
});
afterAll(() => h.close());

const resetLink = async (email: string) => {
  expect((await post(h, '/api/auth/forgot-password', { email })).statusCode).toBe(200);
  return (await h.mail.latestToken(email, '/reset-password'))!;
};
const reset = (token: string, password: string) => post(h, '/api/auth/reset-password', { token, password });
const verify = (token: string) => h.app.inject(`/api/auth/verify-email/${token}`);

describe('outstanding reset links after a new password', () => {
  it('a password changed while signed in ends every reset link; the verification link still works', async () => {
    const account = await signedIn(h);
    const verifyToken = (await h.mail.latestToken(account.email, '/verify-email'))!;
    const first = await resetLink(account.email);
    const second = await resetLink(account.email);
    const changed = await post(
      h,
      '/api/auth/change-password',
      { currentPassword: account.password, newPassword: 'Chosen-By-Owner-9' },
      { token: account.accessToken },
    );
    expect(changed.statusCode).toBe(200);
    for (const token of [first, second]) {
      const refused = await reset(token, 'Taken-Over-Later-3');
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('INVALID_TOKEN');
    }
    // The owner's new password is still the one that works.
    await expect(login(h, account.email, 'Chosen-By-Owner-9')).resolves.toMatchObject({
      accessToken: expect.any(String),
    });
    expect((await verify(verifyToken)).statusCode).toBe(200);
  });

  it('a reset by one link ends the other links mailed before it; the verification link still works', async () => {
    const account = await signedIn(h);
    const verifyToken = (await h.mail.latestToken(account.email, '/verify-email'))!;
    const first = await resetLink(account.email);
    const second = await resetLink(account.email);
    expect((await reset(second, 'Reset-By-Owner-5')).statusCode).toBe(200);
    const refused = await reset(first, 'Taken-Over-Later-3');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('INVALID_TOKEN');
    await expect(login(h, account.email, 'Reset-By-Owner-5')).resolves.toMatchObject({
      accessToken: expect.any(String),
    });
    expect((await verify(verifyToken)).statusCode).toBe(200);
  });
});
