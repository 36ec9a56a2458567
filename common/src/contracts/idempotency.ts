import { z } from 'zod';

/**
 * The Idempotency-Key header: a retry of a request with the same key gets the first answer again, and does
 * nothing twice (an AI call is not counted again; a checkout creates one order). Vikreta rule, as of November 2026.
 */
export const idempotencyKeyPattern = /^[A-Za-z0-9_.:-]{8,128}$/;
export const idempotencyKeyMessage = 'The Idempotency-Key header must be 8 to 128 letters, digits or - _ . :';
export const idempotencyKeyReused =
  'This Idempotency-Key was already used for a different request. Send a new key.';

/** The request headers of a route that honours the key (the other headers pass through unchecked). */
export const idempotencyHeadersSchema = z.looseObject({
  'idempotency-key': z
    .string()
    .regex(idempotencyKeyPattern, idempotencyKeyMessage)
    .optional()
    .describe(
      'Makes a retry safe: the same key with the same request answers the first answer again and does nothing ' +
        'twice; with a different request, 409. 8 to 128 letters, digits or - _ . :',
    ),
});
