import v8 from 'node:v8';
import { describe, expect, it } from 'vitest';
import { collectStartGarbage } from './heap-growth.js';

const oldSpace = () => v8.getHeapSpaceStatistics().find((space) => space.space_name === 'old_space');

describe('collectStartGarbage', () => {
  it("frees the start's dead objects at once and gives no global gc to the app", () => {
    // Like the search index's read: many small objects, alive long enough to reach the old space.
    let rows: { id: number; name: string }[] | undefined = Array.from({ length: 400_000 }, (_, id) => ({
      id,
      name: `product ${id}`,
    }));
    collectStartGarbage();
    const withRows = oldSpace()?.space_used_size ?? 0;
    expect(rows.length).toBe(400_000);
    rows = undefined;
    collectStartGarbage();
    const without = oldSpace()?.space_used_size ?? 0;
    // ~30 MB of rows: a collection that ran frees them; a no-op leaves them counted.
    expect(withRows - without).toBeGreaterThan(15 * 1024 * 1024);
    expect('gc' in globalThis).toBe(false);
  });
});
