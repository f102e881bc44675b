/** How hard the password sign-in may be tried. */
export const LOGIN_LIMITS = {
  /** Sign-in requests per client address per minute (route rate limit). */
  perIpPerMinute: 20,
  /** Wrong passwords per number within `failureWindowSeconds` before that number is refused (429). */
  failuresPerNumber: 10,
  failureWindowSeconds: 15 * 60,
} as const;

const MAX_TRACKED_NUMBERS = 50_000;

/**
 * Recent sign-in failures per mobile number, in this process's memory: a guesser who spreads over
 * many addresses still gets only a few tries at one account. (Several API processes each keep
 * their own count; shared state would go to Redis with the rest of the rate limits.)
 */
export function createLoginThrottle(
  limits: { failuresPerNumber: number; failureWindowSeconds: number } = LOGIN_LIMITS,
  now: () => number = Date.now,
) {
  const failures = new Map<string, number[]>();
  const windowMs = limits.failureWindowSeconds * 1000;

  function recent(key: string): number[] {
    const since = now() - windowMs;
    const kept = (failures.get(key) ?? []).filter((t) => t > since);
    if (kept.length) failures.set(key, kept);
    else failures.delete(key);
    return kept;
  }

  function forgetOldest() {
    for (const key of failures.keys()) {
      if (failures.size < MAX_TRACKED_NUMBERS) return;
      failures.delete(key);
    }
  }

  return {
    /** Seconds until this number may try again, or 0 when it may now. */
    retryAfterSeconds(key: string): number {
      const times = recent(key);
      if (times.length < limits.failuresPerNumber) return 0;
      const oldest = times[times.length - limits.failuresPerNumber] ?? now();
      return Math.max(1, Math.ceil((oldest + windowMs - now()) / 1000));
    },
    recordFailure(key: string) {
      const times = recent(key);
      if (!failures.has(key) && failures.size >= MAX_TRACKED_NUMBERS) forgetOldest();
      failures.set(key, [...times, now()].slice(-limits.failuresPerNumber));
    },
    clear(key: string) {
      failures.delete(key);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
