/** scripts/fonts.mjs: the letters Poppins' files are cut to, as a CSS unicode-range. */
export const POPPINS_LETTERS: string;
/** The letters Noto Sans Tamil's files are cut to, as a CSS unicode-range. */
export const TAMIL_LETTERS: string;
/** The weights of Noto Sans Tamil the shop uses. */
export const TAMIL_WEIGHTS: number[];
/** A Noto Sans Tamil face as @fontsource publishes it, under node_modules/@fontsource. */
export function tamilFaceOf(weight: number): string;
/** The code points of a CSS unicode-range. */
export function codePointsOf(range: string): number[];
