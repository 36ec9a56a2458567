import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { getUser, login, post, signedIn } from '../../test/accounts.js';

let h: TestApp;
beforeAll(async () => {
  h = await createTestApp();
});
afterAll(() => h.close());

const profile = (token: string, method: 'GET' | 'PUT' = 'GET', payload?: object) =>
  h.app.inject({
    method,
    url: '/api/account/profile',
    payload,
    headers: { authorization: `Bearer ${token}` },
  });

describe('/api/account/profile', () => {
  it('starts with the sign-up names and nothing else', async () => {
    const seller = await signedIn(h);
    const res = await profile(seller.accessToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      firstName: 'Priya',
      lastName: 'Sharma',
      email: seller.email,
      phone: null,
      businessName: null,
      gstin: null,
      state: null,
    });
    expect((await h.app.inject('/api/account/profile')).statusCode).toBe(401);
  });

  it('saves names, phone, business, GSTIN (normalised) and state; the names show in /auth/user', async () => {
    const seller = await signedIn(h);
    const res = await profile(seller.accessToken, 'PUT', {
      firstName: ' Anita ',
      lastName: 'Rao',
      phone: '+91 98765-43210',
      businessName: 'Rao Crafts',
      gstin: ' 29aagcb7383j1z4 ',
      state: 'Karnataka',
      role: 'admin',
      email: 'taken@example.in',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      firstName: 'Anita',
      lastName: 'Rao',
      email: seller.email,
      phone: '+919876543210',
      businessName: 'Rao Crafts',
      gstin: '29AAGCB7383J1Z4',
      state: 'Karnataka',
    });
    const user = (await getUser(h, seller.accessToken)).json();
    expect(user).toMatchObject({ firstName: 'Anita', role: 'user', email: seller.email });
    const cleared = await profile(seller.accessToken, 'PUT', {
      firstName: 'Anita',
      lastName: 'Rao',
      gstin: '',
    });
    expect(cleared.json()).toMatchObject({ phone: null, businessName: null, gstin: null, state: null });
  });

  it('refuses a GSTIN with a typo, a bad shape, or a state other than the one it is registered in', async () => {
    const seller = await signedIn(h);
    const base = { firstName: 'Anita', lastName: 'Rao' };
    const typo = await profile(seller.accessToken, 'PUT', { ...base, gstin: '29AAGCB7383J1Z5' });
    expect(typo.statusCode).toBe(400);
    expect(typo.json().fields).toEqual({
      gstin: ['This GSTIN has a typo: its last character does not match the rest'],
    });
    const shape = await profile(seller.accessToken, 'PUT', { ...base, gstin: 'GST-123' });
    expect(shape.json().fields.gstin).toEqual(['Enter a 15-character GSTIN such as 27AAPFU0939F1ZV']);
    const elsewhere = await profile(seller.accessToken, 'PUT', {
      ...base,
      gstin: '29AAGCB7383J1Z4',
      state: 'Kerala',
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().fields.state).toEqual([
      'This GSTIN is registered in Karnataka: choose that state, or check the GSTIN',
    ]);
    const state = await profile(seller.accessToken, 'PUT', { ...base, state: 'Atlantis' });
    expect(state.statusCode).toBe(400);
    const phone = await profile(seller.accessToken, 'PUT', { ...base, phone: '12345' });
    expect(phone.json().fields.phone).toEqual(['Enter a phone number of 10 to 15 digits']);
    expect((await profile(seller.accessToken)).json().gstin).toBeNull();
  });
});

describe('POST /api/account/sign-out-everywhere', () => {
  it('ends every session of the user, this one included, and no one else’s', async () => {
    const seller = await signedIn(h);
    const other = await login(h, seller.email, seller.password);
    const neighbour = await signedIn(h);
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/account/sign-out-everywhere',
      headers: { authorization: `Bearer ${seller.accessToken}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Signed out of all devices' });
    expect((await getUser(h, seller.accessToken)).statusCode).toBe(401);
    expect((await getUser(h, other.accessToken)).statusCode).toBe(401);
    expect((await post(h, '/api/auth/refresh', { refreshToken: other.refreshToken })).statusCode).toBe(401);
    expect((await getUser(h, neighbour.accessToken)).statusCode).toBe(200);
  });
});
