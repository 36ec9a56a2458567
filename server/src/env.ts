import { z } from 'zod';
import { gstinMessages, gstinProblem, gstinState } from '@common/gst/gstin';
import { gstStateNames } from '@common/gst/states';

/** Every environment variable the server reads. Nothing else reads process.env. */
const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(5000),
    HOST: z.string().min(1).default('0.0.0.0'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** /api/docs, the OpenAPI description and its viewer: see apiDocsOn. */
    API_DOCS: z.enum(['on', 'off']).optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    APP_URL: z.string().url().optional(),
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    ADMIN_EMAIL: z.string().email().optional(),
    ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').max(128).optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
    MAIL_FROM: z.string().min(3).default('Vikreta <no-reply@vikreta.local>'),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
      .optional(),
    AI_API_KEY: z.string().min(1).optional(),
    AI_BASE_URL: z.string().url().optional(),
    AI_MODEL: z.string().min(1).default('gpt-4o-mini'),
    /** One model answer may take this long (local models via Ollama or vLLM: raise to 120000 or more). */
    AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
    /** Retries after a transient failure (timeout, 429, 5xx, network). */
    AI_MAX_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
    RAZORPAY_KEY_ID: z.string().min(1).optional(),
    RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
    RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
    RAZORPAY_API_URL: z.string().url().default('https://api.razorpay.com'),
    /**
     * Which gateway takes payments: `razorpay` (needs the keys) or `sandbox` (no money moves). Unset: Razorpay
     * when its keys are set, otherwise the sandbox, except in production, which refuses to start without keys
     * unless the operator says `sandbox` (docs/decisions/0007-payment-modes.md).
     */
    PAYMENTS: z.enum(['razorpay', 'sandbox']).optional(),
    /** The supplier printed on invoices. The state defaults to the GSTIN's. */
    SUPPLIER_LEGAL_NAME: z.string().trim().min(1).max(200).default('Vikreta'),
    SUPPLIER_ADDRESS: z.string().trim().min(1).max(400).optional(),
    SUPPLIER_GSTIN: z
      .string()
      .trim()
      .toUpperCase()
      .superRefine((v, ctx) => {
        const problem = gstinProblem(v);
        if (problem) ctx.addIssue({ code: 'custom', message: gstinMessages[problem] });
      })
      .optional(),
    SUPPLIER_STATE: z.enum(gstStateNames).optional(),
    /** The Contact page's email and phone (with the legal name, address and GSTIN above). */
    SUPPLIER_EMAIL: z.email().optional(),
    SUPPLIER_PHONE: z.string().trim().min(6).max(30).optional(),
    /** SAC code printed on invoices (README: the default and its source). */
    INVOICE_SAC: z
      .string()
      .trim()
      .regex(/^99\d{4}$/, 'a SAC code is six digits starting with 99')
      .default('998314'),
    STATIC_DIR: z.string().min(1).default('./dist/client'),
    /**
     * How long a claimed background check (a settlement check) is held before another process may take it up;
     * every part checked renews it: a process killed mid-check leaves it to the next after this.
     */
    JOB_LEASE_MS: z.coerce.number().int().min(1000).max(3_600_000).default(60_000),
    /** Behind a reverse proxy: how many hops to trust (1) or the proxies' addresses/CIDRs, never 'all'. */
    TRUST_PROXY: z
      .string()
      .default('false')
      .refine(
        (v) => v === 'false' || /^[1-9]\d?$/.test(v) || /^[0-9a-fA-F.:/]+(,[0-9a-fA-F.:/]+)*$/.test(v),
        {
          message:
            "use a hop count such as 1, or the proxies' addresses or CIDRs (comma-separated); 'true' would let any client choose its IP",
        },
      )
      .transform((v): false | number | string[] =>
        v === 'false' ? false : /^\d+$/.test(v) ? Number(v) : v.split(','),
      ),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'is required in production' });
    }
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_PASSWORD'],
        message: 'ADMIN_EMAIL and ADMIN_PASSWORD go together',
      });
    }
    const registered = env.SUPPLIER_GSTIN ? gstinState(env.SUPPLIER_GSTIN) : undefined;
    if (registered && env.SUPPLIER_STATE && registered.name !== env.SUPPLIER_STATE) {
      ctx.addIssue({
        code: 'custom',
        path: ['SUPPLIER_STATE'],
        message: `SUPPLIER_GSTIN is registered in ${registered.name}`,
      });
    }
    if (Boolean(env.RAZORPAY_KEY_ID) !== Boolean(env.RAZORPAY_KEY_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: ['RAZORPAY_KEY_SECRET'],
        message: 'RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET go together',
      });
    }
    const keys = Boolean(env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET);
    if (env.PAYMENTS === 'razorpay' && !keys) {
      ctx.addIssue({
        code: 'custom',
        path: ['RAZORPAY_KEY_ID'],
        message: 'PAYMENTS=razorpay needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET',
      });
    }
    if (env.NODE_ENV === 'production' && !keys && env.PAYMENTS !== 'sandbox') {
      ctx.addIssue({
        code: 'custom',
        path: ['RAZORPAY_KEY_ID'],
        message:
          'is required in production (or set PAYMENTS=sandbox to run with the sandbox gateway, where no money moves and every plan is free)',
      });
    }
  });

/** The gateway this environment takes payments with. */
export const paymentMode = (env: Pick<Env, 'PAYMENTS' | 'RAZORPAY_KEY_ID' | 'RAZORPAY_KEY_SECRET'>) =>
  env.PAYMENTS ?? (env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET ? 'razorpay' : 'sandbox');

export type Env = z.infer<typeof envSchema> & { APP_URL: string };

/** The names of every variable the server reads, for the README's configuration table (env-readme.test.ts). */
export const envVariableNames = Object.keys(envSchema.shape);

export class EnvError extends Error {}

/** Parses an environment; throws EnvError with one line per wrong variable. Empty strings count as unset. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.') || 'env'}: ${i.message}`);
    throw new EnvError(`Invalid environment, the server will not start:\n${lines.join('\n')}`);
  }
  const env = result.data;
  return { ...env, APP_URL: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '') };
}

/** Whether /api/docs is served: as API_DOCS says, else on outside production and off in production. */
export const apiDocsOn = (env: Pick<Env, 'API_DOCS' | 'NODE_ENV'>) =>
  (env.API_DOCS ?? (env.NODE_ENV === 'production' ? 'off' : 'on')) === 'on';

export function loadEnv(): Env {
  return parseEnv(process.env);
}
