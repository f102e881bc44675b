import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every problem the API throws carries the codes its sentence is worded from (decision 0049): an
 * `AppError` built with an English sentence (`new AppError(…)`, `conflict(…)`, `badRequest(…)`,
 * `forbidden('…')`, `unauthorized('…')`) is at once `.worded(params, detailCode?)`, so the web
 * never shows the English `detail`. A new throw without it fails here; UNWORDED names the few left
 * and why.
 */

const SRC = fileURLToPath(new URL('..', import.meta.url));

const BUILDERS = new Set(['conflict', 'badRequest', 'forbidden', 'unauthorized']);

const UNWORDED: Record<string, string> = {
  // The builders themselves: their callers word what they build.
  'lib/app-error.ts': 'defines the builders',
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** `file:line: call` for each problem built with a sentence and not worded at once. */
function unworded(name: string, text: string): string[] {
  const source = ts.createSourceFile(name, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    const built =
      (ts.isNewExpression(node) && node.expression.getText(source) === 'AppError') ||
      (ts.isCallExpression(node) &&
        ts.isIdentifier(node.expression) &&
        BUILDERS.has(node.expression.text) &&
        node.arguments.length > 0);
    const parent = node.parent;
    const worded = parent && ts.isPropertyAccessExpression(parent) && parent.name.text === 'worded';
    if (built && !worded) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      found.push(`${name}:${line + 1}: ${node.getText(source).replace(/\s+/g, ' ').slice(0, 80)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const files = sourceFiles(SRC).map((path) => ({
  name: relative(SRC, path).split('\\').join('/'),
  text: readFileSync(path, 'utf8'),
}));

describe('every problem the API throws is worded from codes', () => {
  it('has files to scan', () => {
    expect(files.some((f) => f.name === 'modules/order/order-status.service.ts')).toBe(true);
  });

  it('words each problem built with a sentence, where it is built', () => {
    const found = files.filter((f) => !UNWORDED[f.name]).flatMap((f) => unworded(f.name, f.text));
    expect(found).toEqual([]);
  });

  it('finds a throw that is not worded (the scan itself works)', () => {
    const sample = "throw conflict('X', 'An English sentence');\nthrow conflict('Y', 'ok').worded({});";
    expect(unworded('sample.ts', sample)).toEqual(["sample.ts:1: conflict('X', 'An English sentence')"]);
  });

  it('lists only files that still have one', () => {
    const stale = Object.keys(UNWORDED).filter((name) => {
      const file = files.find((f) => f.name === name);
      return !file || unworded(name, file.text).length === 0;
    });
    expect(stale).toEqual([]);
  });
});
