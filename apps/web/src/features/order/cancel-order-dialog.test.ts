import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cancelOrderText } from './cancel-order-text';

const FEATURES = fileURLToPath(new URL('..', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the customer’s cancel dialog', () => {
  it('is one component: no other customer feature asks "Cancel order #…?" itself', () => {
    const asking = sourceFiles(FEATURES)
      .map((path) => relative(FEATURES, path).split('\\').join('/'))
      .filter((name) => !name.startsWith('admin/'))
      .filter((name) => readFileSync(join(FEATURES, name), 'utf8').includes('`Cancel order #'));
    expect(asking).toEqual(['order/cancel-order-dialog.tsx']);
  });

  it('says which order was cancelled, as the API words it', () => {
    expect(cancelOrderText(17)).toBe('Order #17 cancelled');
  });
});
