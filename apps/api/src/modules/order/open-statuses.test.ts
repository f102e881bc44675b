import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { OPEN_ORDER_STATUSES, UNDER_WAY_ORDER_STATUSES } from '@farm/contract/plain/statuses';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../../..', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

// Issue 31.6: the open statuses were listed twice (the dashboard's and the checkout's guards).
describe('the open-order statuses', () => {
  it('are listed once, in the contract’s plain/statuses.ts', () => {
    const listing = /'PLACED',\s*'CONFIRMED',\s*'PACKED',\s*'SHIPPED'(?!,\s*'DELIVERED')/;
    const files = [
      ...sourceFiles(join(ROOT, 'apps/api/src')),
      ...sourceFiles(join(ROOT, 'packages/contract/src')),
    ];
    const found = files
      .filter((path) => listing.test(readFileSync(path, 'utf8')))
      .map((path) => relative(ROOT, path).split('\\').join('/'));
    expect(found).toEqual(['packages/contract/src/plain/statuses.ts']);
  });

  it('under way are the open ones and those awaiting their payment', () => {
    expect(UNDER_WAY_ORDER_STATUSES).toEqual(['PENDING_PAYMENT', ...OPEN_ORDER_STATUSES]);
  });
});
