/**
 * English words of the generated names and how a Tamil shop writes them (issue 33): each
 * generated product gets a Tamil name of these words, the rest left as they are (a maker's name,
 * "A2"), so that search's Tamil and Tanglish index is as big as a translated catalogue makes it.
 */
const tamilWords: Record<string, string> = {
  goat: 'ஆட்டு',
  milk: 'பால்',
  curd: 'தயிர்',
  buttermilk: 'மோர்',
  ghee: 'நெய்',
  butter: 'வெண்ணெய்',
  paneer: 'பனீர்',
  honey: 'தேன்',
  rice: 'அரிசி',
  oil: 'எண்ணெய்',
  powder: 'பொடி',
  pickle: 'ஊறுகாய்',
  jaggery: 'வெல்லம்',
  dal: 'பருப்பு',
  soap: 'சோப்பு',
  fresh: 'புதிய',
  organic: 'இயற்கை',
  farm: 'பண்ணை',
  pepper: 'மிளகு',
  turmeric: 'மஞ்சள்',
  coconut: 'தேங்காய்',
  groundnut: 'கடலை',
  gingelly: 'நல்லெண்ணெய்',
  mango: 'மாங்காய்',
  lemon: 'எலுமிச்சை',
  garlic: 'பூண்டு',
  cardamom: 'ஏலக்காய்',
  cow: 'பசு',
  white: 'வெள்ளை',
  palm: 'பனை',
  black: 'கருப்பு',
  compost: 'உரம்',
  manure: 'எரு',
  seeds: 'விதை',
};

/** The Tamil name of a generated product: its words in Tamil where the list has them. */
export function tamilNameOf(maker: string, qualifier: string, base: string): string {
  const words = `${qualifier} ${base}`.split(' ').map((word) => tamilWords[word.toLowerCase()] ?? word);
  return `${maker} ${words.join(' ')}`;
}
