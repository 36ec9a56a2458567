import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, nextIp, strongPassword } from '../../test/accounts.js';
import { buyInSandbox, newSeller } from '../../test/payments.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let h: TestApp;
const dayMs = 86_400_000;
beforeAll(async () => {
  h = await createTestApp({ now: '2026-11-21T06:30:00.000Z' });
});
afterAll(() => h.close());

const reminders = async (email: string) =>
  (await h.mail.all(email)).filter((m) => m.subject.startsWith('Your Vikreta'));

describe('plan-ending reminders', () => {
  it('mails 7 days and 1 day before a paid plan ends, once each, with a Renew link', async () => {
    h.clock.set('2026-11-21T06:30:00.000Z');
    const seller = await newSeller(h);
    expect((await buyInSandbox(h, seller.accessToken, 'Starter')).statusCode).toBe(200);
    // Starter runs a calendar month: until 21 Dec 2026, 06:30 UTC.
    await h.services.planEndReminders.runOnce();
    expect(await reminders(seller.email)).toHaveLength(0);

    h.clock.set(new Date(Date.parse('2026-12-21T06:30:00.000Z') - 7 * dayMs + 60_000));
    await h.services.planEndReminders.runOnce();
    await h.services.planEndReminders.runOnce();
    const week = await reminders(seller.email);
    expect(week.map((m) => m.subject)).toEqual(['Your Vikreta Starter plan ends on 21 Dec 2026']);
    expect(week[0]!.text).toContain('ends in 7 days, on 21 Dec 2026. Plans do not renew on their own.');
    expect(week[0]!.links).toContain(`${h.env.APP_URL}/pricing`);

    h.clock.set(new Date(Date.parse('2026-12-21T06:30:00.000Z') - dayMs + 60_000));
    await h.services.planEndReminders.runOnce();
    await h.services.planEndReminders.runOnce();
    const all = await reminders(seller.email);
    expect(all).toHaveLength(2);
    expect(all[1]!.text).toContain('ends tomorrow, on 21 Dec 2026');
  });

  it('reminds a renewed plan of its new end, and never a plan that has ended', async () => {
    h.clock.set('2026-11-21T06:30:00.000Z');
    const seller = await newSeller(h);
    await buyInSandbox(h, seller.accessToken, 'Starter');
    h.clock.set('2026-12-15T06:30:00.000Z');
    await h.services.planEndReminders.runOnce();
    expect(await reminders(seller.email)).toHaveLength(1);
    const again = await login(h, seller.email, strongPassword, nextIp());
    await buyInSandbox(h, again.accessToken, 'Starter'); // now until 21 Jan 2027
    await h.services.planEndReminders.runOnce();
    expect(await reminders(seller.email)).toHaveLength(1);
    h.clock.set('2027-01-15T06:30:00.000Z');
    await h.services.planEndReminders.runOnce();
    expect((await reminders(seller.email)).at(-1)?.subject).toBe(
      'Your Vikreta Starter plan ends on 21 Jan 2027',
    );
    h.clock.set('2027-01-22T06:30:00.000Z');
    expect(await h.services.planEndReminders.runOnce()).toBe(0);
  });
});
