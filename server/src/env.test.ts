import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv, paymentMode } from './env.js';

describe('environment', () => {
  it('gives the documented defaults for an empty environment', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 5000,
      DATA_DIR: './data',
      NODE_ENV: 'development',
      APP_URL: 'http://localhost:5000',
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('treats empty strings as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', PORT: '' }).PORT).toBe(5000);
  });

  it('refuses wrong values with one clear line per variable', () => {
    const attempt = () => parseEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x', SMTP_URL: 'http://mail' });
    expect(attempt).toThrow(EnvError);
    expect(attempt).toThrow(
      /PORT: .*\n.*DATABASE_URL: must start with postgres:\/\/ or postgresql:\/\/\n.*SMTP_URL: must start with smtp:\/\//,
    );
  });

  it('requires JWT_SECRET in production, and ADMIN_EMAIL with ADMIN_PASSWORD', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET: is required in production/);
    expect(() => parseEnv({ ADMIN_EMAIL: 'a@b.in' })).toThrow(/ADMIN_EMAIL and ADMIN_PASSWORD go together/);
  });

  it('takes payments with Razorpay when its keys are set, the sandbox otherwise, never silently in production', () => {
    const keys = { RAZORPAY_KEY_ID: 'rzp_live_x', RAZORPAY_KEY_SECRET: 'secret' };
    const production = { NODE_ENV: 'production', JWT_SECRET: 'j'.repeat(32) };
    expect(paymentMode(parseEnv({}))).toBe('sandbox');
    expect(paymentMode(parseEnv(keys))).toBe('razorpay');
    expect(paymentMode(parseEnv({ ...keys, PAYMENTS: 'sandbox' }))).toBe('sandbox');
    expect(() => parseEnv(production)).toThrow(
      /RAZORPAY_KEY_ID: is required in production \(or set PAYMENTS=sandbox/,
    );
    expect(paymentMode(parseEnv({ ...production, ...keys }))).toBe('razorpay');
    expect(paymentMode(parseEnv({ ...production, PAYMENTS: 'sandbox' }))).toBe('sandbox');
    expect(() => parseEnv({ PAYMENTS: 'razorpay' })).toThrow(/PAYMENTS=razorpay needs RAZORPAY_KEY_ID/);
    expect(() => parseEnv({ PAYMENTS: 'paypal' })).toThrow(/PAYMENTS: /);
  });

  it('trusts a proxy only by hop count or address, never every X-Forwarded-For hop', () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
    expect(() => parseEnv({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: use a hop count/);
  });
});
