/** Small helpers for drawing the demo pictures as SVG text. */

export const BRAND = {
  teal: '#0f4c4c',
  tealLight: '#1f6f6f',
  gold: '#d4a017',
  cream: '#fffaf0',
  white: '#ffffff',
  black: '#111111',
} as const;

export const FONT = 'font-family="\'DejaVu Sans\', sans-serif"';

export function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function rgb(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  return [0, 2, 4].map((i) => Number.parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}

/** `a` moved towards `b` by `t` (0..1). */
export function mix(a: string, b: string, t: number): string {
  const [r1, g1, b1] = rgb(a);
  const [r2, g2, b2] = rgb(b);
  const c = (x: number, y: number) =>
    Math.round(x + (y - x) * t)
      .toString(16)
      .padStart(2, '0');
  return `#${c(r1, r2)}${c(g1, g2)}${c(b1, b2)}`;
}

export const lighten = (c: string, t: number) => mix(c, '#ffffff', t);
export const darken = (c: string, t: number) => mix(c, '#000000', t);

/** Perceived brightness, 0..1: picks dark or light text on a colour. */
export function luma(c: string): number {
  const [r, g, b] = rgb(c);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}

export const inkOn = (c: string) => (luma(c) > 0.6 ? BRAND.teal : BRAND.white);

/** Greedy word wrap to at most `width` characters a line. */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The narrowest wrap that fits in `maxLines` lines: balanced lines. */
export function wrapInto(text: string, maxLines: number): string[] {
  for (let width = Math.ceil(text.length / maxLines); width <= text.length; width++) {
    const lines = wrap(text, width);
    if (lines.length <= maxLines) return lines;
  }
  return [text];
}

/**
 * Lines of text centred on (cx, cy), sized to fit a width × height box (at most `maxSize`).
 * DejaVu Sans Bold is about 0.63 em wide a character.
 */
export function fitText(
  lines: string[],
  box: { cx: number; cy: number; width: number; height: number },
  opts: { fill: string; maxSize: number; weight?: string; anchor?: 'middle' | 'start'; x?: number },
): string {
  const longest = Math.max(...lines.map((l) => l.length), 1);
  const size = Math.min(opts.maxSize, box.height / (lines.length * 1.2), box.width / (longest * 0.63));
  const lineHeight = size * 1.2;
  const top = box.cy - (lineHeight * lines.length) / 2 + size * 0.85;
  const anchor = opts.anchor ?? 'middle';
  const x = anchor === 'middle' ? box.cx : (opts.x ?? box.cx - box.width / 2);
  return lines
    .map(
      (line, i) =>
        `<text x="${x}" y="${(top + i * lineHeight).toFixed(1)}" ${FONT} font-size="${size.toFixed(1)}" font-weight="${opts.weight ?? 'bold'}" fill="${opts.fill}" text-anchor="${anchor}">${esc(line)}</text>`,
    )
    .join('');
}

export function svgDoc(width: number, height: number, body: string, defs = ''): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;
}

export function linearGradient(id: string, stops: string[], vertical = true): string {
  const coords = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="1"';
  const s = stops.map((c, i) => `<stop offset="${i / Math.max(stops.length - 1, 1)}" stop-color="${c}"/>`);
  return `<linearGradient id="${id}" ${coords}>${s.join('')}</linearGradient>`;
}

export function radialGradient(id: string, inner: string, outer: string): string {
  return `<radialGradient id="${id}" cx="0.5" cy="0.45" r="0.7"><stop offset="0" stop-color="${inner}"/><stop offset="1" stop-color="${outer}"/></radialGradient>`;
}

/** Places a drawing made in the 800 × 800 art box at (x, y) with the given scale. */
export const place = (art: string, x: number, y: number, scale: number) =>
  `<g transform="translate(${x} ${y}) scale(${scale})">${art}</g>`;
