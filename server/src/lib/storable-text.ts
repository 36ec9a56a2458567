import type { FastifyInstance } from 'fastify';
import { errorCodes } from '@common/contracts/errors';
import { unstorableTextField, unstorableTextMessage } from '@common/contracts/storable-text';
import { AppError } from './errors.js';

/**
 * Every request's body, query and path are checked against the shared rule before validation and before any
 * work (no quota is reserved): text the database cannot store is a 400 naming the field, not a 500.
 */
export function registerStorableTextCheck(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const parts = { body: request.body, query: request.query, params: request.params };
    for (const [part, value] of Object.entries(parts)) {
      const field = unstorableTextField(value);
      if (field === null) continue;
      const name = field || part;
      throw new AppError(400, errorCodes.validation, `${name}: ${unstorableTextMessage}`, {
        fields: { [name]: [unstorableTextMessage] },
      });
    }
  });
}
