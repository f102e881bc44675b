import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every call to the API goes through lib/api (its clients take contract routes, never a URL), so
 * no other file may name an API address or call fetch itself. The contract's routes are the one
 * source of every path.
 */
const src = path.resolve(__dirname, '../..');
const libApi = path.join(src, 'lib', 'api');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return file === libApi ? [] : sourceFiles(file);
    return /\.(ts|tsx|mjs)$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

/** Comments may talk about addresses; code may not hold them. */
function withoutComments(code: string): string {
  return code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

const files = sourceFiles(src).map((file) => ({
  name: path.relative(src, file),
  code: withoutComments(fs.readFileSync(file, 'utf8')),
}));

describe('API addresses live in lib/api only', () => {
  it('finds the source files', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('no file outside lib/api holds an /api address', () => {
    const offenders = files.filter((f) => /['"`]\/api(\/|['"`?])/.test(f.code)).map((f) => f.name);
    expect(offenders).toEqual([]);
  });

  it('no file outside lib/api calls fetch', () => {
    const offenders = files.filter((f) => /(^|[^.\w])fetch\(/m.test(f.code)).map((f) => f.name);
    expect(offenders).toEqual([]);
  });
});
