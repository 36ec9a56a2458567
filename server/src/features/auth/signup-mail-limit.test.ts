import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { registerVerified, strongPassword, uniqueEmail } from '../../test/accounts.js';

// Behind one proxy hop: the client address is the last X-Forwarded-For entry, as an attacker spreading
// sign-ups over many addresses would have it.
let h: TestApp;
beforeAll(async () => {
  h = await createTestApp({ env: { TRUST_PROXY: '1' } });
});
afterAll(() => h.close());

const signUpFrom = (client: string, email: string) =>
  h.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress: '127.0.0.1',
    headers: { 'x-forwarded-for': client },
    payload: { firstName: 'Mallory', lastName: 'X', email, password: strongPassword },
  });

const fortyClients = Array.from({ length: 40 }, (_, i) => `203.0.113.${i + 1}`);

describe('sign-up mails per address', () => {
  it('puts at most 3 "already have an account" mails in an owner’s inbox from 40 sign-ups from 40 addresses', async () => {
    const owner = await registerVerified(h);
    h.clock.advance(60_000); // the owner's own sign-up counted too
    const before = (await h.mail.all(owner.email)).length;
    const statuses = [];
    for (const client of fortyClients) statuses.push((await signUpFrom(client, owner.email)).statusCode);
    expect(statuses.slice(0, 3)).toEqual([201, 201, 201]);
    expect(new Set(statuses.slice(3))).toEqual(new Set([429]));
    const mails = (await h.mail.all(owner.email)).slice(before);
    expect(mails.map((m) => m.subject)).toEqual(Array(3).fill('You already have a Vikreta account'));
  });

  it('limits an address without an account the same way (the answers tell nothing), and again after a minute', async () => {
    const email = uniqueEmail();
    const statuses = [];
    for (const client of fortyClients.slice(0, 10)) {
      statuses.push((await signUpFrom(client.replace('113', '114'), email)).statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, ...Array(7).fill(429)]);
    expect(await h.mail.all(email)).toHaveLength(3);
    h.clock.advance(60_000);
    expect((await signUpFrom('198.51.100.1', email.toUpperCase())).statusCode).toBe(201);
    expect(await h.mail.all(email)).toHaveLength(4);
  });
});
