import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { NOT_YET_WORDED, SAME_IN_EVERY_LANGUAGE } from './literals-allowed';

/**
 * Words on a page come from the catalogues (decision 0053): a component that renders a
 * user-facing literal (JSX text, a string given to aria-label, placeholder, title, alt, a label
 * prop or a list's caption, or a list column's `header`) fails here, unless its file is still on NOT_YET_WORDED, the list of files not yet
 * externalised. The list only shrinks: a file that is clean must leave it, and it may not grow
 * past its ceiling. Texts that read the same in every language (SAME_IN_EVERY_LANGUAGE) pass.
 */
const SRC = fileURLToPath(new URL('../..', import.meta.url));

/**
 * What NOT_YET_WORDED may hold at most: lower it as files are worded, never raise it. (244: three
 * files written in parallel with the scan landed with it: the admin's two Tamil-content helpers and
 * the order's one cancel dialog, drawn out of two listed files. 0 since issue 33 worded the staff
 * area's last nine: every component now takes its words from the catalogues.)
 */
const CEILING = 0;

/** Props whose strings a person reads or hears. */
const WORDED_PROPS = new Set([
  'aria-label',
  'aria-description',
  'placeholder',
  'title',
  'alt',
  'label',
  'confirmLabel',
  'cancelLabel',
  'hint',
  'description',
  'emptyText',
  'caption',
  'newTitle',
  'searchLabel',
]);

/** Object members whose strings a person reads: a list's column headings. */
const WORDED_MEMBERS = new Set(['header']);

function componentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return componentFiles(path);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [path] : [];
  });
}

/** A text a person would read: letters in it, and not one of the texts that need no words. */
function isWords(text: string): boolean {
  const trimmed = text.replace(/\s+/g, ' ').trim();
  return /\p{L}{2,}/u.test(trimmed) && !SAME_IN_EVERY_LANGUAGE.includes(trimmed);
}

/** `line: text` for each user-facing literal a file renders. */
function literalsOf(path: string): string[] {
  const source = ts.createSourceFile(
    path,
    readFileSync(path, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    found.push(`${line + 1}: ${text.replace(/\s+/g, ' ').trim()}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && isWords(node.text)) report(node, node.text);
    if (ts.isJsxAttribute(node) && WORDED_PROPS.has(node.name.getText(source))) {
      const value = node.initializer;
      const literal =
        value && ts.isJsxExpression(value) && value.expression && ts.isStringLiteralLike(value.expression)
          ? value.expression
          : value;
      if (literal && ts.isStringLiteral(literal) && isWords(literal.text)) report(node, literal.text);
      if (literal && ts.isNoSubstitutionTemplateLiteral(literal) && isWords(literal.text))
        report(node, literal.text);
    }
    if (
      ts.isPropertyAssignment(node) &&
      WORDED_MEMBERS.has(node.name.getText(source)) &&
      ts.isStringLiteralLike(node.initializer) &&
      isWords(node.initializer.text)
    ) {
      report(node, node.initializer.text);
    }
    if (ts.isJsxExpression(node) && node.expression && ts.isStringLiteralLike(node.expression)) {
      if (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent)) {
        if (isWords(node.expression.text)) report(node, node.expression.text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const scanned = componentFiles(SRC).map((path) => ({
  name: relative(SRC, path).split('\\').join('/'),
  literals: literalsOf(path),
}));

describe('components render words from the catalogues', () => {
  it('scans the components', () => {
    expect(scanned.length).toBeGreaterThan(100);
    expect(scanned.find((f) => f.name === 'features/shell/top-bar.tsx')?.literals).toEqual([]);
  });

  it('finds literals only in the files not yet worded', () => {
    const waiting = new Set(NOT_YET_WORDED);
    const offending = scanned
      .filter((f) => !waiting.has(f.name) && f.literals.length > 0)
      .map((f) => `${f.name}\n    ${f.literals.join('\n    ')}`);
    expect(offending).toEqual([]);
  });

  it('lets the list only shrink: a worded file leaves it, and it stays under its ceiling', () => {
    const clean = NOT_YET_WORDED.filter((name) => !scanned.find((f) => f.name === name)?.literals.length);
    expect(clean, 'worded (or gone): take these off NOT_YET_WORDED').toEqual([]);
    expect(NOT_YET_WORDED.length).toBeLessThanOrEqual(CEILING);
    console.info(`${NOT_YET_WORDED.length} component files still render words outside the catalogues`);
  });
});
