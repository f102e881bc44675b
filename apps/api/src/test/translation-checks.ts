import { expect } from 'vitest';
import type { TestApp } from './test-app.js';

/** One kind of staff-written content, as its routes take and answer it (decision 0053). */
export type TranslatedContent = {
  /** `POST` here makes one; `PUT ${path}/${id}` edits it. */
  path: string;
  /** Where everyone (or staff, for staff-only content) reads one back. */
  readPath: (id: number) => string;
  readAs?: 'staff';
  /** Where the read answer carries the row (a PIN check carries its area). */
  rowOf?: (response: { area: { translations: object } }) => { translations: object };
  /** The staff list, with its paging: `?missing=ta` is added. */
  listPath: string;
  /** The English of a new row; `n` keeps names apart. */
  body: (n: number) => Record<string, unknown> | Promise<Record<string, unknown>>;
  /** What a PUT must carry besides translations (delivery areas are replaced whole). */
  updateBody?: () => Record<string, unknown>;
  /** Each translated field with its Tamil; the first is cleared, then refused too long. */
  tamil: Record<string, string>;
  maxLength: number;
};

function idsOf(data: { response: { id: number }[] }) {
  return data.response.map((row) => row.id);
}

/**
 * Tamil saved with a new row and read back, missing from a row without it, cleared field by field
 * with an empty string (the other fields keep theirs), found by the "missing Tamil" filter, and
 * refused too long naming the field.
 */
export async function checkTranslations(t: TestApp, c: TranslatedContent) {
  const [first] = Object.keys(c.tamil);
  if (!first) throw new Error('name a translated field');
  const translated = await t.call('POST', c.path, {
    as: 'staff',
    body: { ...(await c.body(1)), translations: { ta: c.tamil } },
  });
  expect(translated.statusCode, translated.body).toBe(201);
  expect(translated.data.response.translations).toEqual({ ta: c.tamil });
  const id: number = translated.data.response.id;

  const plain = await t.call('POST', c.path, { as: 'staff', body: await c.body(2) });
  expect(plain.statusCode, plain.body).toBe(201);
  expect(plain.data.response.translations).toEqual({});

  const read = await t.call('GET', c.readPath(id), c.readAs ? { as: c.readAs } : {});
  expect(read.statusCode, read.body).toBe(200);
  const row = c.rowOf ? c.rowOf(read.data.response) : read.data.response;
  expect(row.translations.ta).toMatchObject(c.tamil);

  const missingBefore = await t.call('GET', `${c.listPath}missing=ta`, { as: 'staff' });
  expect(missingBefore.statusCode, missingBefore.body).toBe(200);
  expect(idsOf(missingBefore.data)).toEqual([plain.data.response.id]);

  const cleared = await t.call('PUT', `${c.path}/${id}`, {
    as: 'staff',
    body: { ...c.updateBody?.(), translations: { ta: { [first]: '' } } },
  });
  expect(cleared.statusCode, cleared.body).toBe(200);
  const { [first]: _gone, ...kept } = c.tamil;
  expect(cleared.data.response.translations).toEqual(Object.keys(kept).length ? { ta: kept } : {});

  const missingAfter = await t.call('GET', `${c.listPath}missing=ta`, { as: 'staff' });
  expect(idsOf(missingAfter.data).sort()).toEqual([id, plain.data.response.id].sort());

  const tooLong = await t.call('PUT', `${c.path}/${id}`, {
    as: 'staff',
    body: { ...c.updateBody?.(), translations: { ta: { [first]: 'பா'.repeat(c.maxLength) } } },
  });
  expect(tooLong.statusCode, tooLong.body).toBe(400);
  expect(tooLong.data.errors).toContainEqual(
    expect.objectContaining({ field: `translations.ta.${first}`, code: 'too_big' }),
  );

  const unknownLanguage = await t.call('POST', c.path, {
    as: 'staff',
    body: { ...(await c.body(3)), translations: { fr: { [first]: 'x' } } },
  });
  expect(unknownLanguage.statusCode).toBe(400);
  expect(unknownLanguage.data.errors[0].field).toMatch(/^translations/);
}
