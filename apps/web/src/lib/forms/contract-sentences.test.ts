import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GSTIN_HINT } from '@farm/contract/plain/gst';
import { schemaWords } from '@farm/contract/plain/schema-words';
import { describe, expect, it } from 'vitest';
import { wordField } from '@/lib/words/problem-words';

const CONTRACT = join(__dirname, '../../../../../packages/contract/src');

/** A refusal's own sentence in a schema: `message: '…'`, `error: '…'`, or a check's last argument. */
const SENTENCE =
  /(?:(?:message|error):\s*(?:\([^)]*\)\s*=>[^'`?]*\?\s*)?|\.(?:regex|min|max|int|refine|multipleOf|length)\([^'`;)]*?,\s*)(['`])((?:(?!\1).)+)\1/g;

/** A template's values, as a sample: its named text, else a number. */
function sampled(text: string): string {
  return text.replace(/\$\{GSTIN_HINT\}/g, GSTIN_HINT).replace(/\$\{[^}]+\}/g, '8');
}

function contractSentences(): { file: string; sentence: string }[] {
  const files = readdirSync(CONTRACT).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
  return files.flatMap((file) =>
    [...readFileSync(join(CONTRACT, file), 'utf8').matchAll(SENTENCE)].map((m) => ({
      file,
      sentence: sampled(m[2] ?? ''),
    })),
  );
}

/** Query parameters of the image URLs: read by browsers, never typed into a form. */
const NOT_ON_A_FORM = new Set(['must be one of 8', 'must be 8']);

describe('every sentence a contract schema refuses with', () => {
  const sentences = contractSentences().filter(({ sentence }) => !NOT_ON_A_FORM.has(sentence));

  it('is found (the scan reads the schemas)', () => {
    expect(sentences.length).toBeGreaterThan(50);
    expect(sentences.map((s) => s.sentence)).toContain('must be a 6-digit PIN code');
  });

  it('travels as a code of its own, so a Tamil page words it (not SCHEMA_SENTENCE in English)', () => {
    const uncoded = sentences.filter(
      ({ sentence }) => schemaWords({ code: 'custom', message: sentence }).code === 'SCHEMA_SENTENCE',
    );
    expect(uncoded).toEqual([]);
  });

  it('is worded in English as the schema says it, and in Tamil in Tamil', () => {
    const differing = sentences.flatMap(({ file, sentence }) => {
      const { code, params } = schemaWords({ code: 'custom', message: sentence });
      const english = wordField(code, params, 'en');
      const tamil = wordField(code, params, 'ta');
      return english === sentence && /[\u0B80-\u0BFF]/.test(tamil)
        ? []
        : [`${file}: ${sentence} → ${english} / ${tamil}`];
    });
    expect(differing).toEqual([]);
  });
});
