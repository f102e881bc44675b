import type { INDIAN_STATES } from '../address';

type IndianState = (typeof INDIAN_STATES)[number];

/**
 * GST state codes (the first two digits of a GSTIN, and the "state code" on an invoice), by the names
 * of the address form. Retired codes are left out on purpose: 25 (Daman and Diu, merged into 26 on
 * 26 Jan 2020) and 28 (Andhra Pradesh before its division; GST began after it, so GSTINs use 37).
 * 97 (Other Territory) is no state a customer can pick.
 */
export const INDIAN_STATE_CODES = {
  'Andhra Pradesh': '37',
  'Arunachal Pradesh': '12',
  Assam: '18',
  Bihar: '10',
  Chhattisgarh: '22',
  Goa: '30',
  Gujarat: '24',
  Haryana: '06',
  'Himachal Pradesh': '02',
  Jharkhand: '20',
  Karnataka: '29',
  Kerala: '32',
  'Madhya Pradesh': '23',
  Maharashtra: '27',
  Manipur: '14',
  Meghalaya: '17',
  Mizoram: '15',
  Nagaland: '13',
  Odisha: '21',
  Punjab: '03',
  Rajasthan: '08',
  Sikkim: '11',
  'Tamil Nadu': '33',
  Telangana: '36',
  Tripura: '16',
  'Uttar Pradesh': '09',
  Uttarakhand: '05',
  'West Bengal': '19',
  'Andaman and Nicobar Islands': '35',
  Chandigarh: '04',
  'Dadra and Nagar Haveli and Daman and Diu': '26',
  Delhi: '07',
  'Jammu and Kashmir': '01',
  Ladakh: '38',
  Lakshadweep: '31',
  Puducherry: '34',
} as const satisfies Record<IndianState, string>;

/** What a GSTIN looks like, for a person filling in a form. */
export const GSTIN_HINT = 'A GSTIN has 15 characters, e.g. 33ABCDE1234F1Z7';

const STATE_CODES: ReadonlySet<string> = new Set(Object.values(INDIAN_STATE_CODES));
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
// State code, PAN (5 letters, 4 digits, a letter), entity number (never 0), Z, check character.
const GSTIN_SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/**
 * The 15th character of a GSTIN from its first 14: each character's value (0-9, A=10 … Z=35) times
 * 1, 2, 1, 2… from the left; each product adds its quotient and remainder by 36; the check is what
 * takes the sum to a multiple of 36. Undefined for characters outside 0-9A-Z.
 */
export function gstinCheckCharacter(first14: string): string | undefined {
  let sum = 0;
  for (let i = 0; i < first14.length; i++) {
    const value = ALPHABET.indexOf(first14.charAt(i));
    if (value < 0) return undefined;
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET.charAt((36 - (sum % 36)) % 36);
}

/**
 * Whether a GSTIN is well formed: shape, a state code of today's states and union territories, and
 * its check character. Upper case only: callers trim and upper-case what a person typed first (the
 * GST portal issues and prints GSTINs in capitals), so a stored GSTIN has one spelling.
 */
export function isValidGstin(value: string): boolean {
  return (
    GSTIN_SHAPE.test(value) &&
    STATE_CODES.has(value.slice(0, 2)) &&
    gstinCheckCharacter(value.slice(0, 14)) === value.charAt(14)
  );
}

/** The two-digit state code of a valid GSTIN ('33' for Tamil Nadu); null when it is not valid. */
export function gstinStateCode(gstin: string): string | null {
  return isValidGstin(gstin) ? gstin.slice(0, 2) : null;
}

/**
 * CGST rule 46(f): an unregistered buyer's name and address go on a tax invoice whose taxable value
 * is ₹50,000 or more (below it only on their request). In paise. An erased customer's papers keep
 * them only from this value (decision 0045).
 */
export const BUYER_NAMED_FROM_PAISE = 5_000_000;
