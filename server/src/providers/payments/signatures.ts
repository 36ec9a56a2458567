import { createHmac, timingSafeEqual } from 'node:crypto';

/** Razorpay's signature: lowercase hex HMAC-SHA256. One implementation for both gateways. */
export const hmacHex = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(payload).digest('hex');

/** The checkout signature covers `order_id|payment_id`. */
export const paymentSignature = (secret: string, orderId: string, paymentId: string) =>
  hmacHex(secret, `${orderId}|${paymentId}`);

/** Compares in constant time (for equal lengths; a length mismatch is refused at once). */
export function signatureMatches(expectedHex: string, given: string): boolean {
  const expected = Buffer.from(expectedHex, 'utf8');
  const actual = Buffer.from(given, 'utf8');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
