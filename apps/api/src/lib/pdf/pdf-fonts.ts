import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * Noto Sans from npm (@fontsource: nothing is fetched at run time), split by fontsource into
 * subsets: Latin, Latin Extended (which has ₹) and Tamil (which has Tamil letters and ₹). A text is
 * written run by run, each in the subset that has its letters, so a Tamil name prints as Tamil.
 */
export const FONT_FILES = {
  latin: require.resolve('@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff'),
  latinBold: require.resolve('@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff'),
  latinExt: require.resolve('@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff'),
  latinExtBold: require.resolve('@fontsource/noto-sans/files/noto-sans-latin-ext-700-normal.woff'),
  tamil: require.resolve('@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-400-normal.woff'),
  tamilBold: require.resolve('@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-700-normal.woff'),
} as const;

export type FontName = keyof typeof FONT_FILES;
type Script = 'latin' | 'latinExt' | 'tamil';

function scriptOf(codePoint: number): Script {
  // The Tamil block, and the rupee sign (in the Tamil subset as in Latin Extended).
  if ((codePoint >= 0x0b80 && codePoint <= 0x0bff) || codePoint === 0x20b9) return 'tamil';
  if ((codePoint >= 0x0100 && codePoint <= 0x024f) || (codePoint >= 0x1e00 && codePoint <= 0x1eff)) {
    return 'latinExt';
  }
  return 'latin';
}

/**
 * A text cut into runs of one script each, with the font for it: "Meena மீனா ₹10" →
 * [Meena ][மீனா ₹][10]. Spaces and joiners stay with the run they are in.
 */
export function fontRuns(text: string, bold = false): { text: string; font: FontName }[] {
  const runs: { text: string; script: Script }[] = [];
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    const neutral = char === ' ' || code === 0x200c || code === 0x200d;
    const last = runs.at(-1);
    const script = neutral && last ? last.script : scriptOf(code);
    if (last && last.script === script) last.text += char;
    else runs.push({ text: char, script });
  }
  return runs.map((run) => ({ text: run.text, font: (bold ? `${run.script}Bold` : run.script) as FontName }));
}
