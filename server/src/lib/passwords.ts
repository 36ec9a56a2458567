import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import type { Env } from '../env.js';

const argon2id = 2; /* Algorithm.Argon2id (a const enum) */

/**
 * argon2id with the OWASP baseline parameters (Password Storage Cheat Sheet: m=19 MiB, t=2, p=1); under
 * NODE_ENV=test, the test suites and the browser journeys' server, at argon2's minimum cost, so the thousands of
 * sign-ups and sign-ins the tests make do not spend minutes of CI hashing. A hash records its own parameters and
 * is verified with them, so a hash of either kind verifies anywhere.
 */
export const argon2OptionsFor = (nodeEnv: Env['NODE_ENV']) =>
  nodeEnv === 'test'
    ? ({ algorithm: argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 } as const)
    : ({ algorithm: argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const);

/**
 * Hashing is CPU and memory heavy: at most this many run at once, the rest wait their turn,
 * so a burst of logins cannot starve the event loop's other work.
 */
const maxConcurrentHashes = Math.max(1, availableParallelism() - 1);
let running = 0;
const waiting: Array<() => void> = [];

async function bounded<T>(work: () => Promise<T>): Promise<T> {
  if (running >= maxConcurrentHashes) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

export const hashPassword = (password: string, env: Pick<Env, 'NODE_ENV'>) =>
  bounded(() => hash(password, argon2OptionsFor(env.NODE_ENV)));

/** Checks a password against a hash with the parameters the hash records. */
export const verifyPassword = (passwordHash: string, password: string) =>
  bounded(() => verify(passwordHash, password).catch(() => false));
