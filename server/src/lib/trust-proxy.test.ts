import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { trustProxyOption } from './trust-proxy.js';

async function ipSeen(setting: false | number | string[], forwardedFor: string) {
  const app = Fastify({ trustProxy: trustProxyOption(setting) });
  app.get('/ip', (req) => ({ ip: req.ip }));
  const res = await app.inject({
    url: '/ip',
    remoteAddress: '10.0.0.5',
    headers: { 'x-forwarded-for': forwardedFor },
  });
  await app.close();
  return res.json().ip as string;
}

describe('trusting a reverse proxy', () => {
  it('one hop: the client is what our proxy saw, not what the client wrote first', async () => {
    expect(await ipSeen(1, '6.6.6.6, 203.0.113.7')).toBe('203.0.113.7');
  });
  it('by address: only the listed proxy is believed', async () => {
    expect(await ipSeen(['10.0.0.0/8'], '6.6.6.6, 203.0.113.7')).toBe('203.0.113.7');
    expect(await ipSeen(['192.168.0.1'], '6.6.6.6')).toBe('10.0.0.5');
  });
  it('off: the socket address', async () => {
    expect(await ipSeen(false, '6.6.6.6')).toBe('10.0.0.5');
  });
});
