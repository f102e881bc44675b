import { afterEach, describe, expect, it, vi } from 'vitest';

/** argon2 replaced by calls that finish when told to, counting how many run at once. */
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
  const fake = { argon2id: 2, hash: vi.fn(() => held('$argon2id$held')), verify: vi.fn(() => held(true)) };
  return { running, release, fake };
}

afterEach(() => {
  vi.resetModules();
  vi.doUnmock('argon2');
  vi.doUnmock('node:os');
});

describe('password hashing', () => {
  it('runs at most one hash per core at once, and every waiting check still answers', async () => {
    const { running, release, fake } = heldArgon2();
    vi.doMock('argon2', () => ({ default: fake }));
    vi.doMock('node:os', async (original) => {
      const os = await original<typeof import('node:os')>();
      return { default: { ...os, availableParallelism: () => 2 } };
    });
    const { hashPassword, verifyPassword } = await import('./password.js');

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
});
