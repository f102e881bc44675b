import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import en from '@farm/words/en/order.json';
import { describe, expect, it } from 'vitest';

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
      .filter((name) =>
        /Cancel order #|cancelDialog\.title/.test(readFileSync(join(FEATURES, name), 'utf8')),
      );
    expect(asking).toEqual(['order/cancel-order-dialog.tsx']);
    expect(en.order.cancelDialog.title).toBe('Cancel order #{id}?');
  });

  it('says which order was cancelled, as the API words it', () => {
    expect(en.order.cancelDialog.cancelled.replace('{id}', '17')).toBe('Order #17 cancelled');
  });
});
