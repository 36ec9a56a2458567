import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';

/** argon2id with the OWASP baseline parameters. */
const argon2Options = {
  algorithm: 2 /* Algorithm.Argon2id (a const enum) */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

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

export const hashPassword = (password: string) => bounded(() => hash(password, argon2Options));

export const verifyPassword = (passwordHash: string, password: string) =>
  bounded(() => verify(passwordHash, password, argon2Options).catch(() => false));
