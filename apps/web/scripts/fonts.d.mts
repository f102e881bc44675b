/** scripts/fonts.mjs: the letters Poppins' files are cut to, as a CSS unicode-range. */
export const POPPINS_LETTERS: string;
/** The letters Noto Sans Tamil's files are cut to, as a CSS unicode-range. */
export const TAMIL_LETTERS: string;
/** The weights of Noto Sans Tamil the shop draws: its variable face's weight axis, cut to them. */
export const TAMIL_WEIGHTS: { min: number; max: number };
/** Noto Sans Tamil's variable Tamil face as @fontsource publishes it, under node_modules. */
export const TAMIL_PUBLISHED: string;
/** The cut face in public/fonts, as pages ask for it. */
export const TAMIL_FACE: string;
/** The code points of a CSS unicode-range. */
export function codePointsOf(range: string): number[];
