/**
 * Answers of the database kept in memory between writes: the product lists' totals and the offers
 * running now, so that a page of the catalogue costs one statement (its rows). They change only
 * when someone writes (staff editing the catalogue or the offers, an order taking the last unit for
 * "in stock"), and `forget` is called then (the HTTP cache's "public reads changed": a write in this
 * process or another process's announced one). Nothing is kept longer than `maxAgeMs`, for a write
 * nobody announced and for an offer's start or end, as the HTTP cache keeps its answers. Unlike
 * that cache, `Cache-Control: no-cache` does not skip them: the rows are read fresh every time.
 */
export type KeptReads = {
  /** What is kept under `key`, or `load`'s answer, then kept. */
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  forget(): void;
};

/** Text searches make many keys: the oldest go first beyond this. */
const MAX_KEYS = 2_000;

export function keptReads(maxAgeMs: number): KeptReads {
  const kept = new Map<string, { value: unknown; at: number }>();
  // A read that a write overtook may hold the old answer: it is used once but not kept.
  let generation = 0;

  return {
    async get<T>(key: string, load: () => Promise<T>) {
      const entry = kept.get(key);
      if (entry && Date.now() - entry.at <= maxAgeMs) return entry.value as T;
      const started = generation;
      const at = Date.now();
      const value = await load();
      if (started === generation) {
        kept.delete(key);
        kept.set(key, { value, at });
        if (kept.size > MAX_KEYS) kept.delete(kept.keys().next().value as string);
      }
      return value;
    },
    forget() {
      kept.clear();
      generation++;
    },
  };
}
