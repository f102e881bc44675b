/** Search asks nothing under this many characters (after lower-casing and removing whitespace). */
export const SEARCH_MIN_CHARS = 3;

/**
 * What the search box and the server both do to the text: one Unicode form (NFC), lower-case, no
 * whitespace and no zero-width joiners at all (Tamil has no case; ZWJ/ZWNJ only shape letters).
 */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\s\u200c\u200d]+/gu, '');
}
