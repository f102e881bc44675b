import { farmCategories } from './vocabulary-farm.js';
import { foodCategories } from './vocabulary-food.js';

/** One category of the generated catalogue and the words its products are made of. */
export type CategoryWords = {
  name: string;
  /** Product codes start with it: `GM-004211`. */
  prefix: string;
  bases: string[];
  qualifiers: string[];
  units: string[];
  /** Price range in rupees. */
  price: [number, number];
  /** Sentences only this category's descriptions use. */
  notes: string[];
};

/** The 50 categories, food first. */
export const categoryWords: CategoryWords[] = [...foodCategories, ...farmCategories];

/** Farms, cooperatives and makers that sell through the marketplace. */
export const makers = [
  'Anamalai',
  'Kongu Naadu',
  'Pollachi Farms',
  'Kodai Hills',
  'Cauvery Delta',
  'Nilgiri Valley',
  'Vaigai',
  'Sathyamangalam',
  'Erode Organics',
  'Thanjavur Heritage',
  'Kolli Malai',
  'Javadhu Hills',
  'Palani Hills',
  'Madurai Meenakshi',
  'Tirunelveli',
  'Chettinad',
  'Bhavani Sagar',
  'Gobi Farms',
  'Udumalai',
  'Karur Weavers',
  'Dharmapuri',
  'Krishnagiri',
  'Theni Valley',
  'Yercaud',
  'Velliangiri',
  'Siruvani',
  'Amaravathi',
  'Nallamalai',
  'Pudukottai',
  'Sivagangai',
  'Villupuram',
  'Kancheepuram',
  'Tiruvannamalai',
  'Namakkal',
  'Salem Steel',
  'Coimbatore Co-op',
  'Tiruppur',
  'Hosur Greens',
  'Mettupalayam',
  'Valparai',
] as const;

/** Sentences any product may carry; with the category's notes they make a 2–4 sentence description. */
export const sharedSentences = [
  'Packed on the farm and shipped across Tamil Nadu within two days.',
  'Every batch is checked by hand before it is packed.',
  'Grown and made without synthetic chemicals.',
  'Part of every sale goes back to the small farmers who make it.',
  'Store in a cool, dry place away from sunlight.',
  'Free delivery on orders above the shop’s threshold.',
  'Loved by families who want food the way it used to be.',
  'Made in small batches, so stock runs out fast in festival weeks.',
  'Sourced directly from the farmer, with no middlemen.',
  'Recyclable packaging; the glass jars can be returned.',
] as const;
