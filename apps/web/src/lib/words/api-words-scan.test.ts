import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The web shows no text taken from an API error answer (decision 0049): a problem's `detail` and
 * its field errors' `message` are the API's English for clients and logs; the web words the codes
 * and values through its catalogue (problem-words.ts), which the transport applies to every failed
 * answer before a component sees it. This scan holds every file of src/ (tests aside) to that.
 *
 * What counts as reading an API answer's text, precisely:
 * 1. `.detail` anywhere (a CSS module's `styles.detail` aside): a problem's English. Allowed only in
 *    the files of DETAIL_ALLOWED, each with the reason (none of them reads a problem).
 * 2. A field error's `message`: a callback over `fieldErrors` that reads its element's `message`
 *    (`(e) => e.message`, `({ message }) =>`), or `{ …message… } of …fieldErrors`. (The web's field
 *    refusals carry `text` only, so the compiler refuses it too.)
 * 3. Building an ApiError outside lib/api/: only the web's own refusals of WEB_BUILT_REFUSALS, whose
 *    sentences are the web's, not an answer's.
 * 4. The problem body's types (`Problem`, `ProblemBody`, `problemSchema`) outside lib/api/ and
 *    lib/words/: only there is an answer's body read.
 * 5. The transport builds each ApiError with `wordProblem(…)` of the answer.
 * 6. A cart coupon's `problem` (the API's English for why it does not apply) put on the page as
 *    `{…coupon.problem}`: the page words its `problemWords` instead (use-worded.ts).
 * 7. A success answer's `message` in a toast (`toast.success(message ?? …)`): the component says
 *    it in its own words; TOAST_MESSAGE_LEFT names the files not worded yet.
 */

const SRC = fileURLToPath(new URL('../..', import.meta.url));

const DETAIL_ALLOWED: Record<string, string> = {
  'lib/api/problem.ts': 'the one fallback for a problem the API has not yet given codes for its sentence',
  'components/layout/loading-overlay.tsx': "a DOM CustomEvent's detail, not an answer",
  'features/admin/reports/day-chart.tsx': "a report day's own `detail` value (data, not an error)",
};

const WEB_BUILT_REFUSALS: Record<string, string> = {
  'features/admin/delivery/delivery-area-form.tsx': 'merges the worded field texts of one list field',
  'features/admin/orders/phone-order-coupon.tsx': 'says what to do next around the worded refusal',
  'features/admin/offers/product-codes.ts': 'the web’s own check of typed product codes',
};

/**
 * Success toasts that still show the answer's `message` (the API's English): each is worded by its
 * component next (Tamil's catalogue work, issue 33).
 */
const TOAST_MESSAGE_LEFT: readonly string[] = [];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const files = sourceFiles(SRC).map((path) => ({
  name: relative(SRC, path).split('\\').join('/'),
  text: readFileSync(path, 'utf8'),
}));

/** `file:line: the line` for each line of `text` matching `pattern`. */
function hits(name: string, text: string, pattern: RegExp): string[] {
  return text
    .split('\n')
    .flatMap((line, i) => (pattern.test(line) ? [`${name}:${i + 1}: ${line.trim()}`] : []));
}

describe('the web shows no API error answer’s English', () => {
  it('has files to scan', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files.some((f) => f.name === 'lib/api/transport.ts')).toBe(true);
  });

  it('reads `.detail` only where DETAIL_ALLOWED says why', () => {
    const found = files
      .filter((f) => !DETAIL_ALLOWED[f.name])
      .flatMap((f) => hits(f.name, f.text, /(?<!styles)\.detail\b/));
    expect(found).toEqual([]);
  });

  it('reads no field error’s `message`', () => {
    const found = files.flatMap((f) => [
      ...hits(f.name, f.text, /fieldErrors\b.*\((\w+)\)\s*=>.*\b\1\.message\b/),
      ...hits(f.name, f.text, /fieldErrors\b.*\(\s*\{[^}]*\bmessage\b[^}]*\}\s*\)\s*=>/),
      ...hits(f.name, f.text, /\{[^}]*\bmessage\b[^}]*\}\s+of\s+[\w.?]*fieldErrors/),
    ]);
    expect(found).toEqual([]);
  });

  it('builds an ApiError outside lib/api only for the web’s own refusals', () => {
    const found = files
      .filter((f) => !f.name.startsWith('lib/api/') && !WEB_BUILT_REFUSALS[f.name])
      .flatMap((f) => hits(f.name, f.text, /new ApiError\(/));
    expect(found).toEqual([]);
  });

  it('reads a problem body only in lib/api and lib/words', () => {
    const found = files
      .filter((f) => !f.name.startsWith('lib/api/') && !f.name.startsWith('lib/words/'))
      .flatMap((f) => hits(f.name, f.text, /\b(Problem|ProblemBody|problemSchema)\b(?!\w)/));
    expect(found).toEqual([]);
  });

  it('shows no coupon `problem` sentence of the API', () => {
    const found = files.flatMap((f) => hits(f.name, f.text, /\{\s*[\w.?]*coupon\??\.problem\s*\}/));
    expect(found).toEqual([]);
  });

  it('shows no success answer’s `message` in a toast, but where TOAST_MESSAGE_LEFT lists it', () => {
    const pattern = /toast(\.success)?\([^)]*\bmessage \?\?/;
    const found = files
      .filter((f) => !TOAST_MESSAGE_LEFT.includes(f.name))
      .flatMap((f) => hits(f.name, f.text, pattern));
    expect(found).toEqual([]);
    const done = TOAST_MESSAGE_LEFT.filter(
      (name) => !files.some((f) => f.name === name && pattern.test(f.text)),
    );
    expect(done, 'worded now: take it off TOAST_MESSAGE_LEFT').toEqual([]);
  });

  it('words every failed answer in the transport', () => {
    const transport = files.find((f) => f.name === 'lib/api/transport.ts')?.text ?? '';
    const built = transport.match(/new (ApiError|RetryLaterError)\([^;]*\);/g) ?? [];
    expect(built.length).toBeGreaterThan(0);
    expect(built.filter((call) => !call.includes('wordProblem('))).toEqual([]);
  });
});
