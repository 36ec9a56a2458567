import pino, { type DestinationStream, type Logger } from 'pino';

/** Error fields that say what went wrong without carrying data (no query parameters, no row values). */
const safeErrorFields = [
  'code',
  'statusCode',
  'constraint',
  'table',
  'column',
  'routine',
  'severity',
] as const;

/** Drizzle puts the query's parameters (argon2 hashes, emails, bodies) after 'params:' in its messages. */
const withoutParameters = (text: string | undefined) =>
  text?.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, '\nparams: [not logged]');

/**
 * What an error looks like in the log: its type, message and stack (parameters taken out), its code and the
 * constraint or table it is about, and its cause the same way. Never its query parameters or detail values.
 */
export function safeError(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error).slice(0, 200) };
  const out: Record<string, unknown> = {
    type: error.name,
    message: withoutParameters(error.message),
    stack: withoutParameters(error.stack),
  };
  for (const key of safeErrorFields) if (key in error) out[key] = (error as never)[key];
  if (error.cause && depth < 3) out.cause = safeError(error.cause, depth + 1);
  return out;
}

interface RequestLike {
  id?: string;
  method?: string;
  url?: string;
  routeOptions?: { url?: string };
}

/** A request in the log: its id, method and route pattern ('/api/auth/verify-email/:token'), never its query or body. */
export const safeRequest = (req: RequestLike) => ({
  id: req.id,
  method: req.method,
  route: req.routeOptions?.url ?? req.url?.split('?')[0]?.replace(/\/[A-Za-z0-9_-]{20,}(?=\/|$)/g, '/…'),
});

/** The server's logger (pino): errors, requests and responses through the safe serializers above. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      serializers: { err: safeError, error: safeError, req: safeRequest },
      redact: { paths: ['req.headers', 'headers.authorization', 'body', 'req.body', 'params'], remove: true },
    },
    destination,
  );
}
