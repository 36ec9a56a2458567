import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxChartDays } from '@common/contracts/history';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { trialSeller } from '../../test/plan-sellers.js';

let h: TestApp;
let token: string;
beforeAll(async () => {
  h = await createTestApp({ now: '2026-11-21T06:30:00.000Z' });
  token = (await trialSeller(h)).accessToken;
});
afterAll(() => h.close());

const get = (url: string) => h.app.inject({ url, headers: { authorization: `Bearer ${token}` } });

describe('the history’s date filters', () => {
  it('refuses a far-future end date quickly with a 400 naming the field, and the server keeps answering', async () => {
    const started = Date.now();
    const res = await get('/api/usage/history/daily?endDate=9999-12-31');
    expect(Date.now() - started).toBeLessThan(1000);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^endDate: /);
    expect((await h.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });

  it('answers 400, never 500, for year-0000 dates on the daily series and on the history list', async () => {
    for (const path of ['/api/usage/history/daily', '/api/usage/history']) {
      const start = await get(`${path}?startDate=0000-01-01`);
      expect(start.statusCode).toBe(400);
      expect(start.json().message).toMatch(/^startDate: /);
      const end = await get(`${path}?endDate=0000-12-31`);
      expect(end.statusCode).toBe(400);
      expect(end.json().message).toMatch(/^endDate: /);
    }
  });

  it('accepts the days a seller could mean, 2000-01-01 to 2100-12-31, and refuses the days around them', async () => {
    for (const path of ['/api/usage/history/daily', '/api/usage/history']) {
      expect((await get(`${path}?startDate=2000-01-01&endDate=2100-12-31`)).statusCode).toBe(200);
      expect((await get(`${path}?startDate=1999-12-31`)).statusCode).toBe(400);
      expect((await get(`${path}?endDate=2101-01-01`)).statusCode).toBe(400);
    }
  });

  it('caps the daily series at what the chart shows, the newest days kept, even at the last day accepted', async () => {
    const century = (await get('/api/usage/history/daily?startDate=2000-01-01&endDate=2100-12-31')).json();
    expect(century.days).toHaveLength(maxChartDays);
    expect(century.days[0].day).toBe('2099-12-31');
    expect(century.days.at(-1).day).toBe('2100-12-31');
    const firstDays = (await get('/api/usage/history/daily?startDate=2000-01-01&endDate=2000-01-03')).json();
    expect(firstDays.days.map((d: { day: string }) => d.day)).toEqual([
      '2000-01-01',
      '2000-01-02',
      '2000-01-03',
    ]);
  });

  it('keeps the series bounded in the service itself, whatever dates reach it', async () => {
    const { days } = await h.services.history.daily((await trialSeller(h)).id, {
      startDate: '9998-06-01',
      endDate: '9999-12-31',
    });
    expect(days).toHaveLength(maxChartDays);
    expect(days[0]!.day).toBe('9998-12-31');
    expect(days.at(-1)!.day).toBe('9999-12-31');
  });
});
