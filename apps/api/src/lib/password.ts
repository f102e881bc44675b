import argon2 from 'argon2';

/**
 * argon2id with the library's defaults (64 MiB, t=3, p=4): OWASP's recommended floor or above.
 * Under the test runner (vitest sets VITEST) the cost is the smallest argon2 allows: the suites
 * check who may sign in and how often, not how slow a guess is, and they hash thousands of times.
 * A hash keeps its own cost, so either kind verifies anywhere.
 */
const cost = process.env.VITEST ? { memoryCost: 1024, timeCost: 1, parallelism: 1 } : {};

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id, ...cost });
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password. With no stored hash (unknown account) it still spends the time of a real
 * check, so that response time does not tell which accounts exist.
 */
export async function verifyPassword(hash: string | null | undefined, password: string): Promise<boolean> {
  if (!hash) {
    dummyHash ??= hashPassword('not-a-real-password');
    await argon2.verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return argon2.verify(hash, password).catch(() => false);
}
