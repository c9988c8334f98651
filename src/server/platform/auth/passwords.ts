import { hash, verify } from "@node-rs/argon2";

/**
 * argon2id with the OWASP Password Storage Cheat Sheet parameters (m = 19 MiB, t = 2, p = 1).
 * Hashing is CPU- and memory-heavy, so at most MAX_CONCURRENT run at once; the rest wait their turn
 * instead of starving the event loop's thread pool during a login burst.
 */
// algorithm 2 = Argon2id (a const enum in the typings, which isolated modules cannot import).
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
const MAX_CONCURRENT = 2;

let running = 0;
const waiting: (() => void)[] = [];

async function withSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

export function hashPassword(password: string): Promise<string> {
  return withSlot(() => hash(password, OPTIONS));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await withSlot(() => verify(passwordHash, password));
  } catch {
    return false; // a malformed stored hash never signs anyone in
  }
}

// Verifying against this when no account matches keeps "unknown e-mail" as slow as "wrong password".
let dummyHash: Promise<string> | null = null;
export async function verifyAgainstDummy(password: string): Promise<void> {
  dummyHash ??= hashPassword("dummy-password-for-timing");
  await verifyPassword(await dummyHash, password);
}
