import os from 'node:os';
import argon2 from 'argon2';
import pLimit from 'p-limit';

/**
 * argon2id with the library's defaults (64 MiB, t=3, p=4): OWASP's recommended floor or above.
 * Under the test runner (vitest sets VITEST) the cost is the smallest argon2 allows: the suites
 * check who may sign in and how often, not how slow a guess is, and they hash thousands of times.
 * A hash keeps its own cost, so either kind verifies anywhere.
 */
const cost = process.env.VITEST ? { memoryCost: 1024, timeCost: 1, parallelism: 1 } : {};

/** What of argon2 the shop uses (the tests hand in one that counts). */
export type Argon2 = Pick<typeof argon2, 'hash' | 'verify' | 'argon2id'>;

/**
 * Password hashing with at most `atOnce` hashes at once. Each holds its 64 MiB until
 * done, and libuv's four threads would run four: on the bench's 2 cores, +269 MB of memory for
 * the same 7 sign-ins a second as two at once (+135 MB; one at once: 5.5 a second). The rest wait
 * their turn here, and the pool's threads stay free for files and compression. Decision 0066.
 */
export function passwordHasher(argon: Argon2 = argon2, atOnce = os.availableParallelism()) {
  const inTurn = pLimit(Math.max(1, atOnce));
  const hashPassword = (password: string): Promise<string> =>
    inTurn(() => argon.hash(password, { type: argon.argon2id, ...cost }));
  let dummyHash: Promise<string> | undefined;

  /**
   * Checks a password. With no stored hash (unknown account) it still spends the time of a real
   * check, so that response time does not tell which accounts exist.
   */
  async function verifyPassword(hash: string | null | undefined, password: string): Promise<boolean> {
    if (!hash) {
      dummyHash ??= hashPassword('not-a-real-password');
      const stored = await dummyHash;
      await inTurn(() => argon.verify(stored, password)).catch(() => false);
      return false;
    }
    return inTurn(() => argon.verify(hash, password)).catch(() => false);
  }

  return { hashPassword, verifyPassword };
}

/**
 * One hash per core for the whole machine: a group's processes (API_PROCESSES, process-group.ts,
 * which hands its environment to each) share its cores, so each takes its share, at least one.
 */
const hashesAtOnce = Math.max(
  1,
  Math.floor(os.availableParallelism() / (Number(process.env.API_PROCESSES) || 1)),
);

export const { hashPassword, verifyPassword } = passwordHasher(argon2, hashesAtOnce);
