import { apiErrorSchema } from '@common/contracts/errors';

/** Every admin route: documented under 'admin', bearer token required, errors in the shared shape. */
export const adminDocs = { tags: ['admin'], security: [{ bearer: [] }] };

export const adminErrors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
