import Sanscript from '@indic-transliteration/sanscript';

/**
 * How Tamil is matched however it is typed (issue 33.5). A Tamil text (a product's Tamil name,
 * staff's search words, a query in Tamil script) is transliterated to ISO 15919 Latin with
 * Sanscript's `tamil_extended` scheme (its plain `tamil` scheme reads letters as Sanskrit's
 * voiced aspirates: ப → "bh"), and then it and any Latin query are folded to one spelling, the
 * "Tanglish key", by the rules below, so "paal", "pal", பால் all become "pal":
 *
 * 1. lower case, diacritics off (ā→a, ṭ→t, ṉ/ṇ→n, ḻ/ḷ→l, ṟ→r, ē→e, ō→o), only letters and digits;
 * 2. zh → l (ழ), and an h after a consonant goes (th→t, dh→d, ph→p, bh→b, kh→k, gh→g, ch→c, sh→s);
 * 3. Tamil script does not mark voicing, so neither do keys: g→k, d→t, b→p, j→s, c→s; w→v;
 * 4. ee→i, oo→u (Tanglish's long vowels), then every doubled letter is one (aa→a, tt→t, nn→n);
 * 5. a y between vowels or after one is a glide: yi→i, then ey/ay/oy before a consonant or at the
 *    end → ei/ai/oi (நெய் "ney" and "nei", "neyyi" are one), then doubled letters once more.
 *
 * ஆட்டுப்பால் (āṭṭuppāl), "aattu paal" and "aatu pal" all become "atupal"; பனீர், "paneer" and
 * "panneer" "panir". Digits stay (a unit's "500").
 */
export function tanglishKey(text: string): string {
  const latin = TAMIL.test(text) ? Sanscript.t(text.normalize('NFC'), 'tamil_extended', 'iso') : text;
  let key = latin
    .normalize('NFD')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .replace(/zh/g, 'l')
    .replace(/([tdpbkgcsj])h/g, '$1')
    .replace(/[gdbjcw]/g, (c) => VOICELESS[c] ?? c)
    .replace(/ee/g, 'i')
    .replace(/oo/g, 'u')
    .replace(/([a-z])\1+/g, '$1')
    .replace(/yi/g, 'i')
    .replace(/([aeiou])y(?![aeiou])/g, '$1i');
  key = key.replace(/([a-z])\1+/g, '$1');
  return key;
}

const VOICELESS: Record<string, string> = { g: 'k', d: 't', b: 'p', j: 's', c: 's', w: 'v' };

/** Any letter of the Tamil block. */
const TAMIL = /[\u0B80-\u0BFF]/;

export function isTamil(text: string): boolean {
  return TAMIL.test(text);
}
