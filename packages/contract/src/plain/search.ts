/** Search asks nothing under this many characters (after lower-casing and removing whitespace). */
export const SEARCH_MIN_CHARS = 3;

/** What the search box and the server both do to the text: lower-case, no whitespace at all. */
export function normalizeSearchText(text: string): string {
  return text.toLowerCase().replace(/\s+/gu, '');
}
