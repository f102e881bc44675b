/**
 * Plain text as staff type it (policy texts, the farm's story, blog posts) turned into blocks that
 * React renders as text, never as HTML. Blocks are separated by blank lines; inside a block, lines
 * starting with "- " or "* " are list items, "1. " numbered items, and "# " / "## " headings.
 * Single line breaks inside a paragraph are kept.
 */
/** A line or list item with a stable key (its position in the text) for rendering. */
export type TextLine = { key: string; text: string };

export type TextBlock = { key: string } & (
  | { kind: 'paragraph'; lines: TextLine[] }
  | { kind: 'heading'; level: 2 | 3; text: string }
  | { kind: 'list'; ordered: boolean; items: TextLine[] }
);

const BULLET = /^[-*•]\s+(.*)$/;
const NUMBERED = /^\d{1,3}[.)]\s+(.*)$/;
const HEADING = /^(#{1,3})\s+(.*)$/;

function lineKind(line: string): 'bullet' | 'numbered' | 'heading' | 'text' {
  if (BULLET.test(line)) return 'bullet';
  if (NUMBERED.test(line)) return 'numbered';
  if (HEADING.test(line)) return 'heading';
  return 'text';
}

function itemText(line: string, pattern: RegExp): string {
  return pattern.exec(line)?.[1]?.trim() ?? line;
}

/** One blank-line-separated chunk → blocks (a chunk may mix a lead-in line and its list). */
function parseChunk(lines: string[], chunkIndex: number): TextBlock[] {
  const blocks: TextBlock[] = [];
  lines.forEach((line, lineIndex) => {
    const key = `${chunkIndex}.${lineIndex}`;
    const kind = lineKind(line);
    const last = blocks.at(-1);
    if (kind === 'heading') {
      const [, hashes = '#', text = ''] = HEADING.exec(line) ?? [];
      blocks.push({ key, kind: 'heading', level: hashes.length >= 3 ? 3 : 2, text: text.trim() });
    } else if (kind === 'bullet' || kind === 'numbered') {
      const ordered = kind === 'numbered';
      const item = { key, text: itemText(line, ordered ? NUMBERED : BULLET) };
      if (last?.kind === 'list' && last.ordered === ordered) last.items.push(item);
      else blocks.push({ key, kind: 'list', ordered, items: [item] });
    } else if (last?.kind === 'paragraph') {
      last.lines.push({ key, text: line });
    } else if (last?.kind === 'list') {
      // A wrapped list item: the line continues the item above.
      const item = last.items.at(-1);
      if (item) item.text += ` ${line}`;
    } else {
      blocks.push({ key, kind: 'paragraph', lines: [{ key, text: line }] });
    }
  });
  return blocks;
}

export function parsePlainText(text: string | null | undefined): TextBlock[] {
  if (!text) return [];
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((chunk) =>
      chunk
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .filter((lines) => lines.length > 0)
    .flatMap((lines, chunkIndex) => parseChunk(lines, chunkIndex));
}
