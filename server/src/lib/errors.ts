import { escapeRegExp } from '@common/text/scripts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorCodes, type ApiErrorBody } from '@common/contracts/errors';

/** The one error a service throws; the handler below turns it into the JSON body `{ code, message }` (and field messages). */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, details?: Record<string, unknown>) =>
  new AppError(400, errorCodes.badRequest, message, details);
export const unauthorized = (message = 'Please log in to continue') =>
  new AppError(401, errorCodes.unauthorized, message);
export const forbidden = (message = 'You do not have access to this') =>
  new AppError(403, errorCodes.forbidden, message);
export const notFound = (message = 'Not found') => new AppError(404, errorCodes.notFound, message);
export const conflict = (message: string) => new AppError(409, errorCodes.conflict, message);

type FieldErrors = Record<string, string[]>;

function fieldErrors(
  error: FastifyError & { validation: Array<{ instancePath: string; message?: string }> },
): FieldErrors {
  const fields: FieldErrors = {};
  const context = error.validationContext ?? 'body';
  for (const issue of error.validation) {
    const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || context;
    (fields[key] ??= []).push(issue.message ?? 'Invalid value');
  }
  return fields;
}

const frameworkErrors: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: errorCodes.badRequest,
    message: 'The request body is not valid JSON',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: errorCodes.badRequest,
    message: 'The request body is empty but JSON was declared',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: errorCodes.payloadTooLarge,
    message: 'The request body is too large (the limit is 1 MB)',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: errorCodes.badRequest,
    message: 'Send the request body as application/json',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: errorCodes.badRequest,
    message: 'The Content-Length header does not match the body',
  },
};

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let status: number;
    let body: ApiErrorBody;
    if (error instanceof AppError) {
      status = error.statusCode;
      body = { ...error.details, code: error.code, message: error.message };
      reply.headers(error.headers);
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = fieldErrors(error);
      const first = Object.entries(fields)[0];
      status = 400;
      body = {
        code: errorCodes.validation,
        message: first ? `${first[0]}: ${first[1][0]}` : 'The request is not valid',
        fields,
      };
    } else if (error.code && frameworkErrors[error.code]) {
      const known = frameworkErrors[error.code]!;
      status = known.status;
      body = { code: known.code, message: known.message };
    } else if (error.statusCode === 429) {
      status = 429;
      body = {
        code: errorCodes.rateLimited,
        message: error.message || 'Too many requests, please wait and try again',
      };
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      body = { code: errorCodes.badRequest, message: error.message };
    } else {
      request.log.error({ err: error }, 'unhandled error');
      status = 500;
      body = { code: errorCodes.internal, message: 'Something went wrong on our side. Please try again.' };
    }
    return reply.status(status).type('application/json').send(body);
  });

  // Every API path and its methods, so that a path asked with another method answers 405 with Allow.
  const routes: { methods: string[]; pattern: RegExp }[] = [];
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/'))
      routes.push({ methods: [route.method].flat(), pattern: routePattern(route.url) });
  });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const allowed = [...new Set(routes.filter((r) => r.pattern.test(path)).flatMap((r) => r.methods))];
    if (allowed.length > 0)
      return reply
        .status(405)
        .header('allow', allowed.join(', '))
        .send({
          code: errorCodes.methodNotAllowed,
          message: `${path} does not take ${request.method}: use ${allowed.join(', ')}`,
        });
    return reply.status(404).send({
      code: errorCodes.notFound,
      message: `No API route for ${request.method} ${path}`,
    });
  });
}

/** A route's path as a pattern for concrete paths: '/api/users/:id' matches '/api/users/42'. */
function routePattern(url: string): RegExp {
  const source = url
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part === '*' ? '.*' : escapeRegExp(part)))
    .join('/');
  return new RegExp(`^${source}/?$`);
}
