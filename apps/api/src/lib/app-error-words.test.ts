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

/**
 * Modules whose "not found" answers are codes (`notFound(what, detailCode)`): `notFound('Skip link')`
 * alone is worded from `{ thing: 'Skip link' }`, English on a Tamil page. A module joins once it
 * has none left.
 */
const NOT_FOUND_CODED = ['modules/subscription/', 'modules/wallet/'];

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

/** `file:line: call` for each `notFound(…)` with only its English thing (no detail code). */
function uncodedNotFound(name: string, text: string): string[] {
  const source = ts.createSourceFile(name, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'notFound' &&
      node.arguments.length < 2
    ) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      found.push(`${name}:${line + 1}: ${node.getText(source)}`);
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

  it('answers "not found" with a code of its own in the subscription and wallet modules', () => {
    const scanned = files.filter((f) => NOT_FOUND_CODED.some((dir) => f.name.startsWith(dir)));
    expect(scanned.some((f) => f.name === 'modules/subscription/subscription-skip-link.service.ts')).toBe(
      true,
    );
    expect(scanned.flatMap((f) => uncodedNotFound(f.name, f.text))).toEqual([]);
  });

  it('finds a "not found" without its code (the scan itself works)', () => {
    const sample = "throw notFound('Skip link');\nthrow notFound('Skip link', 'SKIP_LINK_NOT_FOUND');";
    expect(uncodedNotFound('sample.ts', sample)).toEqual(["sample.ts:1: notFound('Skip link')"]);
  });

  it('lists only files that still have one', () => {
    const stale = Object.keys(UNWORDED).filter((name) => {
      const file = files.find((f) => f.name === name);
      return !file || unworded(name, file.text).length === 0;
    });
    expect(stale).toEqual([]);
  });
});
