import { expect, test } from '@playwright/test';
import { e2eAdmin } from '../playwright.config';
import { startAppServer } from './support/app-server';
import { buyThroughApi } from './support/billing';
import { fakeSmtp } from './support/fake-smtp';

test.setTimeout(240_000);

const receipts = (mails: string[]) => mails.filter((m) => /^Subject: Payment received/m.test(m));

test('a server killed between the payment commit and the receipt delivery sends exactly one receipt after restart', async () => {
  const smtp = await fakeSmtp();
  // Nodemailer gives up on a silent mail server after its socket timeout; here the kill comes first.
  // A delivery's lease of 5 s instead of a minute: the restarted server may deliver again soon after it starts.
  const server = await startAppServer({
    SMTP_URL: `${smtp.url}?socketTimeout=600000`,
    JOB_LEASE_MS: '5000',
  });
  try {
    const login = await server.api.post('/api/auth/login', { data: e2eAdmin });
    expect(login.ok()).toBe(true);
    const { accessToken } = (await login.json()) as { accessToken: string };
    // The payment commits; the receipt reaches the mail server, which stalls before acknowledging it.
    await buyThroughApi(server.api, accessToken, 'Starter');
    await expect.poll(() => receipts(smtp.held).length, { timeout: 20_000 }).toBe(1);
    await server.kill();

    smtp.state.hold = false;
    // The embedded database's lock of a killed process expires 15 seconds after it died.
    await new Promise((resolve) => setTimeout(resolve, 16_000));
    await server.start();
    // The receipt is delivered again once its delivery lease has run out.
    await expect.poll(() => receipts(smtp.accepted).length, { timeout: 30_000 }).toBe(1);
    // Several worker passes later, still one: a delivered mail is never sent again.
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    expect(receipts(smtp.accepted)).toHaveLength(1);
    expect(receipts(smtp.accepted)[0]).toContain('Message-ID: <outbox-');
  } finally {
    await server.close();
    await smtp.close();
  }
});
