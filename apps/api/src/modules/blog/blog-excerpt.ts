export const EXCERPT_LENGTH = 200;

/**
 * A blog without a written excerpt is summarised by the start of its content: markdown marks are
 * dropped, whitespace collapsed, and the text cut at a word boundary near 200 characters.
 */
export function excerptOf(content: string, max = EXCERPT_LENGTH): string {
  const plain = content
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^[ \t]{0,3}(?:#{1,6}|>|[-*+]|\d+[.)])[ \t]+/gm, '')
    .replace(/[*`~]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= max) return plain;
  const head = plain.slice(0, max + 1);
  const lastSpace = head.lastIndexOf(' ');
  const cut = lastSpace > max * 0.6 ? head.slice(0, lastSpace) : plain.slice(0, max);
  return `${cut.trimEnd()}…`;
}
