import { describe, expect, it, vi } from 'vitest';
import { type Argon2, passwordHasher } from './password.js';

/** An argon2 whose calls finish when told to, counting how many run at once. */
function heldArgon2() {
  const running = { now: 0, most: 0 };
  const release: Array<() => void> = [];
  const held = <T>(value: T) =>
    new Promise<T>((resolve) => {
      running.now += 1;
      running.most = Math.max(running.most, running.now);
      release.push(() => {
        running.now -= 1;
        resolve(value);
      });
    });
  const argon = {
    argon2id: 2,
    hash: () => held('$argon2id$held'),
    verify: () => held(true),
  } as unknown as Argon2;
  return { running, release, argon };
}

describe('password hashing', () => {
  it('runs at most one hash per core at once, and every waiting check still answers', async () => {
    const { running, release, argon } = heldArgon2();
    const { hashPassword, verifyPassword } = passwordHasher(argon, 2);

    const checks = [
      ...Array.from({ length: 5 }, () => verifyPassword('$argon2id$stored', 'goatfarm123')),
      hashPassword('a-new-password'),
    ];
    for (let finished = 0; finished < checks.length; finished++) {
      await vi.waitFor(() => expect(release.length).toBeGreaterThan(finished));
      expect(running.now).toBeLessThanOrEqual(2);
      release[finished]?.();
    }
    expect(await Promise.all(checks)).toEqual([true, true, true, true, true, '$argon2id$held']);
    expect(running.most).toBe(2);
  });

  it('checks an unknown account against a hash of its own, one at a time with the rest', async () => {
    const { running, release, argon } = heldArgon2();
    const { verifyPassword } = passwordHasher(argon, 1);
    const unknown = verifyPassword(null, 'guess');
    const known = verifyPassword('$argon2id$stored', 'goatfarm123');
    for (let finished = 0; finished < 3; finished++) {
      await vi.waitFor(() => expect(release.length).toBeGreaterThan(finished));
      expect(running.now).toBe(1);
      release[finished]?.();
    }
    // The dummy hash, then the known account's check and the unknown one's: false whatever it says.
    expect(await Promise.all([unknown, known])).toEqual([false, true]);
    expect(running.most).toBe(1);
  });
});
