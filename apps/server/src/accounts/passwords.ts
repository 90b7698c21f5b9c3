import { hash, verify } from '@node-rs/argon2';

/** The package's `Algorithm.Argon2id`; its enum is a `const enum`, which isolated modules cannot read. */
const ARGON2ID = 2;

/** argon2id with OWASP's suggested cost (19 MiB, 2 passes). */
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash of a password nobody has, verified when the handle is unknown so timing reveals nothing. */
let decoy: Promise<string> | null = null;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword('not a password anyone has');
  return decoy;
}
