import { createHmac } from 'node:crypto';
import type { Env } from '../../env.js';
import { resolveJwtSecret } from '../../lib/access-tokens.js';
import type { PaymentGateway } from './payment-gateway.js';
import { razorpayGateway } from './razorpay-gateway.js';
import { sandboxGateway, type SandboxSecrets } from './sandbox-gateway.js';

export type { PaymentGateway } from './payment-gateway.js';

/**
 * Razorpay when RAZORPAY_KEY_ID / RAZORPAY_KEY_SECRET are set, otherwise the sandbox.
 * The sandbox's secrets are derived from the server's JWT secret: stable across restarts, never shipped.
 */
export function createPaymentGateway(env: Env): PaymentGateway {
  if (env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET) {
    return razorpayGateway({
      keyId: env.RAZORPAY_KEY_ID,
      keySecret: env.RAZORPAY_KEY_SECRET,
      webhookSecret: env.RAZORPAY_WEBHOOK_SECRET,
      apiUrl: env.RAZORPAY_API_URL,
    });
  }
  return sandboxGateway(sandboxSecrets(env));
}

/** The sandbox's key and webhook secrets, derived from the JWT secret (tests sign webhooks with them). */
export function sandboxSecrets(env: Pick<Env, 'JWT_SECRET' | 'DATA_DIR' | 'NODE_ENV'>): SandboxSecrets {
  const root = Buffer.from(resolveJwtSecret(env));
  const derive = (purpose: string) => createHmac('sha256', root).update(purpose).digest('hex');
  return {
    keySecret: derive('vikreta sandbox payments: key secret'),
    webhookSecret: derive('vikreta sandbox payments: webhook secret'),
  };
}
