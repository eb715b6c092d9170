import { type Algorithm, hash, verify } from "@node-rs/argon2";

/** Algorithm.Argon2id: the package declares a const enum, which does not exist at run time. */
const ARGON2ID = 2 as Algorithm;

/**
 * argon2id at OWASP ASVS 5's floor (m = 19 MiB, t = 2, p = 1). Better Auth's default
 * scrypt parameters are below it, so it gets these instead. Parameters travel in the
 * hash string, so raising them later keeps old hashes verifiable.
 */
export const ARGON2_PARAMS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_PARAMS);
}

export async function verifyPassword({ hash: stored, password }: { hash: string; password: string }): Promise<boolean> {
  if (!stored.startsWith("$argon2")) return false;
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
