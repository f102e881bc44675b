/** Escapes `%`, `_` and `\` so that user text is matched literally inside a LIKE pattern. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `%text%` for ILIKE "contains", with the text escaped. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}
