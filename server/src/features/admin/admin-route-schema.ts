import { bodyErrors, errorResponses, signedInErrors } from '../../lib/error-responses.js';

/** Every admin route: documented under 'admin' with its id and what it does, bearer token required. */
export const adminDocs = (operationId: string, description: string) => ({
  tags: ['admin'],
  operationId,
  description,
  security: [{ bearer: [] }],
});

/** What every admin route can answer: not signed in or not an admin (401/403), a fault on our side. */
export const adminReadErrors = errorResponses(...signedInErrors, 500);
/** A read with a query string or path parameter: also 400 for a bad one, 404 for an unknown id. */
export const adminQueryErrors = errorResponses(400, ...signedInErrors, 500);
export const adminItemErrors = errorResponses(400, ...signedInErrors, 404, 500);
/** A change: bad input or body (400/413/415), unknown id (404), refused by a rule (409, e.g. the last admin). */
export const adminWriteErrors = errorResponses(...bodyErrors, ...signedInErrors, 404, 409, 500);
/** A change without a body (delete, remove plan): bad id, unknown id, refused by a rule. */
export const adminRemoveErrors = errorResponses(400, ...signedInErrors, 404, 409, 500);
