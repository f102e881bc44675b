/** fontverter (subset-font's converter) ships no types: the one call the font test makes. */
declare module 'fontverter' {
  const fontverter: { convert(font: Uint8Array, format: 'sfnt' | 'woff' | 'woff2'): Promise<Uint8Array> };
  export default fontverter;
}
