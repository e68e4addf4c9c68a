import { hash, verify, type Algorithm } from '@node-rs/argon2';

// Argon2id (value 2 of the library's const enum, which isolated modules cannot import), with the
// OWASP-recommended minimum of 19 MiB, 2 passes.
const ARGON2ID = 2 as Algorithm;
const options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, options);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * A valid hash of a random password, verified against when the email is unknown so that a
 * sign-in attempt takes the same time whether or not the account exists.
 */
let dummyHash: Promise<string> | undefined;
export const timingSafeDummyHash = () => (dummyHash ??= hashPassword(`dummy-${Math.random()}`));
