/** scripts/fonts.mjs: the letters Poppins' files are cut to, as a CSS unicode-range. */
export const POPPINS_LETTERS: string;
/** The code points of a CSS unicode-range. */
export function codePointsOf(range: string): number[];
