/**
 * The product lists' totals, kept in memory between writes, so that a page of a list costs one
 * statement (its rows). A total changes only when someone writes: staff editing the catalogue, and
 * also a customer's order taking the last unit (the "in stock" filter), so unlike the shop's rules
 * (db/kept-reads.ts, staff writes only) they are forgotten on any write, with the HTTP cache's
 * answers ("public reads changed": a write in this process or another process's announced one).
 * Nothing is kept longer than `maxAgeMs`, for a write nobody announced, as the HTTP cache keeps its
 * answers. Unlike that cache, `Cache-Control: no-cache` does not skip them: the rows are read fresh
 * every time.
 */
export type KeptCounts = {
  /** The count kept under `key`, or `load`'s answer, then kept. */
  count(key: string, load: () => Promise<number>): Promise<number>;
  forget(): void;
};

/** Text searches make many keys: the oldest go first beyond this. */
const MAX_KEYS = 2_000;

export function keptCounts(maxAgeMs: number): KeptCounts {
  const kept = new Map<string, { n: number; at: number }>();
  // A read that a write overtook may hold the old answer: it is used once but not kept.
  let generation = 0;

  return {
    async count(key, load) {
      const entry = kept.get(key);
      if (entry && Date.now() - entry.at <= maxAgeMs) return entry.n;
      const started = generation;
      const at = Date.now();
      const n = await load();
      if (started === generation) {
        kept.delete(key);
        kept.set(key, { n, at });
        if (kept.size > MAX_KEYS) kept.delete(kept.keys().next().value as string);
      }
      return n;
    },
    forget() {
      kept.clear();
      generation++;
    },
  };
}
