import { join } from 'node:path';
import type { Env } from '../../env.js';
import type { Clock } from '../../lib/clock.js';
import { fromRoot } from '../../lib/paths.js';
import type { MailLogger, MailMessage, MailTransport } from './mail-transport.js';
import { outboxTransport } from './outbox-transport.js';
import { smtpTransport } from './smtp-transport.js';

/**
 * What features use. `send` hands the message over and returns at once: delivery runs in the
 * background, so an answer's timing never depends on whether a mail went out (no account
 * enumeration through SMTP latency). Failures are logged, never thrown at the caller.
 */
export interface Mailer {
  readonly kind: MailTransport['kind'];
  send(message: MailMessage): Promise<void>;
  /** Delivers now and throws when delivery fails (the outbox worker retries). */
  deliver(message: MailMessage): Promise<void>;
  /** Resolves once every message handed over so far is delivered or has failed (tests, shutdown). */
  flush(): Promise<void>;
  close(): Promise<void>;
}

export function backgroundMailer(transport: MailTransport, log: MailLogger): Mailer {
  const inFlight = new Set<Promise<void>>();
  const flush = async () => {
    while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
  };
  return {
    kind: transport.kind,
    async send(message) {
      const delivery = transport
        .deliver(message)
        .catch((err: unknown) =>
          log.error({ err, to: message.to, subject: message.subject }, 'mail delivery failed'),
        )
        .finally(() => inFlight.delete(delivery));
      inFlight.add(delivery);
    },
    deliver: (message) => transport.deliver(message),
    flush,
    async close() {
      await flush();
      transport.close();
    },
  };
}

export const outboxDir = (env: Pick<Env, 'DATA_DIR'>) => join(fromRoot(env.DATA_DIR), 'outbox');

/** SMTP when SMTP_URL is set, otherwise the `.eml` outbox under DATA_DIR. */
export function createMailer(options: { env: Env; clock: Clock; log: MailLogger }): Mailer {
  const { env, clock, log } = options;
  const transport = env.SMTP_URL
    ? smtpTransport({ url: env.SMTP_URL, from: env.MAIL_FROM, clock })
    : outboxTransport({ dir: outboxDir(env), from: env.MAIL_FROM, clock, log });
  return backgroundMailer(transport, log);
}
